import { useTranslation } from 'react-i18next';
import { differs, listOf, setList } from '../../model/filters/builder';
import { ApplyTyped } from './ApplyTyped';
import { filterLabel } from '../../model/filters/labels';
import { formatRegistryCodes, parseRegistryInput } from '../../model/filters/registry-codes';
import type { CodesFilter } from '../../model/filters/sections';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';
import { useFieldText } from './use-field-text';

interface CodesFieldProps extends FieldProps {
  spec: CodesFilter;
  /** Company names typed instead of codes: the panel adds them to the text search. */
  onNames: (key: CodesFilter['key'], names: string[]) => void;
}

/** Buyer, tenderer, procuring entity or vendor by registry (EDRPOU) code. */
export function CodesField({
  spec,
  section,
  draft,
  counted,
  update,
  commit,
  live,
  resetKey,
  idPrefix,
  onNames,
}: CodesFieldProps) {
  const { t } = useTranslation('searchFilters');
  const codes = listOf(draft[spec.key]);
  const applied = listOf(counted[spec.key]);
  const waits = live && differs(codes, applied);
  const [text, setText] = useFieldText(formatRegistryCodes(codes), resetKey);
  const id = `${idPrefix}-${spec.key}`;
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={applied.length}>
      <label className="visually-hidden" htmlFor={id}>
        {filterLabel(spec, section, t)}
      </label>
      <input
        id={id}
        className="filter-input"
        type="text"
        name={spec.key}
        autoComplete="off"
        value={text}
        placeholder={t('codes.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const input = event.currentTarget.value;
          setText(input);
          const parsed = parseRegistryInput(input);
          onNames(spec.key, parsed.names);
          update(setList(draft, spec.key, parsed.codes), false);
        }}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className="filter-group__note">
        {t('codes.hint')}
      </p>
      <ApplyTyped shown={waits} />
    </FilterGroup>
  );
}
