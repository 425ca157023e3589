import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type * as Dns from 'node:dns';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMessageId, newWebhookSecret } from '../../core/domain/webhooks/webhook.js';
import { HttpWebhookTransport } from './http-webhook-transport.js';

/** Names this file's resolver answers itself, as a DNS64 resolver would; any other goes to the system's. */
const testDns = vi.hoisted(() => new Map<string, readonly { address: string; family: number }[]>());
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof Dns>();
  const lookup = (hostname: string, options: object, callback: (error: null, addresses: unknown) => void) => {
    const known = testDns.get(hostname);
    if (known === undefined) return dns.lookup(hostname, options, callback as never);
    process.nextTick(() => callback(null, known));
  };
  return { ...dns, lookup, default: { ...dns, lookup } };
});

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A receiver on loopback answering with `answer`, recording what arrived. */
async function receiver(answer: (response: ServerResponse) => void): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

const offline = new HttpWebhookTransport({ allowPrivateAddresses: true, timeoutMs: 2_000 });
const message = (url: string, secret = newWebhookSecret()) => ({
  url,
  secret,
  messageId: newMessageId(),
  timestamp: new Date(),
  body: '{"type":"webhook.test","timestamp":"2026-03-01T10:00:00.000Z","data":{"a":1}}',
});

describe('HttpWebhookTransport', () => {
  it('sends a request the Standard Webhooks reference library verifies', async () => {
    const { url, received } = await receiver((response) => response.writeHead(204).end());
    const sent = message(url);
    expect(await offline.send(sent)).toEqual({ kind: 'answered', status: 204 });
    const [arrived] = received;
    expect(arrived?.headers['webhook-id']).toBe(sent.messageId);
    expect(arrived?.headers['content-type']).toBe('application/json');
    expect(new Webhook(sent.secret).verify(arrived?.body ?? '', arrived?.headers as Record<string, string>)).toEqual(
      JSON.parse(sent.body),
    );
    expect(() =>
      new Webhook(newWebhookSecret()).verify(arrived?.body ?? '', arrived?.headers as Record<string, string>),
    ).toThrow();
  });

  it('answers a redirect as its status, without following it', async () => {
    const { url, received } = await receiver((response) =>
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
    );
    expect(await offline.send(message(url))).toEqual({ kind: 'answered', status: 302 });
    expect(received).toHaveLength(1);
  });

  it('reads the status and not an endless body', async () => {
    const { url } = await receiver((response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('x'.repeat(64 * 1024)), 1);
      response.on('close', () => clearInterval(timer));
    });
    expect(await offline.send(message(url))).toEqual({ kind: 'answered', status: 200 });
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const { url } = await receiver(() => undefined);
    const impatient = new HttpWebhookTransport({ allowPrivateAddresses: true, timeoutMs: 200 });
    expect(await impatient.send(message(url))).toEqual({ kind: 'unreachable', error: 'No answer within 0.2 s' });
  });

  it('says when nothing listens', async () => {
    const { url } = await receiver((response) => response.end());
    server?.close();
    server?.closeAllConnections();
    const result = await offline.send(message(url));
    expect(result).toEqual({ kind: 'unreachable', error: 'The endpoint refused the connection' });
  });

  it('refuses loopback, private and link-local addresses, literal or by name, outside offline mode', async () => {
    const { url, received } = await receiver((response) => response.writeHead(200).end());
    const production = new HttpWebhookTransport({ allowPrivateAddresses: false, timeoutMs: 2_000 });
    const port = new URL(url).port;
    for (const target of [
      `https://127.0.0.1:${port}/`,
      `https://localhost:${port}/`,
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://10.0.0.8/',
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::127.0.0.1]:${port}/`,
      'https://[64:ff9b::a9fe:a9fe]/latest',
      'https://[2002:a9fe:a9fe::1]/latest',
    ]) {
      expect((await production.send(message(target))).kind, target).toBe('refused');
    }
    expect(await production.send(message(url))).toEqual({ kind: 'refused', error: 'The endpoint URL must use https' });
    expect(received).toEqual([]);
  });

  it('refuses a name DNS64 resolves to a private IPv4 address behind NAT64, and lets a public one through', async () => {
    testDns.set('metadata.dns64.test', [{ address: '64:ff9b::a9fe:a9fe', family: 6 }]);
    testDns.set('public.dns64.test', [{ address: '64:ff9b::808:808', family: 6 }]);
    const production = new HttpWebhookTransport({ allowPrivateAddresses: false, timeoutMs: 200 });
    expect(await production.send(message('https://metadata.dns64.test/latest'))).toMatchObject({ kind: 'refused' });
    // Not refused: the connection is tried (this machine has no NAT64, so nothing answers).
    expect(await production.send(message('https://public.dns64.test/'))).toMatchObject({ kind: 'unreachable' });
  });
});
