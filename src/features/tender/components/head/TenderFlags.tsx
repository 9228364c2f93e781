import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Tender } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { toFlagsBlock } from '../../model/head/flags-view';
import type { FlagItemView, FlagLinkView } from '../../model/head/flags-view';
import './flags.css';

/** The tender head's red flags: how many, and each one's explanation and evidence. */
export function TenderFlags({ tender }: { tender: Tender }) {
  const { t } = useTranslation('flags');
  const { t: common } = useTranslation('common');
  const view = toFlagsBlock(tender, { lang: useLang(), t, common, label: useLabel() });
  return (
    <section className="tender-flags" aria-labelledby="tender-flags-title">
      <h2 id="tender-flags-title" className="tender-flags__title">
        {t('heading')}
      </h2>
      <p className="tender-flags__summary">{view.summary}</p>
      {view.items.length > 0 ? <p className="tender-flags__note">{t('note')}</p> : null}
      {view.items.map((item) => (
        <FlagItem key={item.id} item={item} />
      ))}
      <p className="tender-flags__rules">
        <Link to={view.rulesHref}>{t('rulesLink')}</Link>
      </p>
    </section>
  );
}

function FlagItem({ item }: { item: FlagItemView }) {
  const { t } = useTranslation('flags');
  return (
    <Accordion
      id={item.id}
      title={
        <span className="tender-flags__item-title">
          <span>{item.title}</span>
          <span className="tender-flags__lot">{item.lot}</span>
        </span>
      }
    >
      <h4 className="tender-flags__label">{t('explanation')}</h4>
      <p className="tender-flags__text">{item.explanation}</p>
      <h4 className="tender-flags__label">{t('evidence')}</h4>
      <KeyValueList
        items={item.evidence.map((row) => ({
          id: row.id,
          label: row.label,
          value: <FlagValues values={row.values} />,
        }))}
      />
      <p className="tender-flags__source">
        {t('source')}: {item.source}
      </p>
    </Accordion>
  );
}

function FlagValues({ values }: { values: readonly FlagLinkView[] }) {
  if (values.length === 1 && values[0]) return <FlagValue value={values[0]} />;
  return (
    <ul className="tender-flags__values">
      {values.map((value, index) => (
        <li key={`${value.href ?? ''}-${String(index)}`}>
          <FlagValue value={value} />
        </li>
      ))}
    </ul>
  );
}

function FlagValue({ value }: { value: FlagLinkView }) {
  return value.href ? (
    <Link to={value.href}>
      <bdi>{value.text}</bdi>
    </Link>
  ) : (
    <bdi>{value.text}</bdi>
  );
}
