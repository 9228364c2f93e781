import { useState } from 'react';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { Dictionary } from '../../../../../contract/static-data';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { addCpv, chosenCpv, removeCpv, searchCpv } from '../../model/filters/cpv';

/** How many matches the picker lists at once. */
const SHOWN = 30;

interface CpvPickerProps {
  dictionary: Dictionary | undefined;
  draft: SearchFilterQuery;
  update: (next: SearchFilterQuery, discrete: boolean) => void;
  idPrefix: string;
}

/** A search over the classifier by code or name; each match is a button that adds it. */
export function CpvPicker({ dictionary, draft, update, idPrefix }: CpvPickerProps) {
  const { t } = useTranslation('searchFilters');
  const lang = useLang();
  const [input, setInput] = useState('');
  const [withChildren, setWithChildren] = useState(true);
  const chosenList = chosenCpv(draft);
  const chosen = new Set(chosenList.map((entry) => entry.code));
  const found = dictionary ? searchCpv(dictionary, input, lang, SHOWN) : undefined;
  const inputId = `${idPrefix}-cpv-search`;
  const add = (code: string): void => {
    update(addCpv(draft, code, withChildren), true);
  };
  const toggle = (code: string): void => {
    const entry = chosenList.find((chosenEntry) => chosenEntry.code === code);
    if (entry) update(removeCpv(draft, entry), true);
    else add(code);
  };
  return (
    <div className="filter-cpv">
      <label htmlFor={inputId}>{t('cpv.search')}</label>
      <input
        id={inputId}
        className="filter-input"
        type="search"
        autoComplete="off"
        value={input}
        placeholder={t('cpv.placeholder')}
        aria-describedby={`${inputId}-status`}
        onChange={(event) => {
          setInput(event.currentTarget.value);
        }}
      />
      <div className="filter-option">
        <input
          id={`${inputId}-children`}
          type="checkbox"
          checked={withChildren}
          onChange={(event) => {
            setWithChildren(event.currentTarget.checked);
          }}
        />
        <label htmlFor={`${inputId}-children`}>{t('cpv.children')}</label>
      </div>
      <p id={`${inputId}-status`} className="filter-group__note" aria-live="polite">
        {!found
          ? t('loading')
          : input.trim() === ''
            ? ''
            : found.total === 0 && found.prefix === undefined
              ? t('cpv.none')
              : t('cpv.shown', { shown: found.matches.length, count: found.total })}
      </p>
      {found && (found.matches.length > 0 || found.prefix !== undefined) && (
        <ul className="filter-cpv__matches">
          {found.prefix !== undefined && (
            <li>
              <button
                type="button"
                className="filter-cpv__match"
                disabled={chosen.has(found.prefix)}
                onClick={() => {
                  add(`${found.prefix ?? ''}*`);
                }}
              >
                {t('cpv.prefix', { prefix: found.prefix })}
              </button>
            </li>
          )}
          {found.matches.map((match) => (
            <li key={match.code}>
              <button
                type="button"
                className="filter-cpv__match"
                aria-pressed={chosen.has(match.code)}
                onClick={() => {
                  toggle(match.code);
                }}
              >
                <span className="filter-cpv__code">{match.code}</span> {match.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
