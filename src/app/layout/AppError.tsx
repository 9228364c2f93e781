import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorNotice } from './ErrorNotice';

/** Last resort when the shell itself fails (for example a code chunk that did not load). */
export function AppError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('The app failed to render', error);
  }, [error]);
  return (
    <main className="page page--error" id="main">
      <ErrorNotice />
    </main>
  );
}
