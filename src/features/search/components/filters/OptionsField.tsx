import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useNow } from '../../../../lib/use-now';
import { addToList, listOf, removeFromList, setMilestones } from '../../model/filters/builder';
import { filterLabel } from '../../model/filters/labels';
import { dictionaryOptions, optionsNamed, yearOptions } from '../../model/filters/options';
import type {
  FrameworkTypesFilter,
  MilestoneFilter,
  OptionsFilter,
  YearFilter,
} from '../../model/filters/sections';
import { CheckboxList } from './CheckboxList';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface OptionsFieldProps extends FieldProps {
  spec: OptionsFilter | FrameworkTypesFilter | MilestoneFilter | YearFilter;
}

/** A list filter whose options come from a reference dictionary (or the plan years). */
export function OptionsField({
  spec,
  section,
  draft,
  update,
  dictionaries,
  idPrefix,
}: OptionsFieldProps) {
  const { t } = useTranslation('searchFilters');
  const lang = useLang();
  const [name, setName] = useState('');
  const now = useNow(false);
  const options =
    spec.kind === 'year'
      ? yearOptions(now)
      : dictionaryOptions(spec, section, dictionaries[spec.dictionary], lang);
  const checked =
    spec.kind === 'milestone' ? listOf(draft.milestone?.code) : listOf(draft[spec.id]);
  const toggle = (value: string, on: boolean): void => {
    if (spec.kind === 'milestone') {
      const codes = on ? [...checked, value] : checked.filter((code) => code !== value);
      update(setMilestones(draft, codes), true);
      return;
    }
    update(on ? addToList(draft, spec.id, value) : removeFromList(draft, spec.id, value), true);
  };
  const shown = optionsNamed(options, name, checked);
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={checked.length}>
      {options.length === 0 ? (
        <p className="filter-group__note">{t('loading')}</p>
      ) : (
        <>
          {spec.kind === 'options' && 'byName' in spec ? (
            <NameBox value={name} onChange={setName} />
          ) : null}
          {shown.length === 0 ? (
            <p className="filter-group__note">{t('regionName.none')}</p>
          ) : (
            <CheckboxList
              name={spec.kind === 'milestone' ? 'milestone[code]' : spec.id}
              options={shown}
              checked={checked}
              onToggle={toggle}
              idPrefix={idPrefix}
            />
          )}
        </>
      )}
    </FilterGroup>
  );
}

/** The box that narrows the region list by name (placeholder 'region name'). */
function NameBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('searchFilters');
  return (
    <input
      type="search"
      className="filter-input filter-name-box"
      value={value}
      placeholder={t('regionName.placeholder')}
      aria-label={t('regionName.label')}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
    />
  );
}
