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

interface BinOptions {
  readonly env?: Readonly<Record<string, string>>;
  /** Piped to the bin's stdin, then closed; without it stdin is closed at once. */
  readonly stdin?: string;
  /** The database folder, to run several commands on one database. */
  readonly dir?: string;
}

/** The real bin in a child process, as `npm run cli --` runs it, on a database of its own: exit codes and streams as a shell sees them. */
function bin(...args: string[]): Promise<BinRun> {
  return binWith({}, ...args);
}

function binWith(options: BinOptions, ...args: string[]): Promise<BinRun> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'bp-cli-bin-'));
  const inherited = { ...process.env };
  delete inherited.BIDPILOT_ADMIN_PASSWORD;
  const env = { ...inherited, DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bin.sqlite')}`, LOG_LEVEL: 'silent', NO_COLOR: '1', ...options.env };
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', 'cli/src/index.ts', ...args], { env, cwd: process.cwd() }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
    child.stdin?.end(options.stdin ?? '');
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

  it('answers a failed --json command with the API error envelope on stdout, so a script reads JSON either way', async () => {
    const [refused, badLine, unknownOption] = await Promise.all([
      bin('users', 'set-bids', 'someone', '-5', '--json'),
      bin('users', 'delete', 'someone', '--json'),
      bin('users', 'list', '--json', '--colour'),
    ]);
    expect(refused).toEqual({ code: 1, stdout: '{"success":false,"message":"Bid count cannot be negative","errorCode":"VALIDATION_FAILED"}\n', stderr: '' });
    expect(badLine).toEqual({ code: 2, stdout: '{"success":false,"message":"Deleting a user cannot be undone: add --yes to confirm","errorCode":"USAGE"}\n', stderr: '' });
    expect(unknownOption.code).toBe(2);
    expect(JSON.parse(unknownOption.stdout)).toEqual({ success: false, message: "unknown option '--colour'", errorCode: 'USAGE' });
  });

  it('creates the first admin with the password from BIDPILOT_ADMIN_PASSWORD, or from stdin when it is piped', async () => {
    const [fromEnv, fromStdin] = await Promise.all([
      binWith({ env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } }, 'create-admin', '--email', 'root@example.com', '--json'),
      binWith({ stdin: 'Adm1n!pass\n' }, 'create-admin', '--email', 'root@example.com', '--json'),
    ]);
    expect(fromEnv).toMatchObject({ code: 0, stdout: '{"success":true,"created":true,"reEnabled":false,"email":"root@example.com"}\n' });
    expect(fromStdin).toMatchObject({ code: 0, stdout: '{"success":true,"created":true,"reEnabled":false,"email":"root@example.com"}\n' });
    expect(fromStdin.stderr).not.toContain('Adm1n!pass');
  });

  it('refuses a password on the command line with exit 2, a weak one with exit 1, and no password at all with exit 2', async () => {
    const [onCommandLine, weak, none] = await Promise.all([
      binWith({ env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } }, 'create-admin', '--email', 'root@example.com', '--password', 'Adm1n!pass'),
      binWith({ env: { BIDPILOT_ADMIN_PASSWORD: 'weakpass' } }, 'create-admin', '--email', 'root@example.com'),
      binWith({}, 'create-admin', '--email', 'root@example.com'),
    ]);
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toContain('BIDPILOT_ADMIN_PASSWORD');
    expect(weak).toMatchObject({ code: 1, stderr: 'VALIDATION_FAILED: Password must contain: uppercase letter, number, symbol\n' });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No password given');
  });
});
