import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Pagination } from '../../../components/ui/pagination/Pagination';
import { pageFromSearch } from '../../../components/ui/pagination/pagination-model';
import { DemoState } from '../DemoState';

const PER_PAGE = 10;

/** Fixed states: [title key, page, total rows]; their links use ?example=N, not ?page. */
const STATES = [
  ['first', 1, 200],
  ['second', 2, 200],
  ['middle', 10, 200],
  ['last', 20, 200],
  ['few', 3, 50],
  ['one', 1, 7],
] as const;

export function PaginationDemo() {
  const { t } = useTranslation('uiKit');
  const { search } = useLocation();
  const [buttonPage, setButtonPage] = useState(4);
  return (
    <>
      <DemoState title={t('pagination.interactive')}>
        <Pagination
          page={pageFromSearch(search)}
          total={200}
          perPage={PER_PAGE}
          label={t('pagination.interactiveLabel')}
        />
      </DemoState>
      {STATES.map(([key, page, total]) => (
        <DemoState key={key} title={t(`pagination.${key}`)}>
          <Pagination
            page={page}
            total={total}
            perPage={PER_PAGE}
            param="example"
            label={t('pagination.exampleLabel', { state: t(`pagination.${key}`) })}
          />
        </DemoState>
      ))}
      <DemoState title={t('pagination.none')}>
        <Pagination page={1} total={0} perPage={PER_PAGE} />
        <p className="ui-kit__note">{t('pagination.noneNote')}</p>
      </DemoState>
      <DemoState title={t('pagination.buttons')}>
        <Pagination
          page={buttonPage}
          total={120}
          perPage={PER_PAGE}
          label={t('pagination.exampleLabel', { state: t('pagination.buttons') })}
          onChange={setButtonPage}
        />
        <p className="ui-kit__note" aria-live="polite">
          {t('pagination.buttonsNote', { page: buttonPage })}
        </p>
      </DemoState>
    </>
  );
}
