import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The script a background build runs; the same one `npm run build:web` runs. */
const BUILD_SCRIPT = fileURLToPath(new URL('./build-web-app.ts', import.meta.url));

export interface BackgroundBuild {
  /** Settles when the build is in place (fulfilled) or has failed (rejected, with its exit status). */
  readonly done: Promise<void>;
  /** Stops a build still running, when the server stops first. */
  cancel(): void;
}

/**
 * Builds the web app in a child Node process, so the server's own start-up (loading its modules,
 * migrating) runs on the other core at the same time instead of after it (docs/adr/0017). The child
 * runs with this process's loader flags (tsx's), as `npm start` runs from TypeScript sources.
 */
export function buildWebAppInBackground(): BackgroundBuild {
  // A process group of its own: Ctrl-C in the terminal stops the server, which then cancels the build.
  const child = spawn(process.execPath, [...process.execArgv, BUILD_SCRIPT, 'quick'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the web app's build failed (${signal ?? `exit status ${code}`})`));
    });
  });
  // A failure is reported through `done` to whoever awaits it; this only keeps an unobserved
  // rejection from ending the process before that.
  done.catch(() => undefined);
  return {
    done,
    cancel: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
