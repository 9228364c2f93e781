import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../lib/i18n';
import '../styles/tokens.css';
import '../styles/base.css';
import { createAppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts loading the first page's code and data at once; the first render (the
// loading screen) follows in a task of its own, so neither holds the main thread for long.
const router = createAppRouter();
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}, 0);
