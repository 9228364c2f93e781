import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../../contract/api';
import type { Lot, Tender } from '../../../../../../contract/tender';
import { paths } from '../../../../../../contract/routes/paths';
import { localizedText } from '../../../../../../contract/dictionary-label';
import {
  formatDateRange,
  formatMoney,
  formatPercent,
  orDash,
  sameWords,
} from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import { toItemRow } from '../../../model/items/item-row';
import { lotHeading } from '../../../model/lot-heading';
import { text } from '../../../model/terms/rows';
import type { TermsRow } from '../../../model/terms/rows';
import type { AppLink } from '../../monitorings/model/entry-parts';

export interface LotsContext {
  lang: Lang;
  label: LabelFn;
  t: TFunction<'tenderLots'>;
  /** The tender as the page's address names it, for links to its other tabs. */
  tenderKey: string;
}

export interface LotItemView {
  key: string;
  description: string;
  rows: TermsRow[];
}

/** A bid or an award that refers to the lot; `link.text` says where its link leads. */
export interface LotEntryView {
  key: string;
  name: string;
  value: string;
  status: { code: string; label: string } | undefined;
  link: AppLink;
  /** The bidder's or supplier's registry code, for the link to its profile. */
  code?: string;
}

export interface LotView {
  key: string;
  /** The lot's element id: `#lot-{id}` opens it and a copied link points at it. */
  anchor: string;
  title: string;
  description: string | undefined;
  /** The description word for word the tender's (often so): on paper, printed once above. */
  descriptionIsTenders: boolean;
  status: { code: string; label: string } | undefined;
  rows: TermsRow[];
  items: LotItemView[];
  bids: LotEntryView[];
  awards: LotEntryView[];
  /** The lots tab's address of this lot (without the origin), for the copy-link button. */
  path: string;
  complaints: AppLink;
}

export const lotAnchor = (id: string): string => `lot-${id}`;

const money = (value: Lot['value'], lang: Lang): string => formatMoney(value, lang, { vat: true });

function toItems(tender: Tender, lot: Lot, context: LotsContext): LotItemView[] {
  const { t, lang, label } = context;
  return tender.items
    .filter((item) => item.relatedLot === lot.id)
    .map((item) => {
      const row = toItemRow(item, lang, label);
      return {
        key: item.id,
        description: row.description,
        rows: [
          { id: 'quantity', label: t('items.quantity'), value: text(row.quantity) },
          {
            id: 'classification',
            label: t('items.classification'),
            value: text(
              orDash(
                row.classifications
                  .map(
                    (entry) =>
                      `${entry.scheme ? `${entry.scheme} ` : ''}${entry.code} — ${entry.name}`,
                  )
                  .join('; '),
              ),
            ),
          },
          { id: 'deliveryDate', label: t('items.deliveryDate'), value: text(row.deliveryDate) },
          {
            id: 'deliveryAddress',
            label: t('items.deliveryAddress'),
            value: text(row.deliveryAddress),
          },
        ],
      };
    });
}

const detailsPath = (context: LotsContext, anchor: string): string =>
  `${paths.tenderTab(context.tenderKey, 'purchase_details')}#${encodeURIComponent(anchor)}`;

/** The bids with a value for the lot (bid.lotValues[].relatedLot), in the tender's order. */
function toBids(tender: Tender, lot: Lot, context: LotsContext): LotEntryView[] {
  const { t, lang } = context;
  return tender.bids.flatMap((bid) => {
    const lotValue = bid.lotValues.find((entry) => entry.relatedLot === lot.id);
    if (!lotValue) return [];
    const tenderer = bid.tenderers[0];
    const name = tenderer ? orDash(organizationName(tenderer, lang)) : orDash(undefined);
    return [
      {
        key: bid.id,
        name,
        code: tenderer?.identifier.id.trim() || undefined,
        value: money(lotValue.value, lang),
        status: undefined,
        link: { text: t('bids.open'), to: detailsPath(context, bid.id) },
      },
    ];
  });
}

/** The award decisions on the lot (award.lotID), with their status (award_statuses). */
function toAwards(tender: Tender, lot: Lot, context: LotsContext): LotEntryView[] {
  const { t, lang, label } = context;
  return tender.awards
    .filter((award) => award.lotID === lot.id)
    .map((award) => {
      const supplier = award.suppliers[0];
      const name = supplier ? orDash(organizationName(supplier, lang)) : orDash(undefined);
      return {
        key: award.id,
        name,
        code: supplier?.identifier.id.trim() || undefined,
        value: money(award.value, lang),
        status: { code: award.status, label: label('award_statuses', award.status) },
        link: { text: t('awards.open'), to: detailsPath(context, `award-${award.id}`) },
      };
    });
}

/**
 * The lots tab (its content: docs/decisions.md): one block per lot with
 * its title, description, status, value, minimal step, security, auction period, its items,
 * and the bids and awards that refer to it.
 */
export function toLotView(tender: Tender, lot: Lot, index: number, context: LotsContext): LotView {
  const { t, lang } = context;
  const anchor = lotAnchor(lot.id);
  const description = localizedText(lot.description ?? '', lot.description_en, lang).trim();
  const tenderDescription = localizedText(tender.description ?? '', tender.description_en, lang);
  return {
    key: lot.id,
    anchor,
    title: t('lotTitle', lotHeading(lot, index, lang)),
    description: description === '' ? undefined : description,
    descriptionIsTenders: description !== '' && sameWords(description, tenderDescription),
    status: lot.status
      ? {
          code: lot.status,
          label: t(`status.${lot.status}` as 'status.active', { defaultValue: lot.status }),
        }
      : undefined,
    rows: [
      { id: 'value', label: t('fields.value'), value: text(money(lot.value, lang)) },
      {
        id: 'minimalStep',
        label: t('fields.minimalStep'),
        // ESCO lots set the step as a share of the energy-service efficiency, not as money.
        value: text(
          lot.minimalStep === undefined && lot.minimalStepPercentage !== undefined
            ? formatPercent(lot.minimalStepPercentage)
            : money(lot.minimalStep, lang),
        ),
      },
      {
        id: 'guarantee',
        label: t('fields.guarantee'),
        value: text(
          lot.guarantee?.amount === 0
            ? t('fields.guaranteeNotRequired')
            : formatMoney(lot.guarantee, lang),
        ),
      },
      {
        id: 'auctionPeriod',
        label: t('fields.auctionPeriod'),
        value: text(
          formatDateRange(lot.auctionPeriod?.startDate, lot.auctionPeriod?.endDate, lang, {
            time: true,
          }),
        ),
      },
    ],
    items: toItems(tender, lot, context),
    bids: toBids(tender, lot, context),
    awards: toAwards(tender, lot, context),
    path: `${paths.tenderTab(context.tenderKey, 'tender_lots')}#${encodeURIComponent(anchor)}`,
    complaints: {
      text: t('complaints.link'),
      to: paths.tenderTab(context.tenderKey, 'tender_complaints'),
    },
  };
}

export function toLotsView(tender: Tender, context: LotsContext): LotView[] {
  return tender.lots.map((lot, index) => toLotView(tender, lot, index, context));
}
