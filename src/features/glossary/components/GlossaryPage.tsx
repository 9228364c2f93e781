import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import type { GlossaryLoaderData } from '../loader';
import { glossaryDictionary } from '../model/entries';
import { glossarySections } from '../model/glossary-view';
import { GlossaryGroup } from './GlossaryGroup';
import { useOpenTargetGroup } from './use-open-target-group';
import { useGlossaryContent } from './use-glossary-content';
import '../locales';
import './glossary.css';

/**
 * /glossary: every procedure type and status in plain words, one anchored entry each, in groups
 * that open one at a time: the closed groups are the page's contents.
 */
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
  useOpenTargetGroup();
  return (
    <div className="page glossary-page">
      <h1>{t('title')}</h1>
      <p className="glossary-page__lead">{t('lead')}</p>
      <p className="glossary-page__checked">
        {t('checked', { date: formatDate(content.checked, lang) })}
      </p>
      {sections.map((section) => (
        <GlossaryGroup key={section.id} section={section} />
      ))}
    </div>
  );
}
