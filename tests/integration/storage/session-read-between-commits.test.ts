import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { commitStamp } from '../../../adapters/storage/knex/cached-statements-sqlite-client.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { noteWrite, SqliteCommitWatch } from '../../../adapters/storage/knex/sqlite-commit-watch.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

/** The few members of a better-sqlite3 connection used here (the package ships no types). */
interface SqliteConnection {
  pragma(statement: string): unknown;
  exec(sql: string): void;
  prepare(sql: string): { run(...bindings: unknown[]): unknown; all(): unknown[]; get(): unknown };
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => SqliteConnection;

/** Runs SQL against `file` from another process, as the admin CLI writes beside a running server. */
function writeFromAnotherProcess(file: string, sql: string, ...bindings: unknown[]): void {
  const script = `const D = require('better-sqlite3'); const db = new D(process.argv[1]); db.pragma('busy_timeout = 5000'); db.prepare(process.argv[2]).run(...JSON.parse(process.argv[3])); db.close();`;
  execFileSync(process.execPath, ['-e', script, file, sql, JSON.stringify(bindings)], { cwd: process.cwd() });
}

/** The one session each test starts for its user. */
const SESSION = 'session-1';

const storageOn = (database: TestDatabase) =>
  new KnexStorage(database.db, new FixedClock(), { encryptionKey: randomBytes(32) });

describe('SqliteCommitWatch on a database file in WAL mode', () => {
  let dir: string;
  let file: string;
  let db: SqliteConnection;
  let watch: SqliteCommitWatch;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bp-commit-watch-'));
    file = join(dir, 'watched.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table notes (text text)');
    watch = SqliteCommitWatch.open(file) as SqliteCommitWatch;
  });

  afterEach(() => {
    watch.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same stamp while only reads happen', () => {
    const before = watch.current();
    db.prepare('select * from notes').all();
    const reader = new Database(file, { readonly: true });
    reader.prepare('select count(*) from notes').get();
    reader.close();
    expect(watch.current()).toBe(before);
  });

  it('answers a new stamp after a commit on the same connection, on another connection and in another process', () => {
    const stamps = [watch.current()];
    db.prepare('insert into notes values (?)').run('same connection');
    stamps.push(watch.current());
    const other = new Database(file);
    other.prepare('insert into notes values (?)').run('another connection');
    other.close();
    stamps.push(watch.current());
    writeFromAnotherProcess(file, 'insert into notes values (?)', 'another process');
    stamps.push(watch.current());
    expect(new Set(stamps).size).toBe(4);
  });

  it('sees a commit after a checkpoint has restarted the log', () => {
    db.prepare('insert into notes values (?)').run('before');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const afterCheckpoint = watch.current();
    db.prepare('insert into notes values (?)').run('after');
    expect(watch.current()).not.toBe(afterCheckpoint);
  });

  it('keeps its stamp across a transaction rolled back', () => {
    const before = watch.current();
    db.exec('begin immediate');
    db.prepare('insert into notes values (?)').run('never committed');
    db.exec('rollback');
    expect(watch.current()).toBe(before);
  });

  it('answers a new stamp on every look once its file can no longer be read', () => {
    watch.close();
    const first = watch.current();
    expect(watch.current()).not.toBe(first);
  });

  it('takes nothing as unchanged from a file that is not a WAL index SQLite wrote', () => {
    const foreign = join(dir, 'foreign.sqlite');
    writeFileSync(`${foreign}-shm`, Buffer.alloc(200));
    const notSqlite = SqliteCommitWatch.open(foreign) as SqliteCommitWatch;
    try {
      const first = notSqlite.current();
      expect(notSqlite.current()).not.toBe(first);
    } finally {
      notSqlite.close();
    }
  });

  it('is not opened where there is no -shm file to read', () => {
    expect(SqliteCommitWatch.open(join(dir, 'absent.sqlite'))).toBeNull();
  });
});

describe('SqliteCommitWatch looking again only after recheckAfterMs', () => {
  let dir: string;
  let file: string;
  let db: SqliteConnection;
  let now: number;
  let watch: SqliteCommitWatch;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bp-commit-recheck-'));
    file = join(dir, 'watched.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table notes (text text)');
    now = 1_000;
    watch = SqliteCommitWatch.open(file, { recheckAfterMs: 5, now: () => now }) as SqliteCommitWatch;
  });

  afterEach(() => {
    watch.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees a commit it was not told of once the interval has passed, and not before', () => {
    const before = watch.current();
    db.prepare('insert into notes values (?)').run('unannounced');
    now += 4.9;
    expect(watch.current()).toBe(before);
    now += 0.1;
    expect(watch.current()).not.toBe(before);
  });

  it("sees this process's own writes at once", () => {
    const before = watch.current();
    db.prepare('insert into notes values (?)').run('announced');
    noteWrite();
    expect(watch.current()).not.toBe(before);
  });

  it('answers the same stamp across intervals while nothing is committed', () => {
    const before = watch.current();
    noteWrite();
    now += 60;
    expect(watch.current()).toBe(before);
  });

  it('keeps no unknown state for the interval: a file it cannot read answers a new stamp every time', () => {
    watch.close();
    const first = watch.current();
    expect(watch.current()).not.toBe(first);
  });
});

