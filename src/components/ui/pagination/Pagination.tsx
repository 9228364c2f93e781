import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageControl } from './PageControl';
import {
  nextPage,
  pageCount,
  pageHref,
  pageToGo,
  paginationItems,
  previousPage,
} from './pagination-model';
import './pagination.css';

export interface PaginationProps {
  page: number;
  total: number;
  perPage: number;
  /** The nav's accessible name; several on one screen need different ones. */
  label?: string;
  /** The query parameter of the page links (default 'page'). */
  param?: string;
  /** Buttons that call back instead of links (tables paged in place). */
  onChange?: (page: number) => void;
  /** The address of a page, when the current URL with `param` set is not it. */
  hrefFor?: (page: number) => string;
}

/**
 * Pagination: a nav of page links (?page=N, other parameters kept) with rel
 * prev/next and aria-current; narrow screens show 'page X of Y' between previous and next.
 */
export function Pagination({
  page,
  total,
  perPage,
  label,
  param = 'page',
  onChange,
  hrefFor,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const { search } = useLocation();
  const count = pageCount(total, perPage);
  if (count === 0) return null;
  const current = Math.min(Math.max(page, 1), count);
  const previous = previousPage(current);
  const next = nextPage(current, count);
  const select = (target: number) =>
    onChange
      ? () => {
          const page = pageToGo(current, target, count);
          if (page !== undefined) onChange(page);
        }
      : undefined;
  const href = (target: number) => hrefFor?.(target) ?? pageHref(search, target, param);

  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <ul className="pill-list">
        {/* The arrows share the label's text run: a span of their own would be a flex item of
            the control, and the space between them would collapse ('Наступна→'). */}
        {previous !== undefined ? (
          <li className="pagination__item">
            <PageControl
              href={href(previous)}
              onSelect={select(previous)}
              rel="prev"
              label={t('pagination.previousPage')}
              className="pagination__step"
            >
              ← {t('pagination.previous')}
            </PageControl>
          </li>
        ) : null}
        {paginationItems(current, count).map((item) =>
          item.type === 'dots' ? (
            <li
              key={`dots-${item.side}`}
              className="pagination__item pagination__item--number pagination__dots"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item.page} className="pagination__item pagination__item--number">
              <PageControl
                href={href(item.page)}
                onSelect={select(item.page)}
                current={item.current}
                label={t('pagination.page', { page: item.page })}
                className={clsx('pagination__link', item.current && 'pagination__link--current')}
              >
                {item.page}
              </PageControl>
            </li>
          ),
        )}
        <li className="pagination__item pagination__status">
          {t('pagination.pageOf', { page: current, count })}
        </li>
        {next !== undefined ? (
          <li className="pagination__item">
            <PageControl
              href={href(next)}
              onSelect={select(next)}
              rel="next"
              label={t('pagination.nextPage')}
              className="pagination__step"
            >
              {t('pagination.next')} →
            </PageControl>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
