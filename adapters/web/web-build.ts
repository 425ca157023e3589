import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of any file under `paths` (folders walked, missing paths skipped). */
export function newestModification(paths: readonly string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const info = statSync(path);
    if (info.isFile()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !join(entry.parentPath, entry.name).includes('node_modules'))
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export interface WebBuildPlan {
  /** The built app's folder (dist/web); its index.html is written last by a build. */
  readonly outDir: string;
  /** What the build reads: web/, contract/, the core modules the screens import, the Vite config. */
  readonly sources: readonly string[];
}

/** A build is needed when there is none, or when any source changed after it was made. */
export function webBuildIsStale({ outDir, sources }: WebBuildPlan): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  return newestModification(sources) > statSync(index).mtimeMs;
}

/**
 * `npm start` serves a current web app: a build is due when it is missing or stale. Without the
 * sources (a deployment of dist/ only) the existing build is served as it is.
 */
export function webBuildIsDue(plan: WebBuildPlan): boolean {
  if (plan.sources.every((source) => !existsSync(source))) return false;
  return webBuildIsStale(plan);
}

/** Builds the web app when a build is due; returns whether it built. */
export async function ensureWebBuild(plan: WebBuildPlan, build: () => Promise<void>): Promise<boolean> {
  if (!webBuildIsDue(plan)) return false;
  await build();
  return true;
}
