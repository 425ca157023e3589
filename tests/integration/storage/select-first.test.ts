import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  selectFirst,
  selectFirstValues,
  selectRows,
  selectRowsValues,
} from '../../../adapters/storage/knex/fixed-sql-reads.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** A fresh database of the dialect with a `notes` table holding `rows`. */
async function withNotes(
  dialect: (typeof dialects)[number],
  rows: readonly { id: string; body: string }[],
): Promise<TestDatabase> {
  const database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
  await database.db.schema.createTable('notes', (table) => {
    table.string('id').primary();
    table.text('body').notNullable();
  });
  await database.db('notes').insert(rows);
  return database;
}

describe.each(dialects)('selectFirst on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await withNotes(dialect, [{ id: 'a', body: 'first' }]);
  });

  afterAll(() => database.destroy());

  const bodyOf = (db = database.db, id = 'a') =>
    selectFirst<{ body: string }>(db, 'select body from notes where id = ?', [id]);

  it('answers the first row, or undefined when there is none', async () => {
    expect(await bodyOf()).toEqual({ body: 'first' });
    expect(await bodyOf(database.db, 'missing')).toBeUndefined();
  });

  it('answers the first row as its values in the order the query selects them', async () => {
    expect(await selectFirstValues(database.db, 'select body, id from notes where id = ?', ['a'])).toEqual([
      'first',
      'a',
    ]);
    expect(
      await selectFirstValues(database.db, 'select body, id from notes where id = ?', ['missing']),
    ).toBeUndefined();
  });

  it('keeps rows as objects for the same query read the other way', async () => {
    const sql = 'select id, body from notes where id = ?';
    expect(await selectFirstValues(database.db, sql, ['a'])).toEqual(['a', 'first']);
    expect(await selectFirst(database.db, sql, ['a'])).toEqual({ id: 'a', body: 'first' });
    expect(await selectFirstValues(database.db, sql, ['a'])).toEqual(['a', 'first']);
  });

  it('sees a transaction’s own writes inside it, and only committed ones outside', async () => {
    let outside: Promise<{ body: string } | undefined> | undefined;
    await database.db
      .transaction(async (trx) => {
        await trx('notes').where({ id: 'a' }).update({ body: 'uncommitted' });
        expect(await bodyOf(trx)).toEqual({ body: 'uncommitted' });
        outside = bodyOf();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await outside).toEqual({ body: 'first' });
    expect(await bodyOf()).toEqual({ body: 'first' });
  });
});

describe.each(dialects)('selectRows on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await withNotes(dialect, [
      { id: 'a', body: 'first' },
      { id: 'b', body: 'second' },
      { id: 'c', body: 'third' },
    ]);
  });

  afterAll(() => database.destroy());

  const page = (db = database.db, limit = 10, offset = 0) =>
    selectRows<{ id: string }>(db, 'select id from notes order by id desc limit ? offset ?', [limit, offset]);

  it('answers every row in order, a window of them, or none', async () => {
    expect(await page()).toEqual([{ id: 'c' }, { id: 'b' }, { id: 'a' }]);
    expect(await page(database.db, 2, 1)).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(await page(database.db, 2, 3)).toEqual([]);
  });

  it('sees a transaction’s own writes inside it, and only committed ones outside', async () => {
    let outside: Promise<{ id: string }[]> | undefined;
    await database.db
      .transaction(async (trx) => {
        await trx('notes').insert({ id: 'd', body: 'uncommitted' });
        expect(await page(trx)).toEqual([{ id: 'd' }, { id: 'c' }, { id: 'b' }, { id: 'a' }]);
        outside = page();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await outside).toEqual([{ id: 'c' }, { id: 'b' }, { id: 'a' }]);
  });

  it('rejects a read that fails, as knex would', async () => {
    await expect(selectRows(database.db, 'select id from no_such_table', [])).rejects.toThrow(/no_such_table/);
    await expect(selectRowsValues(database.db, 'select id from no_such_table', [])).rejects.toThrow(/no_such_table/);
  });

  it('answers the same rows as their values in the order the query selects them, beside reads as objects', async () => {
    const sql = 'select body, id from notes order by id desc limit ? offset ?';
    expect(await selectRowsValues(database.db, sql, [2, 0])).toEqual([
      ['third', 'c'],
      ['second', 'b'],
    ]);
    expect(await selectRows(database.db, sql, [2, 0])).toEqual([
      { body: 'third', id: 'c' },
      { body: 'second', id: 'b' },
    ]);
    expect(await selectRowsValues(database.db, sql, [2, 3])).toEqual([]);
  });
});

describe('the SQLite client', () => {
  it('prepares a query shape once, however often it runs', async () => {
    const database = await openSqlite();
    try {
      const client = database.db.client as {
        acquireConnection(): Promise<{ prepare(sql: string): unknown }>;
        releaseConnection(connection: unknown): Promise<void>;
      };
      const connection = await client.acquireConnection();
      const prepared: string[] = [];
      const prepare = connection.prepare.bind(connection);
      connection.prepare = (sql: string) => {
        prepared.push(sql);
        return prepare(sql);
      };
      await client.releaseConnection(connection);

      for (const id of ['x', 'y', 'z']) await database.db('knex_migrations').where({ name: id }).first();
      for (const id of ['x', 'y', 'z'])
        await selectFirst(database.db, 'select name from knex_migrations where name = ?', [id]);

      expect(prepared).toHaveLength(2);
    } finally {
      await database.destroy();
    }
  });
});
