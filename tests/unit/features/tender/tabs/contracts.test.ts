import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../../../contract/tender-tabs';
import {
  tenderAgreements,
  tenderContracts,
  toAgreement,
  toContract,
} from '../../../../../server/ingest/transform/tabs/agreements';
import { toAgreementView } from '../../../../../src/features/tender/tabs/contracts/model/agreement-view';
import { toContractView } from '../../../../../src/features/tender/tabs/contracts/model/contract-view';
import { glossaryHref, glossaryOwnCodes } from '../../../../../src/features/glossary/model/entries';
import { formatMoney } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import {
  shippedTenderFiles,
  shippedCdbTender,
  shippedCdbFiles,
} from '../../../../support/shipped-cdb';
import { contractsContext, entryOf } from './tab-context';
import { list, trimmedText } from '../../../server/ingest/cdb-json';

type Json = Record<string, unknown>;

const REAL_WITH_CONTRACTS = shippedTenderFiles().filter(
  (file) => file.startsWith('UA-') && list(shippedCdbTender(file), 'contracts').length > 0,
);

const titleOf = (cdb: Json): string => {
  const number = trimmedText(cdb, 'contractNumber') ?? trimmedText(cdb, 'contractID');
  return number ? `Договір № ${number}` : 'Договір без номера';
};

const valueOf = (cdb: Json): string =>
  formatMoney(cdb.value as Parameters<typeof formatMoney>[0], 'uk', { vat: true });

describe('contracts tab: the tenders own contracts', () => {
  it('has real tenders with contracts to check', () => {
    expect(REAL_WITH_CONTRACTS.length).toBeGreaterThan(50);
  });

  it.each(REAL_WITH_CONTRACTS)(
    '%s: each contract with its number, value, status and links',
    (file) => {
      const cdb = shippedCdbTender(file);
      const tender = shippedTender(file);
      const context = contractsContext('uk', tender);
      const contracts = tenderContracts(cdb);
      const views = contracts.map((contract) => toContractView(contract, context));
      const cdbContracts = list(cdb, 'contracts');
      expect(views.map((view) => view.title)).toEqual(cdbContracts.map(titleOf));
      expect(JSON.stringify(views)).not.toMatch(/undefined|NaN|Invalid Date/);
      expect(views.map((view) => view.value)).toEqual(cdbContracts.map(valueOf));
      views.forEach((view, index) => {
        const source = cdbContracts[index];
        const number = view.details.find((row) => row.id === 'number')?.value;
        // Known only from the tender, a contract without a number has no number row.
        const written = trimmedText(source, 'contractNumber');
        expect(number).toEqual(written === undefined ? undefined : { kind: 'text', text: written });
        expect(view.status.code).toBe(source?.status);
        expect(view.notice).toBe(
          source?.status === 'pending' || source?.status === 'cancelled'
            ? source.status
            : undefined,
        );
        const awardID = trimmedText(source, 'awardID');
        const award = list(cdb, 'awards').find((entry) => entry.id === awardID);
        expect(view.award?.to).toBe(
          award ? `/tender/${tender.tenderID}#award-${String(award.id)}` : undefined,
        );
        const lotIds = new Set(
          list(source, 'items')
            .map((item) => trimmedText(item, 'relatedLot'))
            .filter((id): id is string => id !== undefined),
        );
        if (lotIds.size === 0 && typeof award?.lotID === 'string') lotIds.add(award.lotID);
        const known = [...lotIds].filter((id) => list(cdb, 'lots').some((lot) => lot.id === id));
        expect(view.lots.map((lot) => lot.to)).toEqual(
          known.map((id) => `/tender/${tender.tenderID}/lots#lot-${id}`),
        );
      });
    },
  );

  it.each(REAL_WITH_CONTRACTS)(
    "%s: the parties are the award's suppliers and the buyer",
    (file) => {
      const cdb = shippedCdbTender(file);
      const tender = shippedTender(file);
      const views = tenderContracts(cdb).map((contract) =>
        toContractView(contract, contractsContext('uk', tender)),
      );
      list(cdb, 'contracts').forEach((source, index) => {
        const award = list(cdb, 'awards').find((entry) => entry.id === source.awardID);
        const suppliers =
          list(source, 'suppliers').length > 0
            ? list(source, 'suppliers')
            : list(award, 'suppliers');
        const names = views[index]?.parties.map((party) => party.name);
        expect(names).toEqual([
          ...suppliers.map(
            (supplier) =>
              trimmedText(supplier, 'name') ?? trimmedText(supplier.identifier, 'legalName'),
          ),
          trimmedText(cdb.procuringEntity, 'name') ??
            trimmedText((cdb.procuringEntity as Json).identifier, 'legalName'),
        ]);
      });
    },
  );

  it.each(REAL_WITH_CONTRACTS)(
    '%s: what the tender holds is shown, what only the contract record holds is said once',
    (file) => {
      const cdb = shippedCdbTender(file);
      const tender = shippedTender(file);
      const context = contractsContext('uk', tender);
      list(cdb, 'contracts').forEach((source, index) => {
        const contract = tenderContracts(cdb)[index];
        if (!contract) throw new Error('a contract per CDB entry');
        const view = toContractView(contract, context);
        const some = ['dateSigned', 'period', 'documents'].some((key) => key in source);
        expect(view.recordMissing).toBe(some ? 'partial' : 'bare');
        // The notice says the record keeps changes and payments: paper does not say it again.
        expect(view.offPaper).toEqual(['changes', 'payments']);
        expect(view.recordUrl).toBe(
          `https://public-api.prozorro.gov.ua/api/2.5/contracts/${String(source.id)}`,
        );
        const ids = view.details.map((row) => row.id);
        // The date of its status is always in the tender's record.
        expect(ids).toContain('date');
        // A row the contract record would fill is there only when the tender has its value.
        expect(ids.includes('dateSigned')).toBe(source.dateSigned !== undefined);
        expect(ids.includes('period')).toBe(source.period !== undefined);
        expect(ids).not.toContain('amountPaid');
        expect(ids.includes('number')).toBe(trimmedText(source, 'contractNumber') !== undefined);
        // No row of dashes.
        const dashed = view.details.filter(
          (row) => row.value.kind === 'text' && row.value.text === '—',
        );
        expect(dashed).toEqual([]);
      });
    },
  );

  it('every real tender with lots and contracts links each contract to a lot', () => {
    const withBoth = REAL_WITH_CONTRACTS.filter(
      (file) => list(shippedCdbTender(file), 'lots').length > 0,
    );
    expect(withBoth.length).toBeGreaterThan(0);
    for (const file of withBoth) {
      const tender = shippedTender(file);
      const views = tenderContracts(shippedCdbTender(file)).map((contract) =>
        toContractView(contract, contractsContext('uk', tender)),
      );
      expect(views.every((view) => view.lots.length > 0)).toBe(true);
    }
  });
});

