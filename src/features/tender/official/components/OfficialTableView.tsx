import clsx from 'clsx';
import '../../../../components/ui/stack-table/stack-table.css';
import type { OfficialTable } from '../model/official-context';

/**
 * A document's table; on a phone each row stacks into a card whose cells carry their column's
 * name, so nothing scrolls sideways. On paper it is a table.
 */
export function OfficialTableView({ table }: { table: OfficialTable }) {
  return (
    <table className="stack-table official-table">
      <caption className="official-table__caption">{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            {table.columns.map((column, index) => (
              <td
                key={column.key}
                className={clsx('official-table__cell', column.numeric && 'official-table__number')}
              >
                <span className="stack-table__label" aria-hidden="true">
                  {column.label}
                </span>
                <bdi>{row.cells[index]}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
