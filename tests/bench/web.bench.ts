import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { viteBuild } from '../../adapters/web/vite-build.js';
import { WEB_APP } from '../../adapters/web/web-app-build.js';
import type { Benchmark } from './figure.js';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The landing page's route module: what `/` loads beside the entry. */
const LANDING_ROUTE = 'src/app/routes/public/landing.tsx';
const ROUTE_MODULES = 'src/app/routes/';
/** Signed-in and admin routes render inside the side-navigation layout, its own lazy chunk. */
const APP_LAYOUT = 'src/components/layouts/app-layout.tsx';
const insideAppLayout = (key: string): boolean =>
  key.startsWith(`${ROUTE_MODULES}app/`) || key.startsWith(`${ROUTE_MODULES}admin/`);

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 100) / 100;

/**
 * The JavaScript a visitor of `/` downloads (the entry, its static imports and the landing route's
 * chunk), gzipped, and the heaviest route beyond it: a signed-in or admin screen's own chunks on
 * top of what the entry already loaded. Built fresh, as `npm start` builds.
 */
export const webBenchmark: Benchmark = async () => {
  await viteBuild();
  const manifest = JSON.parse(readFileSync(join(WEB_APP.outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string): number => gzipSync(readFileSync(join(WEB_APP.outDir, file)), { level: 9 }).length;
  const sum = (files: Iterable<string>): number =>
    [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipped(file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error('the web build has no entry chunk');
  const entryFiles = staticClosure(manifest, entry);
  const publicFiles = staticClosure(manifest, LANDING_ROUTE, new Set(entryFiles));
  const routeSizes = Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTE_MODULES))
    .map((key) => staticClosure(manifest, key, insideAppLayout(key) ? staticClosure(manifest, APP_LAYOUT) : new Set()))
    .map((files) => sum([...files].filter((file) => !entryFiles.has(file))));

  return [
    { name: 'web.public_js_gzip_kb', value: kilobytes(sum(publicFiles)), unit: 'kB' },
    { name: 'web.largest_route_js_gzip_kb', value: kilobytes(Math.max(0, ...routeSizes)), unit: 'kB' },
  ];
};
