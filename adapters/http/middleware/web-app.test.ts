import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { webApp, type WebAppOptions } from './web-app.js';

const INDEX = '<!doctype html><title>BidPilot</title><div id="root"></div>';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve()))));

/** A server of the web app alone on a random port, over a folder with no build in it yet. */
async function serving(options: WebAppOptions): Promise<{ baseUrl: string; buildLands: () => void }> {
  const root = join(mkdtempSync(join(tmpdir(), 'bp-wait-')), 'web');
  const app = new Koa();
  app.use(webApp(root, options));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { from: 'next' };
  });
  server = app.listen(0);
  await new Promise((resolve) => server!.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    buildLands: () => {
      mkdirSync(root, { recursive: true });
      writeFileSync(join(root, 'index.html'), INDEX);
    },
  };
}

/** A build the test finishes or fails by hand. */
function pendingBuild(): { ready: Promise<void>; finish: () => void; fail: () => void } {
  let finish = (): void => undefined;
  let fail = (): void => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = () => reject(new Error('vite failed'));
  });
  // Observed before it fails, as adapters/web/background-build.ts does; the middleware reads it later.
  ready.catch(() => undefined);
  return { ready, finish, fail };
}

describe('pages while the web app is still being built at start', () => {
  it('wait for the build and then get the real app, not a 404', async () => {
    const build = pendingBuild();
    const { baseUrl, buildLands } = await serving({ ready: build.ready });
    const page = fetch(`${baseUrl}/dashboard`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    buildLands();
    build.finish();
    const response = await page;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it('are answered 503 with Retry-After when the build takes longer than the wait, or failed', async () => {
    const slow = pendingBuild();
    const { baseUrl } = await serving({ ready: slow.ready, waitMs: 30 });
    const late = await fetch(`${baseUrl}/`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const failed = pendingBuild();
    failed.fail();
    const again = await serving({ ready: failed.ready });
    expect((await fetch(`${again.baseUrl}/`)).status).toBe(503);
  });

  it('never hold back the API or a method the web app does not serve', async () => {
    const { baseUrl } = await serving({ ready: pendingBuild().ready, waitMs: 60_000 });
    expect((await fetch(`${baseUrl}/api/anything`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/`, { method: 'POST' })).status).toBe(404);
  });
});

/** A GET with the Host header a browser at another name would send: status, Location and body. */
const getAs = (baseUrl: string, path: string, host: string) =>
  new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const sent = request(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });

describe('pages asked for at another loopback name of the public address', () => {
  it('are redirected to the public address, path and query kept, so the sign-in lives on one origin', async () => {
    const { baseUrl, buildLands } = await serving({ publicUrl: 'http://localhost:3000' });
    buildLands();
    const page = await getAs(baseUrl, '/pricing?plan=pro', '127.0.0.1:3000');
    expect(page).toMatchObject({ status: 302, location: 'http://localhost:3000/pricing?plan=pro' });
    expect(await getAs(baseUrl, '/pricing', 'localhost:3000')).toMatchObject({ status: 200, body: INDEX });
  });

  it('leave the API, other hosts and other ports alone', async () => {
    const { baseUrl, buildLands } = await serving({ publicUrl: 'http://localhost:3000' });
    buildLands();
    expect(await getAs(baseUrl, '/api/anything', '127.0.0.1:3000')).toMatchObject({ status: 404 });
    expect(await getAs(baseUrl, '/', 'evil.example:3000')).toMatchObject({ status: 200, body: INDEX });
    expect(await getAs(baseUrl, '/', '127.0.0.1:3001')).toMatchObject({ status: 200, body: INDEX });
  });
});
