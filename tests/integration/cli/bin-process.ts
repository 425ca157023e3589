import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';

export interface BinRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface BinOptions {
  readonly env?: Readonly<Record<string, string>>;
  /** Piped to the bin's stdin, then closed; without it stdin is closed at once. */
  readonly stdin?: string;
  /** The database folder, to run several commands on one database. */
  readonly dir?: string;
}

/** A data folder with a database `db migrate` created in it, as an operator's would be. */
export async function migratedDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-'));
  await cliRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bin.sqlite')}` })).migrate();
  return dir;
}

/** The real bin in a child process, as `npm run cli --` runs it, on a migrated database of its own: exit codes and streams as a shell sees them. */
export async function bin(...args: string[]): Promise<BinRun> {
  return binWith({ dir: await migratedDir() }, ...args);
}

export function binWith(options: BinOptions, ...args: string[]): Promise<BinRun> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'bp-cli-bin-'));
  const inherited = { ...process.env };
  delete inherited.BIDPILOT_ADMIN_PASSWORD;
  delete inherited.DATABASE_URL;
  delete inherited.FORCE_COLOR;
  // The width the suite runs in is no business of the bin's output here; a test sets COLUMNS to mean one.
  delete inherited.COLUMNS;
  const env = {
    ...inherited,
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, 'bin.sqlite')}`,
    LOG_LEVEL: 'silent',
    NO_COLOR: '1',
    ...options.env,
  };
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'cli/src/index.ts', ...args],
      { env, cwd: process.cwd() },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
    child.stdin?.end(options.stdin ?? '');
  });
}
