import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { chosenCpv, cpvName, removeCpv } from '../../model/filters/cpv';
import { filterLabel } from '../../model/filters/labels';
import type { CpvFilter } from '../../model/filters/sections';
import { CpvPicker } from './CpvPicker';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface CpvFieldProps extends FieldProps {
  spec: CpvFilter;
  /** The picker was opened: the classifier is needed. */
  onOpen: () => void;
}

/** The chosen CPV codes with a remove button each, and the searchable picker. */
export function CpvField({
  spec,
  section,
  draft,
  update,
  dictionaries,
  idPrefix,
  onOpen,
}: CpvFieldProps) {
  const { t } = useTranslation('searchFilters');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const chosen = chosenCpv(draft);
  const pickerId = `${idPrefix}-cpv-picker`;
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={chosen.length}>
      {chosen.length > 0 && (
        <ul className="filter-cpv__chosen" aria-label={t('cpv.selected')}>
          {chosen.map((entry) => (
            <li key={`${entry.key}:${entry.code}`} className="filter-cpv__item">
              <span className="filter-cpv__text">
                <span className="filter-cpv__code">{entry.code}</span>{' '}
                {cpvName(dictionaries.cpv, entry.code, lang)}
              </span>
              <button
                type="button"
                className="filter-cpv__remove"
                aria-label={t('cpv.remove', { code: entry.code })}
                onClick={() => {
                  update(removeCpv(draft, entry), true);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={() => {
          if (!open) onOpen();
          setOpen(!open);
        }}
      >
        {open ? t('cpv.close') : t('cpv.open')}
      </button>
      <div id={pickerId} hidden={!open}>
        {open && (
          <CpvPicker
            dictionary={dictionaries.cpv}
            draft={draft}
            update={update}
            idPrefix={idPrefix}
          />
        )}
      </div>
    </FilterGroup>
  );
}
