import { useTranslation } from 'react-i18next';

/** The error heading, text and reload button, shared by the shell's and the pages' errors. */
export function ErrorNotice() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
