import { useTranslation } from 'react-i18next';
import type { StorageKindRow } from '../model/storage-panel';

/** Counts and approximate sizes per kind of data. */
export function StorageKinds({ rows }: { rows: readonly StorageKindRow[] }) {
  const { t } = useTranslation('savedStorage');
  return (
    <table className="storage-kinds">
      <caption>{t('kinds.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('kinds.kind')}</th>
          <th scope="col">{t('kinds.count')}</th>
          <th scope="col">{t('kinds.size')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.kind} data-kind={row.kind}>
            <th scope="row">{t(`kinds.${row.kind}`)}</th>
            <td>{row.count}</td>
            <td>{row.size}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
