import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../lib/i18n';
import '../styles/tokens.css';
import '../styles/base.css';
import { createAppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

// Saved searches are checked for new results in the background (nothing runs on a first visit).
void import('../features/saved/refresh/start-search-checks').then((m) =>
  m.startSavedSearchChecks(),
);
