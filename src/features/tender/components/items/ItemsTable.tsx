import { useId, useMemo } from 'react';
import type { Item, Lot } from '../../../../../contract/tender';
import { TableFooter } from '../../../../components/ui/table-footer/TableFooter';
import { ALL_ROWS } from '../../../../components/ui/table-footer/table-footer-model';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { usePrinting } from '../../../../lib/use-printing';
import { useLabel } from '../../../../lib/use-reference-data';
import { useHydrated } from '../../../../lib/use-hydrated';
import {
  itemsPageRows,
  itemsRowsPastFirstPage,
  showsItemsPaging,
} from '../../model/items/items-paging';
import { itemLots, itemsOfLot, lotNames } from '../../model/items/item-lots';
import type { ItemRow } from '../../model/items/item-row';
import { ItemsLotFilter } from './ItemsLotFilter';
import { ITEM_COLUMNS, ItemTableRow } from './ItemTableRow';
import { useItemsTable } from './use-items-table';
import './items-table.css';

interface ItemsTableProps {
  items: readonly Item[];
  /** The tender's lots: each row names its lot, and the items of one lot can be shown. */
  lots?: readonly Lot[];
}

const NO_LOTS: readonly Lot[] = [];

/**
 * "Items table": a page of items at a time; a stacked list of cards on a phone. On a
 * tender with lots, each item names its lot and the table shows one lot's items or all.
 */
export function ItemsTable({ items, lots: tenderLots = NO_LOTS }: ItemsTableProps) {
  const { t } = useTranslation('tenderDocumentation');
  const lang = useLang();
  const label = useLabel();
  const titleId = useId();
  const table = useItemsTable(items);
  const lots = useMemo(() => itemLots(tenderLots, items, lang), [tenderLots, items, lang]);
  const names = useMemo(
    () => lotNames(lots, (lot) => t('items.lotName', { number: lot.number, title: lot.title })),
    [lots, t],
  );
  // Printed, every item is on the paper with its criteria, without the paging controls.
  const printing = usePrinting();
  const shown = printing ? items : itemsOfLot(items, lots, table.lotId);
  const { page, perPage } = printing ? { page: 1, perPage: ALL_ROWS } : table;
  const rows = useMemo(
    () => itemsPageRows(shown, { page, perPage }, lang, label, names),
    [shown, page, perPage, lang, label, names],
  );
  const hydrated = useHydrated();
  const pastRows = useMemo(
    () => (hydrated || printing ? [] : itemsRowsPastFirstPage(items, lang, label, names)),
    [hydrated, printing, items, lang, label, names],
  );
  const renderRow = (row: ItemRow) => (
    <ItemTableRow
      key={row.id}
      row={row}
      open={(printing && row.expandable) || table.openIds.includes(row.id)}
      target={row.id === table.targetId}
      onToggle={() => {
        table.toggle(row.id);
      }}
    />
  );

  return (
    <div className="items-table">
      <h3 id={titleId} className="items-table__title">
        {t('items.title')}
      </h3>
      {lots.length > 1 && !printing ? (
        <ItemsLotFilter
          lots={lots}
          total={items.length}
          value={table.lotId}
          onChange={table.setLot}
        />
      ) : null}
      {items.length === 0 ? (
        <p>{t('items.none')}</p>
      ) : (
        <table className="items-table__table" aria-labelledby={titleId}>
          <caption className="visually-hidden">{t('items.caption')}</caption>
          <thead className="items-table__head">
            <tr>
              {ITEM_COLUMNS.map(([column, key]) => (
                <th key={column} scope="col" className={`items-table__col--${column}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(renderRow)}</tbody>
          {pastRows.length > 0 ? (
            <tbody className="items-table__past">{pastRows.map(renderRow)}</tbody>
          ) : null}
        </table>
      )}
      {!printing && showsItemsPaging(shown.length) ? (
        <TableFooter
          page={page}
          perPage={perPage}
          total={shown.length}
          label={t('items.title')}
          onPageChange={table.setPage}
          onPerPageChange={table.setPerPage}
        />
      ) : null}
    </div>
  );
}
