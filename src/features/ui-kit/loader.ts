import type { LoaderFunctionArgs } from 'react-router-dom';
import { notFound } from '../../lib/not-found';
import { isUiKitItem } from './ui-kit-items';

/** /ui-kit/<id> of an element the kit does not have is not found (404). */
export function uiKitItemLoader({ params }: LoaderFunctionArgs): null {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
  if (!isUiKitItem(params.id ?? '')) throw notFound();
  return null;
}
