import { describe, expect, it } from 'vitest';
import type { DictionaryKey } from '../../../../../contract/static-data';
import { toTenderOwnTabs } from '../../../../../server/ingest/transform/tabs/own-tabs';
import { toComplaintGroups } from '../../../../../src/features/tender/tabs/complaints/model/complaints-tab-view';
import type { ComplaintView } from '../../../../../src/features/tender/tabs/complaints/model/complaint-view';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import complaintsEn from '../../../../../contract/locales/en/tenderComplaints.json';
import complaintsUk from '../../../../../contract/locales/uk/tenderComplaints.json';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf } from '../terms/terms-context';
import { complaintsContext } from './tab-context';
import { list } from '../../../server/ingest/cdb-json';

type Json = Record<string, unknown>;
const text = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The complaints (not claims) of a CDB tender with the list that holds them. */
const complaintsOf = (cdb: unknown): { complaint: Json; owner: string; ownerId?: string }[] =>
  [
    ...list(cdb, 'complaints').map((complaint) => ({ complaint, owner: 'tender' })),
    ...['awards', 'qualifications', 'cancellations'].flatMap((key) =>
      list(cdb, key).flatMap((owner) =>
        list(owner, 'complaints').map((complaint) => ({
          complaint,
          owner: key,
          ownerId: text(owner, 'id'),
        })),
      ),
    ),
  ].filter(({ complaint }) => complaint.type !== 'claim');

const WITH_COMPLAINTS = shippedTenderIDs().filter(
  (id) => complaintsOf(shippedCdbTender(id)).length > 0,
);

const groupsOf = (name: string, lang: 'uk' | 'en' = 'uk') => {
  const cdb = shippedCdbTender(name);
  const tender = shippedTender(name);
  const groups = toComplaintGroups(
    toTenderOwnTabs(cdb).complaints,
    tender,
    complaintsContext(lang, tender.tenderID),
  );
  return { cdb, tender, groups, shown: groups.flatMap((group) => group.complaints) };
};

const rowText = (complaint: ComplaintView | undefined, id: string): string | undefined => {
  const row = [...(complaint?.details ?? []), ...(complaint?.denial ?? [])].find(
    (entry) => entry.id === id,
  );
  return row ? valueText(row.value) : undefined;
};

/** complaint_statuses names the status; draft and cancelled are the page's own. */
const statusLabel = (status: string, lang: 'uk' | 'en'): string => {
  const own = (lang === 'uk' ? complaintsUk : complaintsEn).status as Record<string, string>;
  return entryOf('complaint_statuses', status)[lang] ?? own[status] ?? status;
};

