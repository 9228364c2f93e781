import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import type { GlossaryLoaderData } from '../loader';
import { glossaryDictionary } from '../model/entries';
import { glossarySections } from '../model/glossary-view';
import { GlossaryEntry } from './GlossaryEntry';
import { useGlossaryContent } from './use-glossary-content';
import '../locales';
import './glossary.css';

/** /glossary: every procedure type and status in plain words, one anchored entry each. */
export function GlossaryPage() {
  const { t } = useTranslation('glossary');
  const lang = useLang();
  const label = useLabel();
  const content = useGlossaryContent(lang, useLoaderData<GlossaryLoaderData>());
  const sections = glossarySections(
    content,
    (group, code) => {
      const dictionary = glossaryDictionary(group);
      return dictionary ? label(dictionary, code) : code;
    },
    lang,
  );
  useDocumentTitle(t('title'));
  return (
    <div className="page glossary-page">
      <h1>{t('title')}</h1>
      <p className="glossary-page__lead">{t('lead')}</p>
      <p className="glossary-page__checked">
        {t('checked', { date: formatDate(content.checked, lang) })}
      </p>
      <nav aria-labelledby="glossary-contents" className="glossary-page__contents">
        <h2 id="glossary-contents">{t('contents')}</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(`sections.${section.group}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{t(`sections.${section.group}`)}</h2>
          {section.entries.map((entry) => (
            <GlossaryEntry key={entry.id} entry={entry} />
          ))}
        </section>
      ))}
    </div>
  );
}
