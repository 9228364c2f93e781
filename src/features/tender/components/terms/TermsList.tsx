import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { TermsRow } from '../../model/terms/rows';
import { TermsValueView } from './TermsValueView';
import './terms.css';

/** Rows of a terms view model as a key–value list. */
export function TermsList({ rows }: { rows: readonly TermsRow[] }) {
  return (
    <KeyValueList
      items={rows.map((row) => ({
        id: row.id,
        label: row.label,
        value: <TermsValueView value={row.value} />,
        onPaper: row.onPaper,
      }))}
    />
  );
}
