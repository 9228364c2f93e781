import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAB, externalHref, printedHref } from './external-link-model';
import './external-link.css';

export interface ExternalLinkProps {
  /** Untrusted: only http(s) becomes a link; anything else shows the text alone. */
  href: unknown;
  children: ReactNode;
  className?: string;
}

/**
 * A link that opens a new tab, says so to screen readers, and shows the open_in_new icon (drawn by
 * its CSS: a tender page has dozens of these links, and an inline icon each weighed 283 bytes).
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const { t } = useTranslation('ui');
  const safe = externalHref(href);
  if (safe === undefined) return <span className={className}>{children}</span>;
  return (
    <a
      href={safe}
      {...NEW_TAB}
      className={clsx('external-link', className)}
      data-print-href={printedHref(safe)}
    >
      {children}
      <span className="visually-hidden"> {t('externalLink.newTab')}</span>
    </a>
  );
}
