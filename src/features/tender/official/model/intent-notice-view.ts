import type { Award, Tender } from '../../../../../contract/tender';
import { formatAddress, formatDateTime, formatMoney, orDash } from '../../../../lib/format';
import { localizedAddress } from '../../../../lib/localized-address';
import { legalName } from '../../model/awards/legal-name';
import { noticedAwards } from './availability';
import { officialHead, officialParts } from './official-head';
import type {
  OfficialContext,
  OfficialDocumentView,
  OfficialFact,
  OfficialSection,
} from './official-context';

function winnerFacts(award: Award, context: OfficialContext): OfficialFact[] {
  const { lang, label, t } = context;
  const supplier = award.suppliers[0];
  const identifier = supplier?.identifier;
  const code = identifier?.id.trim();
  const period = award.complaintPeriod;
  const end = period?.endDate;
  return [
    { id: 'winner', label: t('intent.winner'), text: legalName(supplier, lang) },
    {
      id: 'code',
      label: t('intent.code'),
      text: code ? `${code}${identifier?.scheme ? ` (${identifier.scheme})` : ''}` : orDash(code),
    },
    {
      id: 'address',
      label: t('intent.address'),
      text: formatAddress(localizedAddress(supplier?.address, lang, label)),
    },
    { id: 'price', label: t('intent.price'), text: formatMoney(award.value, lang, { vat: true }) },
    { id: 'decided', label: t('intent.decided'), text: formatDateTime(award.date, lang) },
    {
      id: 'standstill',
      label: t('intent.standstill'),
      text: end
        ? t('intent.standstillPeriod', {
            start: formatDateTime(period.startDate ?? award.date, lang),
            end: formatDateTime(end, lang),
          })
        : t('intent.standstillUnknown'),
    },
    ...(end
      ? [
          {
            id: 'contractFrom',
            label: t('intent.contractFrom'),
            text: t('intent.contractAfter', { date: formatDateTime(end, lang) }),
          },
        ]
      : []),
  ];
}

/**
 * The notice of intent to conclude a contract: per lot, each winner (a noticed award) with its
 * code, address and price, when the decision was taken and the period to appeal it, after
 * which the contract may be concluded.
 */
export function toIntentNoticeView(tender: Tender, context: OfficialContext): OfficialDocumentView {
  const awards = noticedAwards(tender);
  const sections = officialParts(tender, context).flatMap((part): OfficialSection[] =>
    awards
      .filter((award) => part.lotId === undefined || award.lotID === part.lotId)
      .map((award) => ({
        key: `${part.key}:${award.id}`,
        heading: part.heading,
        facts: winnerFacts(award, context),
      })),
  );
  return {
    title: context.t('intent.title'),
    head: officialHead(tender, context),
    facts: [],
    // What the notice says holds only where it names a winner.
    lead: sections.length > 0 ? context.t('intent.lead') : undefined,
    sections,
  };
}
