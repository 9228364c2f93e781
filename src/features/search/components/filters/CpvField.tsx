import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { chosenCpv, cpvName, removeCpv } from '../../model/filters/cpv';
import type { ChosenCpv } from '../../model/filters/cpv';
import { filterLabel } from '../../model/filters/labels';
import type { CpvFilter } from '../../model/filters/sections';
import { CpvPicker } from './CpvPicker';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';
import { NoScript } from './NoScript';

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
        className="link-button filter-cpv__open"
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={() => {
          if (!open) onOpen();
          setOpen(!open);
        }}
      >
        {open ? t('cpv.close') : t('cpv.open')}
      </button>
      <NoScript>
        <TypedCpv chosen={chosen} id={`${idPrefix}-cpv-typed`} />
      </NoScript>
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

/** Without scripts the picker cannot open: the codes are typed, and the chosen ones kept. */
function TypedCpv({ chosen, id }: { chosen: readonly ChosenCpv[]; id: string }) {
  const { t } = useTranslation('searchFilters');
  const codes = (key: ChosenCpv['key']): string =>
    chosen
      .filter((entry) => entry.key === key)
      .map((entry) => entry.code)
      .join(', ');
  return (
    <div className="filter-cpv__typed">
      <label htmlFor={id}>{t('cpv.typed')}</label>
      <input id={id} className="filter-input" type="text" name="cpv" defaultValue={codes('cpv')} />
      <input type="hidden" name="cpv_mask" value={codes('cpv_mask')} />
    </div>
  );
}
