import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { describeDatabaseUrl, NotADatabaseError, openDatabase, openDatabaseToRead } from './open-database.js';

const postgres = (connection: string) => ({ dialect: 'postgres' as const, connection });

describe('DATABASE_URL as it may be printed', () => {
  it('masks the password of its user', () => {
    expect(describeDatabaseUrl(postgres('postgres://bidpilot:s3cret@db:5432/bidpilot'))).toBe(
      'postgres://bidpilot:***@db:5432/bidpilot',
    );
  });

  it('masks every query parameter that carries a secret, and keeps the others', () => {
    const shown = describeDatabaseUrl(
      postgres(
        'postgres://db/x?password=topsecret&sslmode=require&sslpassword=p2&sslkey=%2Fkeys%2Fk.pem&api_token=t0&client_secret=s1',
      ),
    );
    for (const secret of ['topsecret', 'p2', 'k.pem', 't0', 's1']) expect(shown).not.toContain(secret);
    expect(shown).toBe(
      'postgres://db/x?password=***&sslmode=require&sslpassword=***&sslkey=***&api_token=***&client_secret=***',
    );
  });

  it('leaves a URL without secrets and a SQLite path as they are', () => {
    expect(describeDatabaseUrl(postgres('postgres://db/x?sslmode=require'))).toBe('postgres://db/x?sslmode=require');
    expect(describeDatabaseUrl({ dialect: 'sqlite', connection: '/data/bidpilot.sqlite' })).toBe(
      'sqlite:/data/bidpilot.sqlite',
    );
  });

  it('never prints a query-string password when the database cannot be reached', async () => {
    const error = await openDatabase(postgres('postgres://127.0.0.1:1/x?password=topsecret')).catch((e: unknown) => e);
    expect(String(error)).toContain('DATABASE_URL=postgres://127.0.0.1:1/x?password=***');
    expect(String(error)).not.toContain('topsecret');
  });
});

describe('a SQLite file that is no database', () => {
  it('is refused as such, naming the file, and knex prints nothing of its own (no stack)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bp-notadb-')), 'bidpilot.sqlite');
    writeFileSync(file, randomBytes(8192));
    const printed = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    try {
      const error = await openDatabase({ dialect: 'sqlite', connection: file }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotADatabaseError);
      expect((error as Error).message).toContain(`Not a SQLite database: ${file} (file is not a database)`);
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
  });
});

describe('a SQLite file opened only to read it', () => {
  const aFolder = () => mkdtempSync(join(tmpdir(), 'bp-read-'));
  const sqlite = (file: string) => ({ dialect: 'sqlite' as const, connection: file });

  /** The folder's files with their bytes, and their modification times: what "nothing changed on disk" compares. */
  const snapshot = (dir: string) =>
    readdirSync(dir)
      .sort()
      .map((name) => ({
        name,
        bytes: readFileSync(join(dir, name)).toString('base64'),
        modified: statSync(join(dir, name)).mtimeMs,
      }));

  async function tablesIn(file: string): Promise<readonly string[]> {
    const db = await openDatabaseToRead(sqlite(file));
    try {
      const rows: readonly { readonly name: string }[] = await db('sqlite_master')
        .select('name')
        .where('type', 'table');
      return rows.map((row) => row.name);
    } finally {
      await db.destroy();
    }
  }

  it('reads an empty file as a database with no tables, and leaves it empty, with no -wal or -shm beside it', async () => {
    const dir = aFolder();
    writeFileSync(join(dir, 'bidpilot.sqlite'), '');
    expect(await tablesIn(join(dir, 'bidpilot.sqlite'))).toEqual([]);
    expect(readdirSync(dir)).toEqual(['bidpilot.sqlite']);
    expect(statSync(join(dir, 'bidpilot.sqlite')).size).toBe(0);
  });

  it("leaves another program's database byte for byte as it was, in its own journal mode", async () => {
    const dir = aFolder();
    const file = join(dir, 'other.sqlite');
    const other = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    await other.schema.createTable('notes', (table) => table.increments('id'));
    await other.destroy();
    const before = snapshot(dir);
    expect(await tablesIn(file)).toContain('notes');
    expect(snapshot(dir)).toEqual(before);
  });

  it('leaves a database in WAL mode as it was, and no -wal or -shm files behind', async () => {
    const dir = aFolder();
    const file = join(dir, 'bidpilot.sqlite');
    const migrated = await openDatabase(sqlite(file));
    await migrated.schema.createTable('knex_migrations', (table) => table.increments('id'));
    await migrated.destroy();
    const before = snapshot(dir);
    expect(await tablesIn(file)).toContain('knex_migrations');
    expect(snapshot(dir)).toEqual(before);
  });

  it('creates no file where there is none, and refuses a file that is no database without changing it', async () => {
    const dir = aFolder();
    await expect(tablesIn(join(dir, 'missing.sqlite'))).rejects.toMatchObject({ name: 'DatabaseUnavailableError' });
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(join(dir, 'junk.sqlite'), randomBytes(8192));
    const before = snapshot(dir);
    await expect(tablesIn(join(dir, 'junk.sqlite'))).rejects.toMatchObject({
      name: 'NotADatabaseError',
      message: expect.stringContaining('(file is not a database)'),
    });
    expect(snapshot(dir)).toEqual(before);
  });
});