describe('contracts tab: the contracting-API contracts of data/cdb/contracts', () => {
  const files = shippedCdbFiles('contracts');
  const named = files.filter(({ data }) => typeof data.tender_id === 'string');

  it.each(named.map(({ file }) => file))('%s: number, value, status, changes, payments', (file) => {
    const data = named.find((entry) => entry.file === file)?.data ?? {};
    const contract: Contract = toContract(data, 'contracting');
    const tenderFile = shippedTenderFiles().find(
      (name) => (shippedCdbTender(name) as unknown as Json).id === data.tender_id,
    );
    const tender = tenderFile
      ? shippedTender(tenderFile)
      : { awards: [], lots: [], items: [], tenderID: String(data.tender_id) };
    const view = toContractView(contract, contractsContext('uk', tender));
    expect(view.title).toBe(titleOf(data));
    expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
    expect(view.value).toBe(valueOf(data));
    expect(view.status.code).toBe(data.status);
    // Its own record: every detail row, nothing said missing.
    expect(view.recordMissing).toBeUndefined();
    expect(view.offPaper).toEqual([]);
    expect(view.details.map((row) => row.id)).toEqual(
      expect.arrayContaining(['date', 'dateSigned', 'period', 'value', 'amountPaid']),
    );
    expect(view.changes).toHaveLength(list(data, 'changes').length);
    view.changes.forEach((change, index) => {
      const codes = (list(data, 'changes')[index]?.rationaleTypes as string[] | undefined) ?? [];
      const labels = codes.map((code) => entryOf('contract_change_rationale_types', code).uk);
      expect(labels.every((label) => label !== undefined)).toBe(true);
      expect(change.rows.find((row) => row.id === 'rationaleTypes')?.value).toEqual({
        kind: 'text',
        text: labels.length > 0 ? labels.join('; ') : '—',
      });
    });
    const transactions = list(data.implementation, 'transactions');
    expect(view.payments).toHaveLength(transactions.length);
    const buyer = data.buyer ?? data.procuringEntity ?? (tenderFile ? 1 : undefined);
    expect(view.parties).toHaveLength(list(data, 'suppliers').length + (buyer ? 1 : 0));
  });

  it('a pending contract has the pending notice, a cancelled one the cancelled notice', () => {
    const byStatus = (status: string) => named.find(({ data }) => data.status === status)?.data;
    const tender = { awards: [], lots: [], items: [], tenderID: 'x' };
    for (const status of ['pending', 'cancelled'] as const) {
      const data = byStatus(status);
      expect(data).toBeDefined();
      const view = toContractView(
        toContract(data ?? {}, 'contracting'),
        contractsContext('uk', tender),
      );
      expect(view.notice).toBe(status);
    }
  });
});

