import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFooter } from '../../../components/ui/table-footer/TableFooter';
import { pageRows } from '../../../components/ui/table-footer/table-footer-model';
import { DemoState } from '../DemoState';

const ROWS = Array.from({ length: 23 }, (_, index) => ({
  n: index + 1,
  quantity: (index + 1) * 3,
}));

export function TableFooterDemo() {
  const { t } = useTranslation('uiKit');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(5);
  const caption = t('table.caption');
  return (
    <DemoState title={caption}>
      <table className="ui-kit__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {pageRows(ROWS, page, perPage).map((row) => (
            <tr key={row.n}>
              <th scope="row">{t('table.row', { n: row.n })}</th>
              <td>{row.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TableFooter
        page={page}
        perPage={perPage}
        total={ROWS.length}
        label={caption}
        onPageChange={setPage}
        onPerPageChange={(nextPerPage, nextPage) => {
          setPerPage(nextPerPage);
          setPage(nextPage);
        }}
      />
    </DemoState>
  );
}
