/**
 * The monitoring, contracts and lots tabs on the endpoints' real answers: for every shipped real
 * tender with contracts or lots, and every tender a shipped monitoring or contract names, the
 * view models show what the CDB JSON holds, and the tender's counters equal the entries shown.
 */
import { describe, expect, it } from 'vitest';
import type { ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import type {
  TenderAgreementsAnswer,
  TenderMonitoringsAnswer,
} from '../../contract/tender-tabs.ts';
import { toAgreementView } from '../../src/features/tender/tabs/contracts/model/agreement-view.ts';
import { toContractView } from '../../src/features/tender/tabs/contracts/model/contract-view.ts';
import { toLotsView } from '../../src/features/tender/tabs/lots/model/lot-view.ts';
import { toMonitoringsView } from '../../src/features/tender/tabs/monitorings/model/monitoring-view.ts';
import { formatMoney } from '../../src/lib/format/index.ts';
import {
  contractsContext,
  lotsContext,
  monitoringsContext,
} from '../unit/features/tender/tabs/tab-context.ts';
import { backends, useHarness } from './backends.ts';
import { shippedCdb } from '../support/shipped-cdb.ts';
import { list, trimmedText } from '../unit/server/ingest/cdb-json.ts';

const money = (value: unknown): string =>
  formatMoney(value as Parameters<typeof formatMoney>[0], 'uk', { vat: true });

const REAL_TENDERS = shippedCdb('tenders', 'UA-').filter(
  (tender) => list(tender, 'contracts').length > 0 || list(tender, 'lots').length > 0,
);
const MONITORINGS = shippedCdb('monitorings');
const CONTRACTS = shippedCdb('contracts').filter((contract) => trimmedText(contract, 'tender_id'));
/** The tenders the shipped monitorings and contracts name (most are not shipped themselves). */
const NAMED_TENDER_IDS = [
  ...new Set([...MONITORINGS, ...CONTRACTS].map((object) => String(object.tender_id))),
];

describe.each(backends)('monitoring, contracts and lots tabs on $name', (backend) => {
  const h = useHarness(backend);
  const get = async <T>(url: string): Promise<T> => {
    const res = await h().app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };
  const tenderOf = async (id: string): Promise<Tender | undefined> => {
    const res = await h().app.inject({ url: `/api/tenders/${id}` });
    return res.statusCode === 200 ? res.json<ItemResponse<Tender>>().data : undefined;
  };

  it('has real tenders with contracts and lots to check', () => {
    expect(REAL_TENDERS.length).toBeGreaterThan(80);
    expect(NAMED_TENDER_IDS.length).toBeGreaterThan(10);
  });

  it.each(REAL_TENDERS.map((tender) => String(tender.tenderID)))(
    '%s: each contract with its number and value, each lot with its title and value; the counters',
    async (tenderID) => {
      const cdb = REAL_TENDERS.find((tender) => tender.tenderID === tenderID) ?? {};
      const tender = await tenderOf(tenderID);
      if (!tender) throw new Error(`${tenderID} is shipped`);
      const { data } = await get<TenderAgreementsAnswer>(`/api/tenders/${tenderID}/agreements`);
      const context = contractsContext('uk', tender);
      const contracts = data.contracts.map((contract) => toContractView(contract, context));
      const agreements = data.agreements.map((agreement) => toAgreementView(agreement, context));
      for (const source of list(cdb, 'contracts')) {
        const shown = contracts.find((view) => view.key === source.id);
        const number = trimmedText(source, 'contractNumber') ?? trimmedText(source, 'contractID');
        expect(shown?.title).toBe(number ? `Договір № ${number}` : 'Договір без номера');
        expect(shown?.value).toBe(money(source.value));
      }
      expect(contracts.length + agreements.length).toBe(tender.tabCounters.agreements);

      const lots = toLotsView(tender, lotsContext('uk', tenderID));
      expect(lots).toHaveLength(tender.tabCounters.lots);
      list(cdb, 'lots').forEach((source, index) => {
        expect(lots[index]?.title).toBe(
          `Лот ${String(index + 1)}: ${trimmedText(source, 'title') ?? '—'}`,
        );
        expect(lots[index]?.rows[0]?.value).toEqual({
          kind: 'text',
          text: money(source.value ?? source.minValue),
        });
      });

      const monitorings = await get<TenderMonitoringsAnswer>(
        `/api/tenders/${tenderID}/monitorings`,
      );
      expect(monitorings.data).toHaveLength(tender.tabCounters.monitorings);
    },
  );

  it.each(NAMED_TENDER_IDS)(
    'tender %s named by shipped monitorings and contracts: each monitoring and contract shown',
    async (tenderId) => {
      const { data: monitorings } = await get<TenderMonitoringsAnswer>(
        `/api/tenders/${tenderId}/monitorings`,
      );
      const named = MONITORINGS.filter((monitoring) => monitoring.tender_id === tenderId);
      const views = toMonitoringsView(monitorings, monitoringsContext('uk'));
      expect(views.map((view) => view.key).sort()).toEqual(named.map((m) => m.id).sort());
      for (const source of named) {
        const shown = views.find((view) => view.key === source.id);
        expect(shown?.title).toBe(`Моніторинг ${String(source.monitoring_id)}`);
        expect(shown?.status.code).toBe(source.status);
      }

      const { data } = await get<TenderAgreementsAnswer>(`/api/tenders/${tenderId}/agreements`);
      const tender = (await tenderOf(tenderId)) ?? {
        awards: [],
        lots: [],
        items: [],
        tenderID: tenderId,
      };
      const contracts = data.contracts.map((contract) =>
        toContractView(contract, contractsContext('uk', tender)),
      );
      for (const source of CONTRACTS.filter((contract) => contract.tender_id === tenderId)) {
        const shown = contracts.find((view) => view.key === source.id);
        const number = trimmedText(source, 'contractNumber') ?? trimmedText(source, 'contractID');
        expect(shown?.title).toBe(number ? `Договір № ${number}` : 'Договір без номера');
        expect(shown?.value).toBe(money(source.value));
        expect(shown?.status.code).toBe(source.status);
      }
      if ('tabCounters' in tender) {
        expect(views).toHaveLength(tender.tabCounters.monitorings);
        expect(contracts.length + data.agreements.length).toBe(tender.tabCounters.agreements);
      }
    },
  );
});
