import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledLink } from '../disabled-link/DisabledLink';
import { ExternalLink } from '../external-link/ExternalLink';
import { documentKind, isConfidential, registrationStatus } from './document-kind';
import type { DocumentLike } from './document-kind';
import './document-link.css';

/** What a document is called: its special title (signature, receipts, registry report), else its own. */
export function useDocumentName(): (document: DocumentLike) => string {
  const { t } = useTranslation('ui');
  return (document) => {
    const kind = documentKind(document.title);
    if (kind === 'registryReport') {
      return t('document.registryReport', {
        status: t(`document.registration.${registrationStatus(document.registrationStatus)}`),
      });
    }
    return kind === 'plain' || kind === 'disabled' ? document.title : t(`document.${kind}`);
  };
}

/**
 * A document's link with special titles: signature, tax receipts, registry report,
 * the files that do not work yet; older versions struck through; buyer-only documents
 * shown without a link, with the reason.
 */
export function DocumentLink({ document }: { document: DocumentLike }) {
  const { t } = useTranslation('ui');
  const kind = documentKind(document.title);
  const name = useDocumentName()(document);

  let body: ReactNode;
  if (kind === 'disabled') {
    body = <DisabledLink>{name}</DisabledLink>;
  } else if (isConfidential(document)) {
    body = (
      <span className="document-link__confidential">
        <span>{name}</span>
        <span className="document-link__note">{t('document.confidential')}</span>
        {document.confidentialityRationale ? (
          <span className="document-link__note">
            {t('document.rationale', { rationale: document.confidentialityRationale })}
          </span>
        ) : null}
      </span>
    );
  } else {
    body = <ExternalLink href={document.url}>{name}</ExternalLink>;
  }

  return (
    <span className="document-link">
      {document.isOlderVersion ? (
        <del className="document-link__old">
          {body}
          <span className="visually-hidden"> {t('document.olderVersion')}</span>
        </del>
      ) : (
        body
      )}
      {name !== document.title ? (
        <span className="document-link__file">{document.title}</span>
      ) : null}
    </span>
  );
}
