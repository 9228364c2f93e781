import type { ReactNode } from 'react';
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

/** A titled table of named rows, each with a count and a value in UAH. */
function FigureTable({
  id,
  title,
  headings,
  rows,
}: {
  id: string;
  title: string;
  headings: readonly [string, string, string];
  rows: readonly { key: string; name: ReactNode; count: number; value: string }[];
}) {
  if (rows.length === 0) return null;
  return (
    <div className="org-block">
      <h3 id={id}>{title}</h3>
      <table className="org-table" aria-labelledby={id}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
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

/** The main CPV groups with their tenders and value. */
export function CpvTable({ id, title, rows }: { id: string; title: string; rows: CpvRow[] }) {
  const { t } = useTranslation('org');
  return (
    <FigureTable
      id={id}
      title={title}
      headings={[t('cpv.group'), t('cpv.tenders'), t('cpv.value')]}
      rows={rows.map((row) => ({
        key: row.code,
        name: row.name,
        count: row.count,
        value: row.value,
      }))}
    />
  );
}

/** A partner's name, linking to its own profile, and its registry code. */
const partnerName = (row: PartnerRow) => (
  <>
    <Link to={row.href}>
      <bdi>{row.name}</bdi>
    </Link>{' '}
    <span className="org-table__code">{row.edrpou}</span>
  </>
);

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
  return (
    <FigureTable
      id={id}
      title={title}
      headings={[t('partner.name'), t('partner.tenders'), t('partner.awarded')]}
      rows={rows.map((row) => ({
        key: row.edrpou,
        name: partnerName(row),
        count: row.tenders,
        value: row.awarded,
      }))}
    />
  );
}
