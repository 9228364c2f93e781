/**
 * A stand-in for Firefox's push service (autopush, outside the project) on loopback: Firefox
 * connects to its WebSocket (`dom.push.serverURL`) and speaks autopush's protocol (hello,
 * register, notification, ack, ping); the portal posts messages to the HTTPS endpoints it hands
 * out, and each is passed on to the browser that registered it, queued while that browser is
 * away.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { startPushService } from './push-service';
import type { PushMessage, PushService } from './push-service';

export interface FirefoxPushService {
  /** The WebSocket address for Firefox's `dom.push.serverURL`. */
  serverUrl: string;
  /** The HTTPS side the portal posts to (its messages, its certificate). */
  https: PushService;
  /** Messages the browser acknowledged, by channel. */
  acknowledged: { channelID: string; version: string; code: number }[];
  close: () => Promise<void>;
}

interface ClientMessage {
  messageType?: string;
  uaid?: string;
  channelID?: string;
  updates?: { channelID: string; version: string; code: number }[];
}

export async function startFirefoxPushService(): Promise<FirefoxPushService> {
  /** The browser (its user agent id) each channel was registered by. */
  const channelAgent = new Map<string, string>();
  const sockets = new Map<string, WebSocket>();
  const queued = new Map<string, object[]>();
  const acknowledged: FirefoxPushService['acknowledged'] = [];

  const send = (uaid: string, message: object) => {
    const socket = sockets.get(uaid);
    if (socket) socket.send(JSON.stringify(message));
    else queued.set(uaid, [...(queued.get(uaid) ?? []), message]);
  };

  const forward = ({ path, headers, body }: PushMessage) => {
    const channelID = path.split('/').pop() ?? '';
    const uaid = channelAgent.get(channelID);
    if (!uaid) return;
    send(uaid, {
      messageType: 'notification',
      channelID,
      version: randomUUID(),
      data: body.toString('base64url'),
      headers: { encoding: String(headers['content-encoding']) },
    });
  };
  const https = await startPushService(forward);

  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (socket) => {
    let uaid = '';
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ClientMessage;
      switch (message.messageType) {
        case 'hello': {
          uaid = message.uaid || randomUUID().replaceAll('-', '');
          sockets.set(uaid, socket);
          socket.send(
            JSON.stringify({
              messageType: 'hello',
              uaid,
              status: 200,
              use_webpush: true,
              broadcasts: {},
            }),
          );
          for (const waiting of queued.get(uaid) ?? []) socket.send(JSON.stringify(waiting));
          queued.delete(uaid);
          break;
        }
        case 'register': {
          const channelID = message.channelID ?? randomUUID();
          channelAgent.set(channelID, uaid);
          socket.send(
            JSON.stringify({
              messageType: 'register',
              channelID,
              status: 200,
              pushEndpoint: https.endpoint(channelID),
            }),
          );
          break;
        }
        case 'unregister':
          socket.send(
            JSON.stringify({
              messageType: 'unregister',
              channelID: message.channelID,
              status: 200,
            }),
          );
          break;
        case 'ack':
          acknowledged.push(...(message.updates ?? []));
          break;
        default:
          // A ping is the empty object, answered in kind.
          socket.send('{}');
      }
    });
    socket.on('close', () => {
      if (sockets.get(uaid) === socket) sockets.delete(uaid);
    });
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;

  return {
    serverUrl: `ws://127.0.0.1:${String(port)}`,
    https,
    acknowledged,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => {
        wss.close(() => {
          resolve();
        });
      });
      await https.close();
    },
  };
}
