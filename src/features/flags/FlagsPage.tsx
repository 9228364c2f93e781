import './locales';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { KeyValueList } from '../../components/ui/key-value-list/KeyValueList';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { FlagsLoaderData } from './loader';
import { toRulesView } from './model/rules-view';
import type { RuleView } from './model/rules-view';
import './flags.css';

/** How many tenders carry the rule, and the search for them; no search when there are none. */
function RuleTenders({ rule }: { rule: RuleView }) {
  const { t } = useTranslation('flagRules');
  if (rule.searchHref === undefined) return <p className="flags-page__search">{t('noTenders')}</p>;
  return (
    <p className="flags-page__search">
      <Link to={rule.searchHref}>
        {rule.count === undefined ? t('search') : t('searchCount', { total: rule.count })}
      </Link>
    </p>
  );
}

/** /flags: every red-flag rule with its definition, what it means, its source and its tenders. */
export function FlagsPage() {
  const { t } = useTranslation('flagRules');
  const { t: flags } = useTranslation('flags');
  const { t: common } = useTranslation('common');
  const { counts } = useLoaderData<FlagsLoaderData>();
  useDocumentTitle(t('title'));
  const rules = toRulesView(flags, t, common, counts);
  return (
    <article className="page flags-page">
      <h1>{t('title')}</h1>
      <p className="flags-page__lead">{t('intro')}</p>
      <p>{t('origin')}</p>
      <nav aria-labelledby="flags-page-contents">
        <h2 id="flags-page-contents" className="visually-hidden">
          {flags('heading')}
        </h2>
        <ul className="flags-page__contents">
          {rules.map((rule) => (
            <li key={rule.code}>
              <a href={`#${rule.id}`}>{rule.title}</a>
              {rule.count === undefined ? null : (
                <span className="flags-page__count">{t('tenders', { count: rule.count })}</span>
              )}
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
              { id: 'definition', label: t('definition'), value: rule.definition },
              { id: 'explanation', label: t('explanation'), value: rule.explanation },
              { id: 'source', label: t('source'), value: rule.source },
            ]}
          />
          <RuleTenders rule={rule} />
        </section>
      ))}
    </article>
  );
}
