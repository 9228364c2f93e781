import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../../../contract/routes/paths';
import { useLang } from '../../../../lib/i18n';
import { addToList, listOf, removeFromList } from '../../model/filters/builder';
import { filterLabel } from '../../model/filters/labels';
import { flagOptions } from '../../model/filters/options';
import type { FlagsFilter } from '../../model/filters/sections';
import { CheckboxList } from './CheckboxList';
import type { FieldProps } from './field-props';
import { FilterGroup } from './FilterGroup';

interface FlagsFieldProps extends FieldProps {
  spec: FlagsFilter;
}

/** Red flags: tenders with any of the chosen ones; the rules are a link away. */
export function FlagsField({ spec, section, draft, update, idPrefix }: FlagsFieldProps) {
  const { t } = useTranslation('searchFilters');
  const checked = listOf(draft.flags);
  return (
    <FilterGroup label={filterLabel(spec, section, t)} count={checked.length}>
      <CheckboxList
        name={spec.id}
        options={flagOptions(useLang())}
        checked={checked}
        onToggle={(value, on) => {
          update(
            on ? addToList(draft, 'flags', value) : removeFromList(draft, 'flags', value),
            true,
          );
        }}
        idPrefix={idPrefix}
      />
      <p className="filter-group__note">
        <Link to={paths.flags}>{t('flagsRules')}</Link>
      </p>
    </FilterGroup>
  );
}
