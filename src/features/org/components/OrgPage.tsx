import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import { EntitySection, FieldList } from '../../entity';
import type { OrgLoaderData } from '../loader';
import { toOrgView } from '../model/org-view';
import { ORG_TEXTS } from '../texts';
import { BidderSection } from './BidderSection';
import { BuyerSection } from './BuyerSection';
import './org.css';

/** /org/:edrpou: who the organisation is, how it buys and how it sells. */
export function OrgPage() {
  const { profile, storedAt } = useLoaderData<OrgLoaderData>();
  const lang = useLang();
  const { t } = useTranslation('org');
  const view = toOrgView(profile, lang, useLabel(), ORG_TEXTS[lang], storedAt);
  useDocumentTitle({
    text: view.title,
    label: (name) => t('documentTitle', { name }),
  });
  return (
    <article className="page entity-page org-page">
      <header className="entity-head">
        <h1 className="entity-head__title">
          <bdi>{view.title}</bdi>
        </h1>
        <p className="entity-head__id">
          <span>{t('code')}</span>{' '}
          <span className="entity-head__id-code">
            <span className="entity-head__id-value" data-testid="org-code">
              {view.code}
            </span>
            <CopyButton value={view.code} label={t('copyCode')} />
          </span>
        </p>
        <p className="org-as-of" data-testid="org-as-of">
          {storedAt === undefined ? (
            t('asOf', { date: view.asOf.text })
          ) : (
            <>{t('savedCopy', { date: view.asOf.text })}</>
          )}
        </p>
      </header>
      {view.about.length > 0 || view.entityTenders > 0 ? (
        <EntitySection id="org-about" title={t('about')}>
          {view.about.length > 0 ? <FieldList rows={view.about} /> : null}
          {view.entityTenders > 0 ? (
            <p className="org-note">{t('buyer.entity', { count: view.entityTenders })}</p>
          ) : null}
        </EntitySection>
      ) : null}
      {view.buyer ? <BuyerSection buyer={view.buyer} /> : null}
      {view.bidder ? <BidderSection bidder={view.bidder} /> : null}
    </article>
  );
}
