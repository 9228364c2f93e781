import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';
import { isOpenApiDocument } from './model/openapi';
import type { OpenApiDocument } from './model/openapi';

/** GET /api/openapi.json: the API's description, checked to be an OpenAPI 3 document. */
export async function fetchApiDocument(
  signal?: AbortSignal,
  http: Http = defaultHttp,
): Promise<OpenApiDocument> {
  const answer: unknown = await http.get('openapi.json', signal ? { signal } : {}).json();
  if (!isOpenApiDocument(answer))
    throw new TypeError('The API description is no OpenAPI 3 document');
  return answer;
}
