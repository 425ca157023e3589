import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Every group still running, killed if the test process itself ends first (a crash, an interrupted run). */
const groups = new Set<number>();
let hooked = false;

function killGroupsOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}

/** One line a child wrote, with the incarnation that wrote it (a restarted process is a new one). */
export interface LoggedLine {
  readonly incarnation: number;
  readonly stream: 'stdout' | 'stderr';
  readonly text: string;
}

/**
 * A BidPilot entry run as a real OS process from the sources (`node --import tsx <entry> …args`),
 * in a process group of its own, so `kill9` and `stop` reach whatever it started too. Every line
 * it writes is kept, across restarts, for the test's checks and for the dump on failure.
 */
export class OsProcess {
  readonly lines: LoggedLine[] = [];
  private child: ChildProcess | null = null;
  private incarnation = 0;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly args: readonly string[],
    private readonly env: Readonly<Record<string, string>>,
  ) {}

  /** Starts a new incarnation; the environment is only what was given, plus PATH and HOME. */
  start(): void {
    if (this.child !== null) throw new Error(`${this.name} is already running`);
    killGroupsOnExit();
    this.incarnation += 1;
    const incarnation = this.incarnation;
    const child = spawn(process.execPath, ['--import', 'tsx', this.entry, ...this.args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of ['stdout', 'stderr'] as const) {
      let partial = '';
      child[stream]?.setEncoding('utf8').on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        for (const text of parts) this.lines.push({ incarnation, stream, text });
      });
    }
    const pid = child.pid;
    if (pid !== undefined) groups.add(pid);
    child.once('exit', () => {
      if (pid !== undefined) groups.delete(pid);
      if (this.child === child) this.child = null;
    });
    this.child = child;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** `kill -9` of its whole process group, as a crash or an OOM kill would end it; resolves once it is gone. */
  async kill9(): Promise<void> {
    await this.signalAndWait('SIGKILL', 0);
  }

  /** SIGTERM to its group, then SIGKILL after `graceMs`; resolves once it is gone. */
  async stop(graceMs = 10_000): Promise<void> {
    await this.signalAndWait('SIGTERM', graceMs);
  }

  /** The lines this process wrote as JSON objects (pino's), the others skipped. */
  jsonLines(): { readonly incarnation: number; readonly line: Record<string, unknown> }[] {
    return this.lines.flatMap(({ incarnation, text }) => {
      if (!text.startsWith('{')) return [];
      try {
        return [{ incarnation, line: JSON.parse(text) as Record<string, unknown> }];
      } catch {
        return [];
      }
    });
  }

  /** Its last `lines` lines of output, for a failed test's report. */
  dump(lines = 300): string {
    return this.lines
      .slice(-lines)
      .map(({ incarnation, stream, text }) => `[${this.name}#${incarnation} ${stream}] ${text}`)
      .join('\n');
  }

  private async signalAndWait(signal: NodeJS.Signals, graceMs: number): Promise<void> {
    const child = this.child;
    if (child === null || child.pid === undefined) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    const group = (sent: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, sent);
      } catch {
        // The group is already gone.
      }
    };
    group(signal);
    const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => group('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
  }
}

/** Polls `probe` until it answers something, for at most `withinMs`; `what` names the wait in the failure. */
export async function pollUntil<T>(
  what: string,
  withinMs: number,
  probe: () => Promise<T | undefined>,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${withinMs} ms waiting for ${what}${lastError === undefined ? '' : ` (last error: ${String(lastError)})`}`,
      );
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

/** Answers once `url` answers 200 (a server up), within `withinMs`. */
export const untilHealthy = (url: string, withinMs: number): Promise<true> =>
  pollUntil(`${url} to answer 200`, withinMs, async () =>
    (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200 ? true : undefined,
  );
