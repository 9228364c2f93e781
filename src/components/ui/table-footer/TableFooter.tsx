import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { Pagination } from '../pagination/Pagination';
import {
  ALL_ROWS,
  ROWS_PER_PAGE_OPTIONS,
  pageAfterPerPageChange,
  visibleRows,
} from './table-footer-model';
import './table-footer.css';

export interface TableFooterProps {
  page: number;
  perPage: number;
  total: number;
  /** The table's name, so the controls of several tables can be told apart. */
  label: string;
  onPageChange: (page: number) => void;
  /** Gets the new size and the page that keeps the first visible row. */
  onPerPageChange: (perPage: number, page: number) => void;
}

/** Under a table: rows shown, rows per page (5 … All) and page buttons. */
export function TableFooter({
  page,
  perPage,
  total,
  label,
  onPageChange,
  onPerPageChange,
}: TableFooterProps) {
  // A choice made before the app hydrates would be lost: inactive until then.
  const hydrated = useHydrated();
  const { t } = useTranslation('ui');
  const selectId = useId();
  const rows = visibleRows(page, perPage, total);
  return (
    <div className="table-footer">
      <div className="table-footer__size">
        <label htmlFor={selectId}>{t('tableFooter.rowsPerPage')}</label>
        <select
          id={selectId}
          disabled={!hydrated}
          className="table-footer__select"
          value={perPage}
          onChange={(event) => {
            const next = Number(event.target.value);
            onPerPageChange(next, pageAfterPerPageChange(page, perPage, next));
          }}
        >
          {ROWS_PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === ALL_ROWS ? t('tableFooter.all') : option}
            </option>
          ))}
        </select>
      </div>
      <p className="table-footer__range">
        {t('tableFooter.range', { from: rows.from, to: rows.to, total: rows.total })}
      </p>
      <Pagination
        page={page}
        perPage={perPage}
        total={total}
        label={t('tableFooter.pages', { table: label })}
        onChange={onPageChange}
      />
    </div>
  );
}
