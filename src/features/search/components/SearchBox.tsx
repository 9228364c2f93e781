import '../locales';
import type { SyntheticEvent } from 'react';
import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../contract/routes/paths';
import { withoutPage } from '../model/search-query';
import { withText } from '../model/sort';
import { HiddenFields } from './HiddenFields';
import { RESULTS_HEADING_ID } from './SearchResults';

interface SearchBoxProps {
  section: SearchSection;
  query: SearchFilterQuery;
  onChange: (next: SearchFilterQuery) => void;
}

/**
 * 'Пошук по розділу' with the section's placeholder; the filters stay as they are
 * (sent as hidden fields without scripts).
 */
export function SearchBox({ section, query, onChange }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('text');
    onChange(withText(section, query, typeof text === 'string' ? text : ''));
    // The box is made anew for the new text, which would leave focus on the page's body.
    document.getElementById(RESULTS_HEADING_ID)?.focus();
  };
  return (
    <form
      className="search-box"
      role="search"
      method="get"
      action={paths.search(section)}
      onSubmit={submit}
    >
      <HiddenFields section={section} query={withoutPage({ ...query, text: undefined })} />
      <label className="search-box__label" htmlFor="search-text">
        {t('label')}
      </label>
      <div className="search-box__row">
        <input
          key={query.text ?? ''}
          id="search-text"
          className="search-box__input"
          type="search"
          name="text"
          defaultValue={query.text ?? ''}
          placeholder={t(`placeholder.${section}`)}
        />
        <button className="button" type="submit">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
