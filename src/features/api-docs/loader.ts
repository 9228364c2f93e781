import type { LoaderFunctionArgs } from 'react-router-dom';
import { unavailableOffline } from '../../lib/offline-route';
import { isOnline } from '../../lib/use-online';
import { fetchApiDocument } from './api';
import type { OpenApiDocument } from './model/openapi';

export interface ApiDocsLoaderData {
  /** Undefined when it failed to load online: the page says so and links the document. */
  document: OpenApiDocument | undefined;
}

/** /api: the OpenAPI document the page is built from; offline and not held, it says so. */
export async function apiDocsLoader({ request }: LoaderFunctionArgs): Promise<ApiDocsLoaderData> {
  try {
    return { document: await fetchApiDocument(request.signal) };
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's response
    if (!isOnline()) throw unavailableOffline();
    console.error('The API description failed to load', error);
    return { document: undefined };
  }
}
