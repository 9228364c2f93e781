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

/** A link that opens a new tab, says so to screen readers, and shows the open_in_new icon. */
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
      <svg
        className="external-link__icon"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z"
        />
      </svg>
    </a>
  );
}
