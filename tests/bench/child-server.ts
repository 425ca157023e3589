import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds; resolves once it is gone. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** The entry, relative to the repository: TypeScript run as `tsx <script>` runs it, a built `.js` by Node alone. */
  readonly script: string;
  /** The child's whole environment (nothing is inherited beyond it); PORT is added. */
  readonly env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx. */
  readonly readyPath: string;
  /** Node flags in front of the loader, e.g. --cpu-prof. */
  readonly nodeArgs?: readonly string[];
  readonly readyWithinMs?: number;
  /** Where the child's stdout goes (its log lines, as in production): appended to this file. Piped (its tail kept for errors) when absent. */
  readonly stdoutFile?: string;
}

const running = new Set<ChildProcess>();
let hooked = false;

/**
 * A bench that fails or is interrupted must not leave a server running on the shared machine:
 * whatever is still alive when this process ends is killed.
 */
function killChildrenOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()));

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
  }
  running.delete(child);
}

/**
 * Runs `script` in one Node process of its own, TypeScript with tsx's loader (`node --import
 * tsx`, what the tsx command runs, minus its wrapper process: the pid is the server's, so a
 * signal or --cpu-prof reaches the server itself). Resolves once `readyPath` answers; the child is killed
 * if it never does.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  killChildrenOnExit();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const loader = options.script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const stdout = options.stdoutFile === undefined ? 'pipe' : openSync(options.stdoutFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: REPO_ROOT,
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters for a failure message; the server logs at info by default.
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => stopChild(child);
  try {
    const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${options.script} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
      const up = await fetch(`${url}${options.readyPath}`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline)
        throw new Error(`${options.script} did not answer ${options.readyPath} in time:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}