describe('complaints tab', () => {
  it('has real tenders to check', () => {
    expect(WITH_COMPLAINTS.length).toBeGreaterThan(1);
  });

  it.each(WITH_COMPLAINTS)('%s shows each complaint with its title and status label', (id) => {
    const { cdb, tender, shown } = groupsOf(id);
    const expected = complaintsOf(cdb);
    expect(shown.map((view) => view.id).sort()).toEqual(
      expected.map(({ complaint }) => complaint.id).sort(),
    );
    for (const { complaint } of expected) {
      const view = shown.find((entry) => entry.id === complaint.id);
      expect(view?.title).toBe(text(complaint, 'title')?.trim() ?? '—');
      expect(view?.status.label).toBe(statusLabel(String(complaint.status), 'uk'));
      expect(rowText(view, 'complaintID')).toBe(text(complaint, 'complaintID') ?? '—');
      expect(rowText(view, 'complainant')).toBe(
        text(complaint.author, 'name') ?? text((complaint.author as Json).identifier, 'legalName'),
      );
      expect(view?.href).toBe(
        `/tender/${tender.tenderID}/complaints#complaint-${String(complaint.id)}`,
      );
      const reject = text(complaint, 'rejectReason');
      expect(rowText(view, 'rejectReason')).toBe(
        reject ? (entryOf('complaint_reject_reasons', reject).uk ?? reject) : undefined,
      );
    }
    // The tab bar's counter is the number of complaints the tab shows.
    expect(tender.tabCounters.complaints).toBe(shown.length);
  });

  it('numbers complaints that share a title, so that "Скарга" and "Скарга" can be told apart', () => {
    const { shown } = groupsOf('UA-2024-01-10-005750-a');
    const plain = shown.filter((view) => view.title === 'Скарга');
    expect(plain.map((view) => view.number).sort()).toEqual([
      'UA-2024-01-10-005750-a.a2',
      'UA-2024-01-10-005750-a.a3',
    ]);
    for (const id of WITH_COMPLAINTS) {
      const { cdb, shown: views } = groupsOf(id);
      for (const { complaint } of complaintsOf(cdb)) {
        const view = views.find((entry) => entry.id === complaint.id);
        expect(view?.number).toBe(text(complaint, 'complaintID')?.trim());
      }
    }
  });

  it('English shows the English status labels', () => {
    for (const id of WITH_COMPLAINTS) {
      const { cdb, shown } = groupsOf(id, 'en');
      for (const { complaint } of complaintsOf(cdb)) {
        const view = shown.find((entry) => entry.id === complaint.id);
        expect(view?.status.label).toBe(statusLabel(String(complaint.status), 'en'));
      }
    }
  });

  it('groups award complaints by award, named by the supplier, linked to #award-{id}', () => {
    const id = 'UA-2024-01-10-005750-a';
    const { cdb, tender, groups } = groupsOf(id);
    const awards = list(cdb, 'awards').filter((award) => list(award, 'complaints').length > 0);
    const awardGroups = groups.filter((group) => group.kind === 'award');
    expect(awardGroups.map((group) => group.key)).toEqual(
      awards.map((award) => `award:${String(award.id)}`),
    );
    for (const award of awards) {
      const group = awardGroups.find((entry) => entry.key === `award:${String(award.id)}`);
      expect(group?.name).toBe(text(list(award, 'suppliers')[0], 'name'));
      expect(group?.link?.href).toBe(`/tender/${tender.tenderID}#award-${String(award.id)}`);
      expect(group?.complaints.map((complaint) => complaint.id).sort()).toEqual(
        list(award, 'complaints')
          .map((complaint) => complaint.id)
          .sort(),
      );
    }
  });

  it('labels objections through the AMCU dictionaries and remedies through theirs', () => {
    const schemes: Record<string, DictionaryKey> = {
      violation_amcu: 'amcu_violations',
      article_16: 'article_16_criteria',
    };
    for (const id of WITH_COMPLAINTS) {
      const { cdb, shown } = groupsOf(id);
      for (const { complaint } of complaintsOf(cdb)) {
        const view = shown.find((entry) => entry.id === complaint.id);
        list(complaint, 'objections').forEach((objection, index) => {
          const classification = objection.classification as Json;
          const dictionary = schemes[String(classification.scheme)];
          const shownObjection = view?.objections[index];
          expect(shownObjection?.title).toBe(text(objection, 'title'));
          expect(dictionary).toBeDefined();
          expect(shownObjection?.classification).toBe(
            entryOf(dictionary ?? 'amcu_violations', String(classification.id)).uk,
          );
          expect(shownObjection?.requirements.map((remedy) => remedy.type)).toEqual(
            list(objection, 'requestedRemedies').map(
              (remedy) => entryOf('requested_remedies_types', String(remedy.type)).uk,
            ),
          );
        });
      }
    }
  });

  it('a complaint about a cancellation is grouped by its number and links to #cancellation-{id}', () => {
    const name = 'sandbox-UA-2022-05-05-000416';
    const { cdb, tender, groups } = groupsOf(name);
    const cancellations = list(cdb, 'cancellations');
    const index = cancellations.findIndex((entry) => list(entry, 'complaints').length > 0);
    const cancellation = cancellations[index];
    const group = groups.find((entry) => entry.kind === 'cancellation');
    expect(group?.name).toBe(String(index + 1));
    expect(group?.heading).toBe(complaintsUk.group.cancellation);
    expect(group?.link?.href).toBe(
      `/tender/${tender.tenderID}#cancellation-${String(cancellation?.id)}`,
    );
  });
});
