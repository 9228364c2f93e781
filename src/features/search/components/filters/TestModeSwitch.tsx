import { useTranslation } from 'react-i18next';
import { setTestMode } from '../../model/filters/builder';
import type { FieldProps } from './field-props';

/** mode=test: include the API-documentation and sandbox objects. */
export function TestModeSwitch({ section, draft, update, idPrefix }: FieldProps) {
  const { t } = useTranslation('searchFilters');
  const id = `${idPrefix}-mode`;
  return (
    <div className="filter-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name="mode"
        value="test"
        checked={draft.mode === 'test'}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          update(setTestMode(draft, event.currentTarget.checked), true);
        }}
      />
      <label htmlFor={id}>{t(`mode.label.${section}`)}</label>
      <p id={`${id}-hint`} className="filter-group__note">
        {t('mode.hint')}
      </p>
    </div>
  );
}
