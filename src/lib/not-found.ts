import { data } from 'react-router-dom';

/** React-router's 404 answer: the page shows the not-found page, and the server says 404. */
export const notFound = () => data(null, { status: 404 });

/** The loader of an address that is nothing (the route table's catch-all). */
export function notFoundLoader(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
  throw notFound();
}
