import './locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KeyValueList } from '../../components/ui/key-value-list/KeyValueList';
import { useDocumentTitle } from '../../lib/use-document-title';
import { toRulesView } from './model/rules-view';
import './flags.css';

/** /flags: every red-flag rule with its definition, what it means and its source. */
export function FlagsPage() {
  const { t } = useTranslation('flags');
  const { t: common } = useTranslation('common');
  useDocumentTitle(t('page.title'));
  const rules = toRulesView(t, common);
  return (
    <article className="page flags-page">
      <h1>{t('page.title')}</h1>
      <p className="flags-page__lead">{t('page.intro')}</p>
      <p>{t('page.origin')}</p>
      <nav aria-labelledby="flags-page-contents">
        <h2 id="flags-page-contents" className="visually-hidden">
          {t('heading')}
        </h2>
        <ul className="flags-page__contents">
          {rules.map((rule) => (
            <li key={rule.code}>
              <a href={`#${rule.id}`}>{rule.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {rules.map((rule) => (
        <section
          key={rule.code}
          id={rule.id}
          className="flags-page__rule"
          aria-labelledby={`${rule.id}-title`}
        >
          <h2 id={`${rule.id}-title`} className="flags-page__title">
            {rule.title}
          </h2>
          <KeyValueList
            items={[
              { id: 'definition', label: t('page.definition'), value: rule.definition },
              { id: 'explanation', label: t('page.explanation'), value: rule.explanation },
              { id: 'source', label: t('page.source'), value: rule.source },
            ]}
          />
          <p className="flags-page__search">
            <Link to={rule.searchHref}>{t('page.search')}</Link>
          </p>
        </section>
      ))}
    </article>
  );
}
