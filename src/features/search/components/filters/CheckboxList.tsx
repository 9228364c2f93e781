import type { FilterOption } from '../../model/filters/options';

interface CheckboxListProps {
  /** The query parameter the boxes send when the form is submitted without scripts. */
  name: string;
  options: readonly FilterOption[];
  checked: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  idPrefix: string;
}

/** Options as checkboxes; a long list scrolls inside the group. */
export function CheckboxList({ name, options, checked, onToggle, idPrefix }: CheckboxListProps) {
  return (
    <ul className={options.length > 8 ? 'filter-options filter-options--long' : 'filter-options'}>
      {options.map((option) => {
        const id = `${idPrefix}-${name}-${option.value}`;
        return (
          <li key={option.value} className="filter-option">
            <input
              id={id}
              type="checkbox"
              name={name}
              value={option.value}
              checked={checked.includes(option.value)}
              onChange={(event) => {
                onToggle(option.value, event.currentTarget.checked);
              }}
            />
            <label htmlFor={id}>{option.label}</label>
          </li>
        );
      })}
    </ul>
  );
}
