import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { EM_DASH } from '../../../../lib/format';
import type { ItemRow } from '../../model/items/item-row';
import { CriteriaBlocks } from '../criteria/CriteriaBlocks';
import { ClassificationText } from './ClassificationText';
import { ItemDocuments } from './ItemDocuments';

/** The columns: the class that sizes each, and its heading. */
export const ITEM_COLUMNS = [
  ['description', 'items.description'],
  ['classification', 'items.classification'],
  ['quantity', 'items.quantity'],
  ['address', 'items.deliveryAddress'],
  ['date', 'items.deliveryDate'],
] as const;

/** A cell with its column's name shown above the value where the table is a stacked list. */
function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={clsx('items-table__cell', className)}>
      <span className="items-table__label">{label}</span>
      {children}
    </td>
  );
}

export interface ItemTableRowProps {
  row: ItemRow;
  open: boolean;
  /** The row the URL hash names. */
  target: boolean;
  onToggle: () => void;
}

/** One item, and under it, when opened, its criteria. */
export function ItemTableRow({ row, open, target, onToggle }: ItemTableRowProps) {
  const { t } = useTranslation('tenderDocumentation');
  const detailsId = `${row.anchor}-criteria`;
  return (
    <>
      <tr
        id={row.anchor}
        className={clsx('items-table__row', target && 'items-table__row--target')}
      >
        <Cell label={t('items.description')} className="items-table__cell--description">
          {row.lot === undefined ? null : <p className="items-table__lot">{row.lot}</p>}
          {row.clampDescription ? (
            <ClampText text={row.description} />
          ) : (
            <p className="items-table__description">{row.description}</p>
          )}
          {row.documents.length > 0 ? <ItemDocuments documents={row.documents} /> : null}
          {row.expandable ? (
            <button
              type="button"
              className="items-table__toggle"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={onToggle}
            >
              {t('items.criteria')}
            </button>
          ) : null}
          {row.expandable ? (
            // Without scripts the toggle cannot open them: the criteria are read in place.
            <noscript>
              <div className="items-table__criteria-static">
                <CriteriaBlocks active={row.activeCriteria} historical={row.historicalCriteria} />
              </div>
            </noscript>
          ) : null}
        </Cell>
        <Cell label={t('items.classification')}>
          {row.classifications.length > 0 ? (
            <ul className="items-table__classifications">
              {row.classifications.map((classification, index) => (
                <li key={`${classification.code}-${String(index)}`}>
                  <ClassificationText classification={classification} />
                </li>
              ))}
            </ul>
          ) : (
            EM_DASH
          )}
        </Cell>
        <Cell label={t('items.quantity')} className="items-table__cell--quantity">
          {row.quantity}
        </Cell>
        <Cell label={t('items.deliveryAddress')}>{row.deliveryAddress}</Cell>
        <Cell label={t('items.deliveryDate')} className="items-table__cell--date">
          {row.deliveryDate}
        </Cell>
      </tr>
      {open ? (
        <tr id={detailsId} className="items-table__details">
          <td colSpan={ITEM_COLUMNS.length}>
            <CriteriaBlocks active={row.activeCriteria} historical={row.historicalCriteria} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
