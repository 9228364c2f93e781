import { useState } from 'react';
import type { ReactNode } from 'react';
import { NoScript } from './NoScript';

interface FilterGroupProps {
  label: string;
  /** Active values: shown as a count; a group with some starts open. */
  count: number;
  children: ReactNode;
}

/**
 * One filter as a disclosure: the name (and how many values are on), then its controls.
 * It stays as the user left it: unticking the last box does not fold it away. Its controls
 * render only while it is open: a section's closed groups hold hundreds of options. Without
 * scripts the browser opens and closes it, so a closed group's controls are in a <noscript>.
 */
export function FilterGroup({ label, count, children }: FilterGroupProps) {
  const [open, setOpen] = useState(count > 0);
  const body = (
    <fieldset className="filter-group__body">
      <legend className="visually-hidden">{label}</legend>
      {children}
    </fieldset>
  );
  return (
    <details
      className="filter-group"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="filter-group__summary">
        <span className="filter-group__name">{label}</span>
        {count > 0 && <span className="filter-group__count">{count}</span>}
      </summary>
      {open ? body : <NoScript>{body}</NoScript>}
    </details>
  );
}
