/**
 * The floor for GET /api/tenders/:id: a plain node:http server on loopback that sends answers
 * recorded from the portal, byte for byte with their headers, from memory. No routing, no
 * database, no encoding: what is left is Node's HTTP and the loopback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawAnswer } from './http-client.ts';

/** Recorded answers by path and Content-Encoding ('' for none). */
export type RecordedAnswers = Map<string, RawAnswer>;

export const recordingKey = (path: string, encoding: string): string => `${path}\n${encoding}`;

const headersOf = (answer: RawAnswer): http.OutgoingHttpHeaders =>
  Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );

export const startFloorServer = async (
  answers: RecordedAnswers,
): Promise<{ url: string; close: () => Promise<void> }> => {
  const server = http.createServer((request, response) => {
    const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : '';
    const answer = answers.get(recordingKey(request.url ?? '', encoding));
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    const { etag } = answer.headers;
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag, vary: 'Accept-Encoding' }).end();
      return;
    }
    response.writeHead(200, headersOf(answer)).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};
