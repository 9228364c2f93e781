import { useId, useMemo } from 'react';
import type { Item } from '../../../../../contract/tender';
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
import type { ItemRow } from '../../model/items/item-row';
import { ITEM_COLUMNS, ItemTableRow } from './ItemTableRow';
import { useItemsTable } from './use-items-table';
import './items-table.css';

/** Spec §2 "Items table": a page of items at a time; a stacked list of cards on a phone. */
export function ItemsTable({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation('tenderDocumentation');
  const lang = useLang();
  const label = useLabel();
  const titleId = useId();
  const table = useItemsTable(items);
  // Printed, every item is on the paper with its criteria, without the paging controls.
  const printing = usePrinting();
  const { page, perPage } = printing ? { page: 1, perPage: ALL_ROWS } : table;
  const rows = useMemo(
    () => itemsPageRows(items, { page, perPage }, lang, label),
    [items, page, perPage, lang, label],
  );
  const hydrated = useHydrated();
  const pastRows = useMemo(
    () => (hydrated || printing ? [] : itemsRowsPastFirstPage(items, lang, label)),
    [hydrated, printing, items, lang, label],
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
      {!printing && showsItemsPaging(items.length) ? (
        <TableFooter
          page={page}
          perPage={perPage}
          total={items.length}
          label={t('items.title')}
          onPageChange={table.setPage}
          onPerPageChange={table.setPerPage}
        />
      ) : null}
    </div>
  );
}
