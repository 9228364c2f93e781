import '../locales';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ApiDocsLoaderData } from '../loader';
import { API_TEXTS } from '../locales';
import { apiReferenceView } from '../model/api-reference';
import type { ApiReferenceView } from '../model/api-reference';
import { EndpointSection } from './EndpointSection';
import './api-docs.css';

const DOCUMENT = '/api/openapi.json';

/** The sections and their operations, each a link to its place on the page. */
function Contents({ view }: { view: ApiReferenceView }) {
  const { t } = useTranslation('apiDocs');
  return (
    <nav aria-labelledby="api-docs-contents" className="api-docs__contents">
      <h2 id="api-docs-contents">
        {t('contents')} · {t('count', { count: view.total })}
      </h2>
      <ul>
        {view.groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`}>{t(`groups.${group.id}`)}</a>
            <ul>
              {group.endpoints.map((endpoint) => (
                <li key={endpoint.anchor}>
                  <a href={`#${endpoint.anchor}`}>
                    <code>
                      {endpoint.method} {endpoint.path}
                    </code>
                  </a>{' '}
                  {endpoint.summary}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /api: every address of the API with its parameters, an example call and answer each. */
export function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  const lang = useLang();
  const { document } = useLoaderData<ApiDocsLoaderData>();
  useDocumentTitle(t('title'));
  const view = document && apiReferenceView(document, API_TEXTS[lang]);
  return (
    <article className="page api-docs">
      <h1>{t('title')}</h1>
      <p className="api-docs__lead">{t('lead')}</p>
      <p>
        {t('document')} <a href={DOCUMENT}>{DOCUMENT}</a>
        {view ? ` · ${t('version', { version: view.version })}` : null}
      </p>
      {view ? <Contents view={view} /> : <p role="alert">{t('failed')}</p>}
      {view?.groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className="api-docs__group">
            {t(`groups.${group.id}`)}
          </h2>
          {group.endpoints.map((endpoint) => (
            <EndpointSection key={endpoint.anchor} endpoint={endpoint} />
          ))}
        </section>
      ))}
    </article>
  );
}
