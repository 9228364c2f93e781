import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CountRow, CpvRow, PartnerRow } from '../model/org-view';

/** A titled list of labels with counts (statuses, procedure types, red flags). */
export function CountList({ id, title, rows }: { id: string; title: string; rows: CountRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="org-block">
      <h3 id={id}>{title}</h3>
      <ul className="org-counts" aria-labelledby={id}>
        {rows.map((row) => (
          <li key={row.key}>
            <span>{row.label}</span> <span className="org-counts__count">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The main CPV groups with their tenders and value. */
export function CpvTable({ id, title, rows }: { id: string; title: string; rows: CpvRow[] }) {
  const { t } = useTranslation('org');
  if (rows.length === 0) return null;
  return (
    <div className="org-block">
      <h3 id={id}>{title}</h3>
      <table className="org-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('cpv.group')}</th>
            <th scope="col">{t('cpv.tenders')}</th>
            <th scope="col">{t('cpv.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <td>{row.name}</td>
              <td className="org-table__number">{row.count}</td>
              <td className="org-table__number">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Suppliers of a buyer or buyers of a supplier, each linking to its own profile. */
export function PartnerTable({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: PartnerRow[];
}) {
  const { t } = useTranslation('org');
  if (rows.length === 0) return null;
  return (
    <div className="org-block">
      <h3 id={id}>{title}</h3>
      <table className="org-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('partner.name')}</th>
            <th scope="col">{t('partner.tenders')}</th>
            <th scope="col">{t('partner.awarded')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.edrpou}>
              <td>
                <Link to={row.href}>
                  <bdi>{row.name}</bdi>
                </Link>{' '}
                <span className="org-table__code">{row.edrpou}</span>
              </td>
              <td className="org-table__number">{row.tenders}</td>
              <td className="org-table__number">{row.awarded}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
