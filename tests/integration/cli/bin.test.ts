import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface BinRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The real bin in a child process, as `npm run cli --` runs it, on a database of its own: exit codes and streams as a shell sees them. */
function bin(...args: string[]): Promise<BinRun> {
  const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-'));
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bin.sqlite')}`, LOG_LEVEL: 'silent', NO_COLOR: '1' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/src/index.ts', ...args], { env, cwd: process.cwd() }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
}

describe('the bidpilot bin', () => {
  it('answers --json on stdout with exit 0, a refused rule on stderr with exit 1, and a bad command line with exit 2', async () => {
    const [health, negative, unknown] = await Promise.all([bin('health', '--json'), bin('users', 'set-bids', 'someone', '-5'), bin('users', 'frobnicate')]);
    expect(health).toMatchObject({ code: 0, stdout: '{"success":true,"database":"up"}\n' });
    expect(negative).toEqual({ code: 1, stdout: '', stderr: 'VALIDATION_FAILED: Bid count cannot be negative\n' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
  });
});
