import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../adapters/http/app.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { precompress } from '../../../adapters/web/precompress.js';
import { rawRequest } from '../../support/raw-request.js';

const INDEX = '<!doctype html><title>BidPilot</title><div id="root"></div>';
const BIG_SCRIPT = `export const words = ${JSON.stringify('bid '.repeat(2_000))};`;

/** The body's bytes as sent (fetch would decompress them) and the headers. */
function bytesOf(
  url: string,
  acceptEncoding: string | undefined,
): Promise<{ headers: IncomingHttpHeaders; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the built web app over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  let outside: string;

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'bp-web-'));
    const root = join(parent, 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    writeFileSync(join(root, 'favicon.svg'), '<svg/>');
    mkdirSync(join(root, '.vite'));
    writeFileSync(
      join(root, '.vite', 'manifest.json'),
      '{"src/features/admin-users/index.tsx":{"file":"assets/admin-users.js"}}',
    );
    writeFileSync(join(root, 'assets', 'big-9f8e7d.js'), BIG_SCRIPT);
    precompress(root);
    outside = join(parent, 'secret.txt');
    writeFileSync(outside, 'not for the web');
    server = createHttpApp({
      storage: { ping: async () => true },
      logger: createLogger('silent'),
      webRoot: root,
    }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves index.html for the root and for any page path, never cached', async () => {
    for (const path of ['/', '/dashboard', '/admin/users/123/bids']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves built files with their type, fingerprinted assets cached for good', async () => {
    const asset = await fetch(`${baseUrl}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('sends the precompressed copy a browser takes (brotli first, then gzip), plain otherwise', async () => {
    const path = '/assets/big-9f8e7d.js';
    const brotli = await bytesOf(`${baseUrl}${path}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.raw).toString()).toBe(BIG_SCRIPT);
    const gzip = await bytesOf(`${baseUrl}${path}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toBe(BIG_SCRIPT);
    const plain = await bytesOf(`${baseUrl}${path}`, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(BIG_SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await fetch(`${baseUrl}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND' });
  });

  it('never serves the web app for an API path in disguise: a JSON 404 instead', async () => {
    for (const path of [
      '/Api/admin/users',
      '/API/ADMIN/USERS',
      '/api/Admin/users',
      '//api/admin/users',
      '/%61pi/admin/users',
      '/./api/admin/users',
      '/web/../api/admin/users',
      '/api\\admin\\users',
      '/api/admin/users/',
    ]) {
      const response = await rawRequest(baseUrl, 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toMatchObject({ success: false, errorCode: 'ROUTE_NOT_FOUND' });
    }
  });

  it('never serves a file outside the web root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const text = await (await fetch(`${baseUrl}${path}`)).text();
      expect(text).not.toContain('not for the web');
    }
    expect(outside).toContain('secret.txt');
  });

  it("never serves the build's dot-folders: Vite's manifest would list every chunk, the admin area's included", async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.VITE/manifest.json',
      '/%2evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const response = await rawRequest(baseUrl, 'GET', path);
      expect(JSON.stringify(response.body ?? ''), path).not.toContain('admin-users');
    }
  });

  it('still sends the security headers with the page', async () => {
    const response = await fetch(`${baseUrl}/dashboard`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("lets the pricing page's currency guess reach its reverse-geocoding service (web/src/config/geolocation.ts) and nothing else", async () => {
    const policy = (await fetch(`${baseUrl}/pricing`)).headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toContain("connect-src 'self' https://api.bigdatacloud.net");
  });
});
