import type { ItemResponse } from '../../../contract/api';
import type { Article } from '../../../contract/articles';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';

/** GET /api/articles/:id (id or slug); null when the server has no such article. */
export async function fetchArticle(id: string, http: Http = defaultHttp): Promise<Article | null> {
  try {
    const answer = await http
      .get(`articles/${encodeURIComponent(id)}`)
      .json<ItemResponse<Article>>();
    return answer.data;
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}
