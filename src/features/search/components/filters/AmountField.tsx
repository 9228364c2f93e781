import { useTranslation } from 'react-i18next';
import { differs, setAmount } from '../../model/filters/builder';
import { ApplyTyped } from './ApplyTyped';
import { filterLabel } from '../../model/filters/labels';
import type { AmountFilter } from '../../model/filters/sections';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';
import { useFieldText } from './use-field-text';

interface AmountFieldProps extends FieldProps {
  spec: AmountFilter;
}

/** The expected value (plans: budget) from–to, in hryvnias. */
export function AmountField({
  spec,
  section,
  draft,
  counted,
  update,
  commit,
  live,
  resetKey,
  idPrefix,
}: AmountFieldProps) {
  const { t } = useTranslation('searchFilters');
  const amount = draft.value?.amount;
  const [start, setStart] = useFieldText(amount?.start ?? '', resetKey);
  const [end, setEnd] = useFieldText(amount?.end ?? '', resetKey);
  const applied = counted.value?.amount;
  const active = (applied?.start ?? applied?.end) === undefined ? 0 : 1;
  const waits = live && differs(amount, applied);
  const bound = (which: 'start' | 'end', text: string, set: (text: string) => void) => (
    <div className="filter-range__bound">
      <label htmlFor={`${idPrefix}-value-${which}`}>
        {t(which === 'start' ? 'amount.from' : 'amount.to')}
      </label>
      <input
        id={`${idPrefix}-value-${which}`}
        className="filter-input"
        type="text"
        name={`value[amount][${which}]`}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const input = event.currentTarget.value;
          set(input);
          const range = which === 'start' ? { start: input, end } : { start, end: input };
          update(setAmount(draft, range), false);
        }}
        onBlur={commit}
      />
    </div>
  );
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={active}>
      <div className="filter-range">
        {bound('start', start, setStart)}
        {bound('end', end, setEnd)}
      </div>
      <ApplyTyped shown={waits} />
    </FilterGroup>
  );
}
