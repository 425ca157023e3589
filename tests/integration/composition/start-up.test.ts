import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from '../../../adapters/composition/runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

const silent = createLogger('silent');
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

interface Exit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm start` in a child process, with only the given settings; it must give up on its own well before the timeout. */
function start(env: Readonly<Record<string, string>>): Promise<Exit> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|ENCRYPTION_KEY|JWT_SECRET|ADMIN_.*|PORT|NODE_ENV|SIMULATORS|MARKETPLACE_.*|PAYFAST_.*)$/.test(
          name,
        ),
    ),
  );
  const settings = { ...inherited, PORT: '0', SCHEDULER: 'off', LOG_LEVEL: 'silent', ...env };
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'adapters/main.ts'],
      { env: settings, cwd: process.cwd(), timeout: 20_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr });
      },
    );
    child.stdin?.end();
  });
}

const dataDir = () => mkdtempSync(join(tmpdir(), 'bp-start-up-'));

describe('a database that cannot be opened at start', () => {
  it('stops with exit 1 and one line naming DATABASE_URL, without its password, when Postgres does not answer', async () => {
    const exit = await start({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://bidpilot:S3cret-pw@127.0.0.1:1/bidpilot',
    });

    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      /^Cannot open the database at DATABASE_URL=postgres:\/\/bidpilot:\*\*\*@127\.0\.0\.1:1\/bidpilot: .*ECONNREFUSED.*\n$/,
    );
    expect(exit.stderr + exit.stdout).not.toContain('S3cret-pw');
    expect(exit.stderr).not.toContain('Acquire connection error');
  });

  it('stops with exit 1 and one line naming DATABASE_URL when the SQLite file cannot be created', async () => {
    const dir = dataDir();
    const notAFolder = join(dir, 'plain-file');
    writeFileSync(notAFolder, 'not a folder');

    const exit = await start({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(notAFolder, 'bidpilot.sqlite')}` });

    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      new RegExp(`^Cannot open the database at DATABASE_URL=sqlite:${notAFolder}/bidpilot\\.sqlite: [^\\n]+\\n$`),
    );
  });
});

describe('a production start without the real Freelancer and PayFast', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32) };

  it('stops with exit 1 and one line naming PAYFAST_URL, MARKETPLACE_URL, SMTP_URL and SIMULATORS=on, before it opens anything', async () => {
    const dir = dataDir();
    const exit = await start({ ...production, DATA_DIR: dir });

    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      /^Invalid configuration:\n- PAYFAST_URL, MARKETPLACE_URL and SMTP_URL are required when NODE_ENV=production: .* or SIMULATORS=on to run a demo on the simulators\n$/,
    );
    expect(existsSync(join(dir, 'bidpilot.sqlite'))).toBe(false);
  });

  it('names the one that is missing when the other is set', async () => {
    const exit = await start({
      ...production,
      DATA_DIR: dataDir(),
      PAYFAST_URL: 'https://sandbox.payfast.co.za',
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      SMTP_URL: 'smtp://smtp.example.com:587',
      MAIL_FROM: 'alerts@example.com',
    });

    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/^Invalid configuration:\n- MARKETPLACE_URL is required when NODE_ENV=production/);
    expect(exit.stderr).not.toMatch(/PAYFAST_URL (is|are) required/);
  });
});

describe('a start on the real Freelancer without a feed service token', () => {
  it('stops with exit 1 and one line naming MARKETPLACE_FEED_TOKEN, outside production too, before it opens anything', async () => {
    const dir = dataDir();
    const exit = await start({ NODE_ENV: 'development', DATA_DIR: dir, MARKETPLACE_URL: 'https://www.freelancer.com' });

    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      /^Invalid configuration:\n- MARKETPLACE_FEED_TOKEN is required with MARKETPLACE_URL set: [^\n]+\n$/,
    );
    expect(existsSync(join(dir, 'bidpilot.sqlite'))).toBe(false);
  });
});

