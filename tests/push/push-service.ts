/**
 * A stand-in for a browser's push service (outside the project), on loopback over HTTPS with a
 * throw-away certificate: it records each message posted to it and answers with the statuses it
 * is told to, in turn (201 once they run out).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushService {
  /** An endpoint of this service, for a subscription. */
  endpoint: (name: string) => string;
  /** An HTTPS agent that trusts the service's certificate. */
  agent: Agent;
  /** The certificate's file, for a server process's NODE_EXTRA_CA_CERTS. */
  caFile: string;
  messages: PushMessage[];
  /** The statuses to answer with next, in turn. */
  answer: (...statuses: number[]) => void;
  close: () => Promise<void>;
}

/** A certificate for 127.0.0.1, made by openssl for this run only. */
const throwAwayCertificate = (): { key: string; cert: string; certFile: string } => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert };
};

/** `forward` receives each message as it arrives (a stand-in that delivers it to a browser). */
export const startPushService = async (
  forward?: (message: PushMessage) => void,
): Promise<PushService> => {
  const { key, cert, certFile } = throwAwayCertificate();
  const messages: PushMessage[] = [];
  const statuses: number[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      messages.push(message);
      const status = statuses.shift() ?? 201;
      if (status < 300) forward?.(message);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name) => `https://127.0.0.1:${String(port)}/push/${name}`,
    agent: new Agent({ ca: cert }),
    caFile: certFile,
    messages,
    answer: (...next) => {
      statuses.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};
