import { useTranslation } from 'react-i18next';
import type { ApiParamRow } from '../model/param-rows';
import { RichText } from './RichText';

/** Past this many, the parameters fold away under their count (a search takes 28). */
const OPEN_UP_TO = 6;

function Params({ params }: { params: ApiParamRow[] }) {
  const { t } = useTranslation('apiDocs');
  return (
    <dl className="api-params">
      {params.map((param) => (
        <div key={`${param.where} ${param.name}`} className="api-params__item">
          <dt>
            <code>{param.name}</code>{' '}
            <span className="api-params__meta">
              {t(`where.${param.where}`)} · {param.type}
              {param.required ? ` · ${t('required')}` : null}
            </span>
          </dt>
          <dd>
            <RichText parts={param.description} />
            {param.example === undefined ? null : (
              <>
                {' '}
                {t('example')} <code>{param.example}</code>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An operation's parameters: listed, or folded under their count when there are many. */
export function ParamList({ params }: { params: ApiParamRow[] }) {
  const { t } = useTranslation('apiDocs');
  if (params.length === 0) return <p>{t('noParams')}</p>;
  if (params.length <= OPEN_UP_TO) {
    return (
      <>
        <h4>{t('params')}</h4>
        <Params params={params} />
      </>
    );
  }
  return (
    <details className="api-params__fold">
      <summary>{t('paramsCount', { count: params.length })}</summary>
      <Params params={params} />
    </details>
  );
}
