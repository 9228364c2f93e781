import { useTranslation } from 'react-i18next';
import { setDateRange } from '../../model/filters/builder';
import { filterLabel } from '../../model/filters/labels';
import type { DatesFilter } from '../../model/filters/sections';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface DateRangeFieldProps extends FieldProps {
  spec: DatesFilter;
}

/** One date range (whole days in Kyiv). */
export function DateRangeField({ spec, section, draft, update, idPrefix }: DateRangeFieldProps) {
  const { t } = useTranslation('searchFilters');
  const range = draft.date?.[spec.period] ?? {};
  const active = range.start === undefined && range.end === undefined ? 0 : 1;
  const bound = (which: 'start' | 'end') => {
    const id = `${idPrefix}-date-${spec.period}-${which}`;
    return (
      <div className="filter-range__bound">
        <label htmlFor={id}>{t(which === 'start' ? 'range.from' : 'range.to')}</label>
        <input
          id={id}
          className="filter-input"
          type="date"
          value={range[which]?.slice(0, 10) ?? ''}
          onChange={(event) => {
            const next = { ...range, [which]: event.currentTarget.value };
            update(setDateRange(draft, spec.period, next), false);
          }}
        />
      </div>
    );
  };
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={active}>
      <div className="filter-range filter-range--dates">
        {bound('start')}
        {bound('end')}
      </div>
    </FilterGroup>
  );
}
