import { useTranslation } from 'react-i18next';
import type { ApiEndpointRow } from '../model/api-reference';
import { ParamList } from './ParamList';
import { RichText } from './RichText';

/** A block of code or JSON that scrolls sideways on a narrow screen, reachable by keyboard. */
function Code({ text, label }: { text: string; label: string }) {
  return (
    <pre className="api-docs__code" tabIndex={0} aria-label={label}>
      <code>{text}</code>
    </pre>
  );
}

/** One operation: what it does, its parameters, an example call, its answers and an example. */
export function EndpointSection({ endpoint }: { endpoint: ApiEndpointRow }) {
  const { t } = useTranslation('apiDocs');
  const { anchor, example } = endpoint;
  return (
    <section id={anchor} className="api-endpoint" aria-labelledby={`${anchor}-title`}>
      <h3 id={`${anchor}-title`} className="api-endpoint__title">
        <span className="api-endpoint__method">{endpoint.method}</span>{' '}
        <code className="api-endpoint__path">{endpoint.path}</code>
      </h3>
      <p className="api-endpoint__summary">{endpoint.summary}</p>
      {endpoint.description.length > 0 ? (
        <p>
          <RichText parts={endpoint.description} />
        </p>
      ) : null}
      <ParamList params={endpoint.params} />
      <h4>{t('exampleCall')}</h4>
      <Code text={endpoint.call.text} label={t('exampleCall')} />
      {endpoint.call.href ? (
        <p>
          <a href={endpoint.call.href}>{t('openCall')}</a>
        </p>
      ) : null}
      {endpoint.body ? (
        <>
          <h4>{t('exampleBody')}</h4>
          <Code text={endpoint.body} label={t('exampleBody')} />
        </>
      ) : null}
      <h4>{t('answers')}</h4>
      <ul className="api-endpoint__answers">
        {endpoint.answers.map((answer) => (
          <li key={answer.status}>
            <code>{answer.status}</code> {answer.description}
          </li>
        ))}
      </ul>
      {example && 'json' in example ? (
        <>
          <h4>{t('exampleAnswer')}</h4>
          <Code text={example.json} label={t('exampleAnswer')} />
        </>
      ) : null}
      {example && 'type' in example ? <p>{t('documentAnswer', { type: example.type })}</p> : null}
    </section>
  );
}
