import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { bin, binWith, migratedDir } from './bin-process.js';

// Several child processes on tsx at once, on two shared cores: minutes are the budget, not seconds.
describe('the bidpilot bin', { timeout: 120_000 }, () => {
  it('answers --json on stdout with exit 0, a refused rule on stderr with exit 1, and a bad command line with exit 2', async () => {
    const [health, refused, unknown] = await Promise.all([
      bin('health', '--json'),
      bin('users', 'show', 'nobody@example.com'),
      bin('users', 'frobnicate'),
    ]);
    expect(health).toMatchObject({ code: 0, stdout: '{"success":true,"database":"up"}\n' });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^database: \S+bin\.sqlite\nUSER_NOT_FOUND: User not found\n$/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
  });

  it('answers a failed --json command with the API error envelope on stdout, so a script reads JSON either way', async () => {
    const [refused, badLine, unknownOption] = await Promise.all([
      bin('users', 'show', 'nobody@example.com', '--json'),
      bin('users', 'delete', 'someone', '--json'),
      bin('users', 'list', '--json', '--colour'),
    ]);
    expect(refused).toEqual({
      code: 1,
      stdout: '{"success":false,"message":"User not found","errorCode":"USER_NOT_FOUND"}\n',
      stderr: '',
    });
    expect(badLine).toEqual({
      code: 2,
      stdout:
        '{"success":false,"message":"Deleting a user cannot be undone: pass --yes to confirm (there is no terminal to ask on)","errorCode":"USAGE"}\n',
      stderr: '',
    });
    expect(unknownOption.code).toBe(2);
    expect(JSON.parse(unknownOption.stdout)).toEqual({
      success: false,
      message: "unknown option '--colour'",
      errorCode: 'USAGE',
    });
  });

  it('creates the first admin with the password from BIDPILOT_ADMIN_PASSWORD, or from stdin when it is piped', async () => {
    const [fromEnv, fromStdin] = await Promise.all([
      binWith(
        { dir: await migratedDir(), env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } },
        'create-admin',
        '--email',
        'root@example.com',
        '--json',
      ),
      binWith(
        { dir: await migratedDir(), stdin: 'Adm1n!pass\n' },
        'create-admin',
        '--email',
        'root@example.com',
        '--json',
      ),
    ]);
    expect(fromEnv).toMatchObject({
      code: 0,
      stdout: '{"success":true,"created":true,"reEnabled":false,"email":"root@example.com"}\n',
    });
    expect(fromStdin).toMatchObject({
      code: 0,
      stdout: '{"success":true,"created":true,"reEnabled":false,"email":"root@example.com"}\n',
    });
    expect(fromStdin.stderr).not.toContain('Adm1n!pass');
  });

  it('refuses a password on the command line, a weak one and no password at all, each with exit 2 (usage)', async () => {
    const [onCommandLine, weak, none] = await Promise.all([
      binWith(
        { env: { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' } },
        'create-admin',
        '--email',
        'root@example.com',
        '--password',
        'Adm1n!pass',
      ),
      binWith(
        { dir: await migratedDir(), env: { BIDPILOT_ADMIN_PASSWORD: 'weakpass' } },
        'create-admin',
        '--email',
        'root@example.com',
      ),
      binWith({ dir: await migratedDir() }, 'create-admin', '--email', 'root@example.com'),
    ]);
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toContain('BIDPILOT_ADMIN_PASSWORD');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/\nVALIDATION_FAILED: Password must contain: uppercase letter, number, symbol\n$/);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No password given');
  });

  it('prints its version and its help fast without writing anything, even where no database is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-empty-'));
    const unset = { DATABASE_URL: '', DATA_DIR: dir };
    const [version, help, usersHelp] = await Promise.all([
      binWith({ dir, env: unset }, '--version'),
      binWith({ dir, env: unset }, '--help'),
      binWith({ dir, env: unset }, 'users', 'export', '--help'),
    ]);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(version).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('db');
    expect(help.stdout).toContain('--no-color');
    expect(usersHelp.stdout).toContain('no password hashes, no tokens');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses to create a database for a command that reads one, naming `bidpilot db migrate`, with exit 2 and nothing written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-empty-'));
    const [list, json] = await Promise.all([
      binWith({ dir, env: { DATABASE_URL: '' } }, 'users', 'list'),
      binWith({ dir, env: { DATABASE_URL: '' } }, 'stats', '--json'),
    ]);
    expect(list.code).toBe(2);
    expect(list.stderr).toContain(`DATABASE_NOT_MIGRATED: No BidPilot database at ${join(dir, 'bidpilot.sqlite')}`);
    expect(list.stderr).toContain('bidpilot db migrate');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: false, errorCode: 'DATABASE_NOT_MIGRATED' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves an empty database file as it found it: refused commands, and db status, write not a byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-zero-'));
    const file = join(dir, 'bidpilot.sqlite');
    writeFileSync(file, '');
    const [list, status] = await Promise.all([
      binWith({ dir, env: { DATABASE_URL: '' } }, 'users', 'list'),
      binWith({ dir, env: { DATABASE_URL: '' } }, 'db', 'status', '--json'),
    ]);
    expect(list.code).toBe(2);
    expect(list.stderr).toContain(`DATABASE_NOT_MIGRATED: No BidPilot database at ${file}`);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ success: true, database: { location: file, exists: false } });
    expect(readdirSync(dir)).toEqual(['bidpilot.sqlite']);
    expect(statSync(file).size).toBe(0);
  });

  it("names another program's database in db status, and refuses db migrate on it with exit 1 in one line, writing nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-foreign-'));
    const file = join(dir, 'bidpilot.sqlite');
    const other = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    await other.schema.createTable('notes', (table) => table.increments('id'));
    await other.destroy();
    const bytes = readFileSync(file);
    const env = { DATABASE_URL: '' };
    const [status, migrate, json] = await Promise.all([
      binWith({ dir, env }, 'db', 'status'),
      binWith({ dir, env }, 'db', 'migrate'),
      binWith({ dir, env }, 'migrate', '--json'),
    ]);
    expect(status.code).toBe(0);
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(
      "State another program's database: 1 table (notes), no BidPilot migrations; db migrate refuses it",
    );
    // BidPilot's migrations will never be applied there: none is listed as pending.
    expect(status.stdout).not.toMatch(/^(?:Applied|Latest|Pending)\b/m);
    expect(migrate).toMatchObject({ code: 1, stdout: '' });
    expect(migrate.stderr).toBe(
      `FOREIGN_DATABASE: The database at ${file} is another program's (1 table, no BidPilot migrations): BidPilot migrates only its own or an empty one. Point DATA_DIR or DATABASE_URL at an empty location.\n`,
    );
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: false, errorCode: 'FOREIGN_DATABASE' });
    expect(readdirSync(dir)).toEqual(['bidpilot.sqlite']);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('writes an export to a pipe as exact CSV: CRLF after every record, the last one too, and nothing after it', async () => {
    const { code, stdout } = await bin('payments', 'export', '--from', '2026-01-01', '--to', '2026-01-31');
    expect(code).toBe(0);
    expect(stdout).toBe(
      'payment_id,created_at,user_email,item,amount,currency,method,status,bids_allocated,unlimited_bids\r\n',
    );
  });

  it('answers 3 when the database cannot be reached, its password masked', async () => {
    const unreachable = await binWith(
      { env: { DATABASE_URL: 'postgres://bidpilot:s3cret-pw@127.0.0.1:1/bidpilot' } },
      'users',
      'list',
    );
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toMatch(
      /^UNREACHABLE: Cannot open the database at DATABASE_URL=postgres:\/\/bidpilot:\*\*\*@127\.0\.0\.1:1\/bidpilot/,
    );
    expect(unreachable.stderr).not.toContain('s3cret-pw');
  });

  it('refuses with exit 1 and one line naming the file when the SQLite file is no database, without a stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-corrupt-'));
    writeFileSync(join(dir, 'bin.sqlite'), randomBytes(8192));
    const run = await binWith({ dir }, 'users', 'list');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `NOT_A_DATABASE: Not a SQLite database: ${join(dir, 'bin.sqlite')} (file is not a database). Point DATABASE_URL or DATA_DIR at the BidPilot database, or restore this file from a backup.\n`,
    );
  });

  it('shows a configuration error with exit 2, its problems one a line', async () => {
    const run = await binWith({ dir: await migratedDir(), env: { NODE_ENV: 'production' } }, 'users', 'list');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^INVALID_CONFIGURATION: Invalid configuration:\n- JWT_SECRET and ENCRYPTION_KEY are required/,
    );
    expect(run.stderr).not.toContain('\\x0a');
  });

  it('names the database it opened on stderr, never in the --json output', async () => {
    const dir = await migratedDir();
    const [plain, json] = await Promise.all([
      binWith({ dir }, 'plans', 'list'),
      binWith({ dir }, 'plans', 'list', '--json'),
    ]);
    expect(plain.stderr).toBe(`database: ${join(dir, 'bin.sqlite')}\n`);
    expect(plain.stdout.split('\n')[0]).toContain('Slug');
    expect(JSON.parse(json.stdout)).toMatchObject({ success: true });
    expect(json.stdout).not.toContain(dir);
  });

  it('styles its output on a colour terminal, and with NO_COLOR or --no-color prints no ANSI code at all, bold and dim included', async () => {
    const dir = await migratedDir();
    const colour = { dir, env: { FORCE_COLOR: '1', NO_COLOR: '' } };
    const [styled, noColor, flag] = await Promise.all([
      binWith(colour, 'plans', 'list'),
      binWith({ dir, env: { FORCE_COLOR: '1', NO_COLOR: '1' } }, 'plans', 'list'),
      binWith(colour, 'plans', 'list', '--no-color'),
    ]);
    expect(styled.stdout + styled.stderr).toContain('\x1b[');
    for (const run of [noColor, flag]) {
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain('\x1b[');
      expect(run.stdout.split('\n')[0]).toContain('Slug');
    }
  });

  it('lays piped output out at COLUMNS when it names a width, else at 80, never at a width of 0', async () => {
    const dir = await migratedDir();
    const [piped, zero, wide] = await Promise.all([
      binWith({ dir }, 'plans', 'list'),
      binWith({ dir, env: { COLUMNS: '0' } }, 'plans', 'list'),
      binWith({ dir, env: { COLUMNS: '200' } }, 'plans', 'list'),
    ]);
    for (const run of [piped, zero]) {
      expect(run.code).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
      expect(lines[0]).not.toMatch(/^ID\s/);
    }
    expect(wide.stdout).toMatch(/^ID\s+/);
    expect(Math.max(...wide.stdout.split('\n').map((line) => line.length))).toBeGreaterThan(80);
  });

  it('refuses a destructive command without a terminal to ask on unless --yes is given', async () => {
    const dir = await migratedDir();
    const refused = await binWith({ dir }, 'plans', 'delete', 'starter');
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr: 'USAGE: Deleting a plan cannot be undone: pass --yes to confirm (there is no terminal to ask on)\n',
    });
  });
});
