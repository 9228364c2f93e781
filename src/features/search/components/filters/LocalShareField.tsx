import { useTranslation } from 'react-i18next';
import { setLocalShare } from '../../model/filters/builder';
import { filterLabel } from '../../model/filters/labels';
import { localShareOptions } from '../../model/filters/options';
import type { LocalShareFilter } from '../../model/filters/sections';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface LocalShareFieldProps extends FieldProps {
  spec: LocalShareFilter;
}

/** Localisation level: one of its options, or any. */
export function LocalShareField({ spec, section, draft, update, idPrefix }: LocalShareFieldProps) {
  const { t } = useTranslation('searchFilters');
  const options = [{ value: '', label: t('localShare.any') }, ...localShareOptions(t)];
  const current = draft.local_share ?? '';
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={current === '' ? 0 : 1}>
      <ul className="filter-options">
        {options.map((option) => {
          const id = `${idPrefix}-local-share-${option.value || 'any'}`;
          return (
            <li key={option.value} className="filter-option">
              <input
                id={id}
                type="radio"
                name="local_share"
                value={option.value}
                checked={current === option.value}
                onChange={() => {
                  update(setLocalShare(draft, option.value), true);
                }}
              />
              <label htmlFor={id}>{option.label}</label>
            </li>
          );
        })}
      </ul>
    </FilterGroup>
  );
}