describe('the session read (UserRepository.findSession) on a SQLite file', () => {
  let dir: string;
  let file: string;
  let database: TestDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bp-session-read-'));
    file = join(dir, 'bidpilot.sqlite');
    database = await openSqlite(file);
  });

  afterEach(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers again from memory while nothing is committed', async () => {
    const storage = storageOn(database);
    const user = await storage.users.create(aUser());
    await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
    const first = await storage.users.findSession(SESSION);
    expect(first?.user.id).toBe(user.id);
    expect(await storage.users.findSession(SESSION)).toBe(first);
  });

  it('sees a user disabled, re-enabled and deleted by another process on the next read', async () => {
    const storage = storageOn(database);
    const user = await storage.users.create(aUser());
    await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
    expect((await storage.users.findSession(SESSION))?.user.isActive).toBe(true);

    writeFromAnotherProcess(file, 'update users set is_active = 0 where id = ?', user.id);
    expect((await storage.users.findSession(SESSION))?.user.isActive).toBe(false);
    writeFromAnotherProcess(file, 'update users set is_active = 1 where id = ?', user.id);
    expect((await storage.users.findSession(SESSION))?.user.isActive).toBe(true);
    writeFromAnotherProcess(file, 'delete from users where id = ?', user.id);
    expect(await storage.users.findSession(SESSION)).toBeNull();
  });

  it('sees a session ended by another process, or by this one, on the next read', async () => {
    const storage = storageOn(database);
    const user = await storage.users.create(aUser());
    await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
    await storage.users.startSession({ id: 'session-2', userId: user.id, startedAt: new Date(0) });
    expect(await storage.users.findSession(SESSION)).not.toBeNull();
    expect(await storage.users.findSession('session-2')).not.toBeNull();

    writeFromAnotherProcess(file, 'delete from sessions where id = ?', SESSION);
    expect(await storage.users.findSession(SESSION)).toBeNull();
    await storage.users.endSession(user.id, 'session-2');
    expect(await storage.users.findSession('session-2')).toBeNull();
  });

  it('sees a balance or a role changed by another process, and any write of its own', async () => {
    const storage = storageOn(database);
    const user = await storage.users.create(aUser());
    await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
    await storage.users.findSession(SESSION);

    await storage.ledger.credit({ userId: user.id, kind: 'addon_grant', key: 'pack-1', planDelta: 0, extraDelta: 5 });
    expect((await storage.users.findSession(SESSION))?.balance.extra).toBe(5);
    writeFromAnotherProcess(file, 'update bid_balances set extra = 2 where user_id = ?', user.id);
    expect((await storage.users.findSession(SESSION))?.balance.extra).toBe(2);
    writeFromAnotherProcess(file, "update users set role = 'admin' where id = ?", user.id);
    expect((await storage.users.findSession(SESSION))?.user.role).toBe('admin');
    await storage.users.update(user.id, { isActive: false });
    expect((await storage.users.findSession(SESSION))?.user.isActive).toBe(false);
  });

  it('is read inside a transaction, which sees its own uncommitted change', async () => {
    const storage = storageOn(database);
    const user = await storage.users.create(aUser());
    await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
    await storage.users.findSession(SESSION);
    await storage.transaction(async (repositories) => {
      await repositories.users.update(user.id, { isActive: false });
      expect((await repositories.users.findSession(SESSION))?.user.isActive).toBe(false);
    });
    expect((await storage.users.findSession(SESSION))?.user.isActive).toBe(false);
  });

  it('keeps no stamp for a transaction or a database in memory', async () => {
    const memory = await openSqlite();
    try {
      expect(commitStamp(memory.db)).toBeUndefined();
      expect(commitStamp(database.db)).toBeDefined();
      await database.db.transaction(async (trx) => {
        expect(commitStamp(trx)).toBeUndefined();
      });
    } finally {
      await memory.destroy();
    }
  });
});

describe.skipIf(!(await postgresAvailable()))('the session read on Postgres', () => {
  it('reads every time: no stamp tells it nothing changed', async () => {
    const database = await openPostgres();
    try {
      const storage = storageOn(database);
      const user = await storage.users.create(aUser());
      await storage.users.startSession({ id: SESSION, userId: user.id, startedAt: new Date(0) });
      expect(commitStamp(database.db)).toBeUndefined();
      const first = await storage.users.findSession(SESSION);
      const second = await storage.users.findSession(SESSION);
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
    } finally {
      await database.destroy();
    }
  });
});
