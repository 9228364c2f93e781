import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Last resort when the shell itself fails (for example a code chunk that did not load). */
export function AppError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('The app failed to render', error);
  }, [error]);
  return (
    <main className="page page--error" id="main">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('error.reload')}
      </button>
    </main>
  );
}
