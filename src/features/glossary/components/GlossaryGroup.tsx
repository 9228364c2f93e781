import { useTranslation } from 'react-i18next';
import type { GlossarySectionView } from '../model/glossary-view';
import { GlossaryEntry } from './GlossaryEntry';

/** Groups open one at a time: the browser closes the open one (details with one name). */
export const GLOSSARY_GROUP_NAME = 'glossary-group';

/**
 * One group of entries, closed under its heading and its number of terms. Its entries keep
 * their ids: a link to one (a badge's `/glossary#tender-complete`, the contents' group link)
 * opens the group, without scripts too (the browser reveals a closed details' target).
 */
export function GlossaryGroup({ section }: { section: GlossarySectionView }) {
  const { t } = useTranslation('glossary');
  const titleId = `${section.id}-title`;
  return (
    <details name={GLOSSARY_GROUP_NAME} className="glossary-group">
      <summary className="glossary-group__summary">
        <h2 id={titleId} className="glossary-group__title">
          {t(`sections.${section.group}`)}
        </h2>
        <span className="glossary-group__count">
          {t('terms', { count: section.entries.length })}
        </span>
      </summary>
      <section id={section.id} className="glossary-group__entries" aria-labelledby={titleId}>
        {section.entries.map((entry) => (
          <GlossaryEntry key={entry.id} entry={entry} />
        ))}
      </section>
    </details>
  );
}
