import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { CancellationRow } from '../../model/cancellations/cancellations-view';

function RowValue({ row }: { row: CancellationRow }) {
  if (row.dateTime !== undefined) return <time dateTime={row.dateTime}>{row.text}</time>;
  if (row.upstream) return <bdi className="tender-cancellation__text">{row.text}</bdi>;
  return row.text;
}

/** The detail list of a cancellation: dates, grounds and the buyer's reason. */
export function CancellationRows({ rows }: { rows: readonly CancellationRow[] }) {
  return (
    <KeyValueList
      items={rows.map((row) => ({ id: row.id, label: row.label, value: <RowValue row={row} /> }))}
    />
  );
}
