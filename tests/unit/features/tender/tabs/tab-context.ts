import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import '../../../../../src/features/tender/tabs/complaints/locales';
import '../../../../../src/features/tender/tabs/contracts/locales';
import '../../../../../src/features/tender/tabs/lots/locales';
import '../../../../../src/features/tender/tabs/monitorings/locales';
import '../../../../../src/features/tender/tabs/questions/locales';
import type { ComplaintsContext } from '../../../../../src/features/tender/tabs/complaints/model/complaint-view';
import type { ContractsContext } from '../../../../../src/features/tender/tabs/contracts/model/contract-view';
import type { LotsContext } from '../../../../../src/features/tender/tabs/lots/model/lot-view';
import type { MonitoringsContext } from '../../../../../src/features/tender/tabs/monitorings/model/monitoring-view';
import type { ClaimsContext } from '../../../../../src/features/tender/tabs/questions/model/claims-view';
import { i18n } from '../../../../../src/lib/i18n';
import { termsContext } from '../terms/terms-context';

export { entryOf } from '../terms/terms-context';

export function monitoringsContext(
  lang: Lang,
  tenderID = 'UA-2000-01-01-000001-a',
): MonitoringsContext {
  const { label } = termsContext(lang);
  return {
    lang,
    label,
    t: i18n.getFixedT(lang, 'tenderMonitorings'),
    tender: { key: tenderID, tenderID },
  };
}

export function contractsContext(
  lang: Lang,
  tender: Pick<Tender, 'awards' | 'lots' | 'items' | 'tenderID'>,
): ContractsContext {
  const terms = termsContext(lang);
  return {
    lang,
    label: terms.label,
    t: i18n.getFixedT(lang, 'tenderContracts'),
    terms,
    tender,
    tenderKey: tender.tenderID,
  };
}

export function lotsContext(lang: Lang, tenderKey: string): LotsContext {
  return {
    lang,
    label: termsContext(lang).label,
    t: i18n.getFixedT(lang, 'tenderLots'),
    tenderKey,
  };
}

/** What the questions tab passes to its view models: shipped dictionaries, real texts. */
export function questionsContext(lang: Lang, tenderKey: string): ClaimsContext {
  const terms = termsContext(lang);
  return { lang, label: terms.label, t: i18n.getFixedT(lang, 'tenderQuestions'), tenderKey };
}

/** What the complaints tab passes to its view models. */
export function complaintsContext(lang: Lang, tenderKey: string): ComplaintsContext {
  const terms = termsContext(lang);
  return {
    lang,
    label: terms.label,
    t: i18n.getFixedT(lang, 'tenderComplaints'),
    terms,
    tenderKey,
  };
}

/** The money text the views write: Ukrainian digits, the currency and the VAT note. */
export { formatMoney } from '../../../../../src/lib/format';
