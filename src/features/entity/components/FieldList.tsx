import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/ui/external-link/ExternalLink';
import { KeyValueList } from '../../../components/ui/key-value-list/KeyValueList';
import type { FieldRow, FieldValue } from '../model/fields';

/** One formatted value as its element: text, money, lines, a link or a moment. */
export function FieldValueView({ value }: { value: FieldValue }) {
  switch (value.kind) {
    case 'text':
      return <bdi>{value.text}</bdi>;
    case 'money':
      return <span className="entity-field__money">{value.text}</span>;
    case 'lines':
      return (
        <ul className="entity-field__lines">
          {value.lines.map((line, index) => (
            <li key={index}>
              <bdi>{line}</bdi>
            </li>
          ))}
        </ul>
      );
    case 'link':
      return <Link to={value.to}>{value.text}</Link>;
    case 'external':
      return (
        <ExternalLink href={value.href}>
          <bdi>{value.text}</bdi>
        </ExternalLink>
      );
    case 'time':
      return <time dateTime={value.dateTime}>{value.text}</time>;
  }
}

/** The rows of a view model in the UI kit's key–value list. */
export function FieldList({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <KeyValueList
      items={rows.map((row) => ({
        id: row.id,
        label: row.label,
        value: <FieldValueView value={row.value} />,
      }))}
    />
  );
}
