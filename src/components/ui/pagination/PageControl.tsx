import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageControlProps {
  /** A link to this address, or (with onSelect) a button. */
  href: string;
  onSelect?: (() => void) | undefined;
  rel?: 'prev' | 'next';
  current?: boolean;
  label: string;
  className: string;
  children: ReactNode;
}

/** One pagination control: a real link (works without JS, in new tabs) or a table's button. */
export function PageControl({
  href,
  onSelect,
  rel,
  current = false,
  label,
  className,
  children,
}: PageControlProps) {
  const common = {
    className,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (onSelect) {
    return (
      <button type="button" {...common} onClick={onSelect}>
        {children}
      </button>
    );
  }
  return (
    <Link
      {...common}
      to={href}
      rel={rel}
      onClick={(event) => {
        // Choosing the current page does nothing.
        if (current) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
