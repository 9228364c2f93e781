import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPopup } from '../../../components/ui/info-popup/InfoPopup';
import { useLang } from '../../../lib/i18n';
import { useDictionary } from '../../../lib/use-reference-data';
import { loadGlossaryContent } from '../content/load';
import type { GlossaryContent } from '../content/types';
import { glossaryDictionary, glossaryHref, glossaryOwnCodes } from '../model/entries';
import type { GlossaryGroup } from '../model/entries';
import { glossaryTerm } from '../model/glossary-view';
import './glossary-term.css';

export interface GlossaryTermProps {
  group: GlossaryGroup;
  code: string;
  /** The label (a status badge, a procedure name) that opens the entry. */
  children: ReactNode;
}

/** The entry's short text, loaded with the glossary's texts when the popup first opens. */
function GlossaryTermText({ group, code }: { group: GlossaryGroup; code: string }) {
  const { t } = useTranslation('ui');
  const lang = useLang();
  const [content, setContent] = useState<GlossaryContent | undefined>();
  useEffect(() => {
    let live = true;
    void loadGlossaryContent(lang).then((loaded) => {
      if (live) setContent(loaded);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const term = content ? glossaryTerm(content, group, code, lang) : undefined;
  return (
    <span className="glossary-term__text">
      {term?.rows
        ? term.rows.map((row) => (
            <span key={row.label} className="glossary-term__row">
              <strong>{row.label}:</strong> {row.text}
            </span>
          ))
        : null}
      <a className="glossary-term__more" href={glossaryHref(group, code, lang)}>
        {t('glossary.more')}
      </a>
    </span>
  );
}

/**
 * A label that opens its glossary entry: a link to `/glossary#…`, which with scripts opens the
 * info popup with the entry's short text first (the same element before and after hydration).
 * A code the glossary does not know (not in the group's dictionary or its own codes) stays a
 * plain label.
 */
export function GlossaryTerm({ group, code, children }: GlossaryTermProps) {
  const { t } = useTranslation('ui');
  const lang = useLang();
  const dictionaryKey = glossaryDictionary(group);
  const dictionary = useDictionary(dictionaryKey ?? 'tender_statuses');
  const known =
    glossaryOwnCodes(group).includes(code) ||
    (dictionaryKey !== undefined &&
      dictionary !== undefined &&
      Object.hasOwn(dictionary.data, code));
  if (!known) return <>{children}</>;
  return (
    <span className="glossary-term" data-glossary={group}>
      <InfoPopup trigger={children} href={glossaryHref(group, code, lang)}>
        {(open) => (open ? <GlossaryTermText group={group} code={code} /> : t('glossary.short'))}
      </InfoPopup>
    </span>
  );
}
