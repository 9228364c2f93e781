import { Form } from 'react-router-dom';
import { paths } from '../../../../contract/routes/paths';
import { useTranslation } from 'react-i18next';

/** The tender search box: submits to /search/tender?text=… (a plain GET form without scripts). */
export function HomeSearch() {
  const { t } = useTranslation('home');
  return (
    <Form className="search-box" role="search" method="get" action={paths.search('tender')}>
      <label className="search-box__label" htmlFor="home-search">
        {t('searchLabel')}
      </label>
      <div className="search-box__row">
        <input
          id="home-search"
          className="search-box__input"
          type="search"
          name="text"
          placeholder={t('searchPlaceholder')}
        />
        <button className="button" type="submit">
          {t('searchButton')}
        </button>
      </div>
    </Form>
  );
}
