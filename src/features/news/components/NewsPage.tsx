import '../locales';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { Pagination } from '../../../components/ui/pagination/Pagination';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useDictionary, useLabel } from '../../../lib/use-reference-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { NewsLoaderData } from '../loader';
import { groupLinks } from '../model/group-filter';
import { toNewsCards } from '../model/news-cards';
import { newsListState } from '../model/news-list-state';
import { newsHref } from '../model/news-query';
import { GroupFilter } from './GroupFilter';
import { NewsCard } from './NewsCard';
import { NewsListNotice } from './NewsListNotice';
import './news.css';

/** The article list: group filter, cards in the API's order, pages. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const lang = useLang();
  const label = useLabel();
  const { query, answer, failed } = useLoaderData<NewsLoaderData>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const groups = groupLinks(useDictionary('group'), query.group, lang, t('allGroups'));
  const cards = useMemo(
    () => toNewsCards(answer.data, lang, (slug) => label('group', slug)),
    [answer.data, lang, label],
  );
  const state = newsListState(query, answer, failed);
  const group = groups.find((link) => link.current && link.slug !== undefined);
  useDocumentTitle(
    group ? { text: group.label, label: (text) => t('groupTitle', { group: text }) } : t('title'),
  );
  return (
    <div className="page news">
      <h1>{t('title')}</h1>
      <GroupFilter links={groups} />
      <section
        className={clsx('news__results', busy && 'news__results--busy')}
        aria-labelledby="news-results-title"
        aria-busy={busy}
      >
        <h2 id="news-results-title" className="visually-hidden">
          {group ? t('groupArticles', { group: group.label }) : t('allArticles')}
        </h2>
        {busy ? <DelayedLoading label={t('loading')} /> : null}
        {state.kind === 'cards' ? (
          <ol className="news__list">
            {cards.map((card, index) => (
              <NewsCard key={card.id} card={card} first={index === 0} />
            ))}
          </ol>
        ) : (
          <NewsListNotice state={state} />
        )}
        {state.kind === 'cards' && state.pages > 1 ? (
          <Pagination
            page={query.page}
            total={answer.meta.total}
            perPage={answer.meta.per_page}
            label={t('pages')}
            hrefFor={(page) => newsHref({ ...query, page })}
          />
        ) : null}
      </section>
    </div>
  );
}
