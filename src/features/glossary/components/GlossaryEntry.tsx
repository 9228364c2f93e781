import { useTranslation } from 'react-i18next';
import type { GlossaryEntryView } from '../model/glossary-view';

/** One entry: its name, its code in the data, and its parts as a definition list. */
export function GlossaryEntry({ entry }: { entry: GlossaryEntryView }) {
  const { t } = useTranslation('glossary');
  return (
    <article id={entry.id} className="glossary-entry" aria-labelledby={`${entry.id}-title`}>
      <h3 id={`${entry.id}-title`} className="glossary-entry__title">
        {entry.title}
      </h3>
      <p className="glossary-entry__code">
        {t('code')}: <code>{entry.code === '' ? t('noCode') : entry.code}</code>
      </p>
      <dl className="glossary-entry__rows">
        {entry.rows.map((row) => (
          <div key={row.label} className="glossary-entry__row">
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
