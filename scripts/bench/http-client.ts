/**
 * The benchmark's HTTP client for byte-for-byte comparisons: node:http over keep-alive
 * connections, the body read whole and never decoded, so only the servers differ.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export const rawClient = (
  base: string,
  connections: number,
): {
  get: (path: string, headers?: Record<string, string>) => Promise<RawAnswer>;
  close: () => void;
} => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const request = http.get(new URL(path, base), { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return {
    get,
    close: () => {
      agent.destroy();
    },
  };
};
