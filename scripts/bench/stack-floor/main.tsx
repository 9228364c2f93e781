import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import commonUk from '../../../contract/locales/uk/common.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { uk: { common: commonUk } },
  lng: 'uk',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** As small as a page gets; the server's HTML is the same (stack-floor.ts writes it). */
function FloorPage() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('appName')}</h1>
      <p>{t('documentTitle', { title: t('appName') })}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: FloorPage }]);
const root = document.getElementById('root');
if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
