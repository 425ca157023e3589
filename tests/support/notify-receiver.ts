import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: string;
  /** As the socket reports it, e.g. `::ffff:127.0.0.1`. */
  readonly remoteAddress: string;
  /** The posted form in order, as a merchant's notify handler would read it. */
  readonly fields: readonly (readonly [string, string])[];
}

export interface NotifyReceiver {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly received: readonly ReceivedPost[];
  /** The status the next posts are answered with; 200 by default. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A merchant's notify_url on a random loopback port: records every post and answers it. */
export async function startNotifyReceiver(): Promise<NotifyReceiver> {
  const received: ReceivedPost[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
        remoteAddress: request.socket.remoteAddress ?? '',
        fields: [...new URLSearchParams(body)],
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      ),
  };
}