describe('contracts tab: payments as the central database spells their statuses', () => {
  // The contracting API stores a treasury transaction's status "0" as `successful` and "-1" as
  // `canceled` (contract_transaction.py); no shipped contract has transactions yet, so a shipped
  // contract is given two, as the API would store them.
  const data = shippedCdbFiles('contracts').find(({ data }) => data.status === 'active')?.data;
  const transaction = (id: string, status: string) => ({
    id,
    status,
    date: '2024-03-01T10:00:00+02:00',
    value: { amount: 1200.5, currency: 'UAH' },
    payer: { id: 'payer', name: 'Payer' },
    payee: { id: 'payee', name: 'Payee' },
  });
  const withPayments = {
    ...data,
    implementation: {
      transactions: [transaction('t-0', 'successful'), transaction('t-1', 'canceled')],
    },
  };
  const tender = { awards: [], lots: [], items: [], tenderID: 'x' };

  it.each([
    ['uk', 'Успішна', 'Скасована'],
    ['en', 'Successful', 'Cancelled'],
  ] as const)(
    '%s: a canceled payment is labelled cancelled and opens its entry',
    (lang, ok, no) => {
      expect(data).toBeDefined();
      const view = toContractView(
        toContract(withPayments, 'contracting'),
        contractsContext(lang, tender),
      );
      expect(view.payments.map((payment) => payment.status)).toEqual([
        { code: 'successful', label: ok },
        { code: 'canceled', label: no },
      ]);
      for (const payment of view.payments) {
        expect(glossaryOwnCodes('payment')).toContain(payment.status?.code);
      }
      expect(glossaryHref('payment', 'canceled', lang)).toBe(
        lang === 'uk' ? '/glossary#payment-canceled' : '/glossary?lang=en#payment-canceled',
      );
    },
  );
});

describe('contracts tab: agreements', () => {
  const withAgreements = shippedTenderFiles().filter(
    (file) => tenderAgreements(shippedCdbTender(file)).length > 0,
  );
  const agreementFiles = shippedCdbFiles('frameworks').filter(({ file }) =>
    file.startsWith('doc-agreement-'),
  );

  it.each(withAgreements)('%s: each agreement with its number, status and members', (file) => {
    const tender = shippedTender(file);
    for (const agreement of tenderAgreements(shippedCdbTender(file))) {
      const view = toAgreementView(agreement, contractsContext('uk', tender));
      expect(view.title).toBe(
        agreement.agreementNumber?.trim() || agreement.agreementID?.trim()
          ? `Угода № ${agreement.agreementNumber?.trim() || agreement.agreementID?.trim() || ''}`
          : 'Угода без номера',
      );
      expect(view.members.map((member) => member.status.code)).toEqual(
        agreement.contracts.map((member) => member.status),
      );
    }
  });

  it.each(agreementFiles.map(({ file }) => file))(
    '%s: changes through the rationale dictionary',
    (file) => {
      const data = agreementFiles.find((entry) => entry.file === file)?.data ?? {};
      const view = toAgreementView(
        toAgreement(data),
        contractsContext('en', { awards: [], lots: [], items: [], tenderID: 'x' }),
      );
      list(data, 'changes').forEach((change, index) => {
        const code = trimmedText(change, 'rationaleType');
        expect(view.changes[index]?.rows.find((row) => row.id === 'rationaleType')?.value).toEqual({
          kind: 'text',
          text: code ? (entryOf('agreement_change_rationale_types', code).en ?? code) : '—',
        });
        expect(view.changes[index]?.priceChanges).toHaveLength(
          list(change, 'modifications').length,
        );
      });
    },
  );
});
