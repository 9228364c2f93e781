import { useTranslation } from 'react-i18next';
import { differs, setDateRange } from '../../model/filters/builder';
import { ApplyTyped } from './ApplyTyped';
import { filterLabel } from '../../model/filters/labels';
import type { DatesFilter } from '../../model/filters/sections';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface DateRangeFieldProps extends FieldProps {
  spec: DatesFilter;
}

/** One date range (whole days in Kyiv). */
export function DateRangeField({
  spec,
  section,
  draft,
  counted,
  update,
  commit,
  live,
  idPrefix,
}: DateRangeFieldProps) {
  const { t } = useTranslation('searchFilters');
  const range = draft.date?.[spec.period] ?? {};
  const applied = counted.date?.[spec.period] ?? {};
  const active = applied.start === undefined && applied.end === undefined ? 0 : 1;
  const waits = live && differs(range, applied);
  const bound = (which: 'start' | 'end') => {
    const id = `${idPrefix}-date-${spec.period}-${which}`;
    return (
      <div className="filter-range__bound">
        <label htmlFor={id}>{t(which === 'start' ? 'range.from' : 'range.to')}</label>
        <input
          id={id}
          className="filter-input"
          type="date"
          name={`date[${spec.period}][${which}]`}
          value={range[which]?.slice(0, 10) ?? ''}
          onChange={(event) => {
            const next = { ...range, [which]: event.currentTarget.value };
            update(setDateRange(draft, spec.period, next), false);
          }}
          onBlur={commit}
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
      <ApplyTyped shown={waits} />
    </FilterGroup>
  );
}
