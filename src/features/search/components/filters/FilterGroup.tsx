import type { ReactNode } from 'react';

interface FilterGroupProps {
  label: string;
  /** Active values: the group starts open and shows the count. */
  count: number;
  children: ReactNode;
}

/** One filter as a disclosure: the name (and how many values are on), then its controls. */
export function FilterGroup({ label, count, children }: FilterGroupProps) {
  return (
    <details className="filter-group" open={count > 0 ? true : undefined}>
      <summary className="filter-group__summary">
        <span>{label}</span>
        {count > 0 && <span className="filter-group__count">{count}</span>}
      </summary>
      <fieldset className="filter-group__body">
        <legend className="visually-hidden">{label}</legend>
        {children}
      </fieldset>
    </details>
  );
}
