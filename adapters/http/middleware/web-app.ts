import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';
import { namesApi } from './canonical-path.js';
import { publicOriginFor } from './public-origin.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Precompressed copies the build writes beside each text file (adapters/web/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The precompressed copies of `file` the build wrote, best first. */
const compressedCopies = (file: string) =>
  ENCODINGS.filter(({ suffix }) => existsSync(file + suffix)).map(({ name, suffix }) => ({
    encoding: name,
    path: file + suffix,
  }));

/** Paths the web app never owns, the API in any spelling included: they keep their JSON 404s. */
const isServerPath = (path: string): boolean => namesApi(path) || path.startsWith('/sandbox/');

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot-folders hold build bookkeeping (Vite's manifest names every chunk, the admin area's too), not the site.
  if (decoded.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..'))
    return null;
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const info = await stat(candidate).catch(() => null);
  return info?.isFile() ? candidate : null;
}

/** How long a page request waits for a build still running at start before it is answered 503. */
export const WEB_BUILD_WAIT_MS = 60_000;

/** Whether `ready` settles as built within `ms`; a failed build counts as not built. */
async function builtWithin(ready: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([
      ready.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface WebAppOptions {
  /** A build still running (npm start on a fresh clone): page requests wait for it, not for a 404 or yesterday's build. */
  readonly ready?: Promise<unknown>;
  readonly waitMs?: number;
  /** PUBLIC_URL: a page asked for at another loopback name of it is sent there (./public-origin.ts). */
  readonly publicUrl?: string;
}

/**
 * Serves the built single-page app from `root`: its files as they are, and index.html for any
 * other page path so the browser router can take over. Vite fingerprints everything under
 * /assets, so those may be cached for good; index.html must always be revalidated. A browser that
 * takes brotli or gzip gets the build's precompressed copy of a text file. While a build made at
 * start is running, page requests wait for it (bounded by `waitMs`). A page asked for at another
 * loopback name of the public address is redirected there, so the sign-in lives on one origin.
 */
export function webApp(root: string, { ready, waitMs = WEB_BUILD_WAIT_MS, publicUrl }: WebAppOptions = {}): Middleware {
  const base = resolve(root);
  const indexFile = join(base, 'index.html');
  let built = ready === undefined;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();
    const publicOrigin = publicOriginFor(publicUrl, ctx.host);
    if (publicOrigin !== null) return ctx.redirect(publicOrigin + ctx.url);
    if (!built && ready !== undefined) {
      built = await builtWithin(ready, waitMs);
      if (!built) {
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = 'BidPilot is still building its web app: try again in a few seconds.';
        return;
      }
    }
    if (!existsSync(indexFile)) return next();
    const file = (await fileAt(base, ctx.path)) ?? indexFile;
    const immutable = file.startsWith(join(base, 'assets') + sep);
    ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const copies = compressedCopies(file);
    if (copies.length > 0) ctx.vary('Accept-Encoding');
    const compressed = copies.find(({ encoding }) => ctx.acceptsEncodings(encoding) === encoding);
    if (compressed !== undefined) ctx.set('Content-Encoding', compressed.encoding);
    ctx.body = createReadStream(compressed?.path ?? file);
  };
}