describe.each(dialects)('a stored token the configured key cannot open, on %s', (dialect) => {
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;

  beforeEach(async () => {
    const dir = dataDir();
    const scratch = dialect === 'postgres' ? await createScratchDatabase() : null;
    env = { DATA_DIR: dir, DATABASE_URL: scratch?.url ?? `sqlite:${join(dir, 'bidpilot.sqlite')}` };
    dropDatabase = scratch?.drop ?? (async () => {});
    const runtime = await createRuntime(loadConfig(env), { logger: silent });
    try {
      const storage = runtime.storage;
      const user = await storage.users.create({
        name: 'Linked',
        email: 'linked@x.test',
        passwordHash: 'not-a-real-hash',
      });
      await storage.profiles.save(user.id, { oauthToken: 'freelancer-oauth-token', freelancerUserId: '42' });
    } finally {
      await runtime.close();
    }
  });
  afterEach(() => dropDatabase());

  it('refuses to start with one line naming ENCRYPTION_KEY and DATA_DIR when the key is another', async () => {
    const refusal = await createRuntime(
      loadConfig({ ...env, ENCRYPTION_KEY: 'cd'.repeat(32), JWT_SECRET: 'j'.repeat(40) }),
      { logger: silent },
    ).then(
      async (runtime) => {
        await runtime.close();
        return null;
      },
      (error: unknown) => error as Error,
    );

    expect(refusal?.message).toMatch(/^ENCRYPTION_KEY cannot decrypt the Freelancer tokens stored in this database/);
    expect(refusal?.message).toContain('DATA_DIR');
    expect(refusal?.message).not.toContain('\n');
  });

  it('refuses to start when a new DATA_DIR generated a new key for the same database', async () => {
    await expect(createRuntime(loadConfig({ ...env, DATA_DIR: dataDir() }), { logger: silent })).rejects.toThrow(
      /^ENCRYPTION_KEY cannot decrypt/,
    );
  });

  it('starts with the key the tokens were sealed with, and reads them', async () => {
    const runtime = await createRuntime(loadConfig(env), { logger: silent });
    try {
      const storage = runtime.storage;
      const user = await storage.users.findByEmail('linked@x.test');
      expect((await storage.profiles.get(user?.id ?? ''))?.oauthToken).toBe('freelancer-oauth-token');
    } finally {
      await runtime.close();
    }
  });
});

describe('the default database lives in DATA_DIR', () => {
  // The earlier default path is relative to the working folder: each test runs in an empty one.
  let workDir: string;
  const previousCwd = process.cwd();
  beforeEach(() => {
    workDir = dataDir();
    process.chdir(workDir);
  });
  afterEach(() => process.chdir(previousCwd));

  const open = async (env: Record<string, string>) =>
    (await createRuntime(loadConfig(env), { logger: silent })).close();
  const anEarlierDatabase = (withSecrets: boolean) => {
    mkdirSync(join(workDir, 'data'));
    writeFileSync(join(workDir, 'data', 'bidpilot.sqlite'), '');
    if (withSecrets) writeFileSync(join(workDir, 'data', 'secrets.json'), '{}');
  };

  it('creates the SQLite file beside secrets.json when DATABASE_URL is not set', async () => {
    const dir = join(workDir, 'mine');
    await open({ DATA_DIR: dir });

    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect(existsSync(join(dir, 'bidpilot.sqlite'))).toBe(true);
    expect(existsSync(join(workDir, 'data'))).toBe(false);
  });

  it('refuses to start on an empty database in DATA_DIR while an earlier version left its data at ./data, and says where it is', async () => {
    anEarlierDatabase(false);
    const dir = join(workDir, 'elsewhere');

    await expect(open({ DATA_DIR: dir })).rejects.toThrow(
      /^DATABASE_URL is not set, so the database is .*elsewhere\/bidpilot\.sqlite .* earlier version's database is at \.\/data\/bidpilot\.sqlite: move it there/,
    );
    expect(existsSync(join(dir, 'bidpilot.sqlite'))).toBe(false);
  });

  it('starts when that earlier database has its own secrets.json, or when DATABASE_URL names a database', async () => {
    anEarlierDatabase(true);

    await open({ DATA_DIR: join(workDir, 'elsewhere') });
    await open({ DATA_DIR: join(workDir, 'other'), DATABASE_URL: `sqlite:${join(workDir, 'other.sqlite')}` });
    expect(existsSync(join(workDir, 'elsewhere', 'bidpilot.sqlite'))).toBe(true);
  });

  it("refuses to start on another program's SQLite database, leaving it byte for byte as it was", async () => {
    const file = join(workDir, 'notes.sqlite');
    const other = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    await other.schema.createTable('notes', (table) => table.increments('id'));
    await other('notes').insert({});
    await other.destroy();
    const before = readFileSync(file);

    await expect(open({ DATA_DIR: join(workDir, 'mine'), DATABASE_URL: `sqlite:${file}` })).rejects.toThrow(
      /^The database at sqlite:.*notes\.sqlite is another program's \(1 table, no BidPilot migrations\): BidPilot migrates only its own or an empty one\./,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
