import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';

/**
 * CachedStatementsSqliteClient builds on knex's own better-sqlite3 client, whose members knex does
 * not document (docs/adr/0005-sqlite-hot-reads.md). This pins it to that client: the same work,
 * run through both on two fresh files, answers the same results and the same errors. A knex
 * upgrade that changes what the private members do fails here first.
 */
describe('the cached-statements SQLite client answers as knex’s own', () => {
  let folder: string;
  let ours: Knex;
  let stock: Knex;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'bp-equivalence-'));
    ours = createKnex({ dialect: 'sqlite', connection: join(folder, 'ours.sqlite') });
    stock = knex({
      client: 'better-sqlite3',
      connection: { filename: join(folder, 'stock.sqlite') },
      useNullAsDefault: true,
      pool: { min: 1, max: 1 },
    });
  });

  afterAll(async () => {
    await ours.destroy();
    await stock.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Runs `work` on both databases and answers both outcomes, a rejection as its message. */
  const both = async (work: (db: Knex) => Promise<unknown>): Promise<[unknown, unknown]> => {
    const outcome = (db: Knex) =>
      work(db).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message.replace(/ours|stock/g, '') }),
      );
    return [await outcome(ours), await outcome(stock)];
  };

  const steps: readonly [string, (db: Knex) => Promise<unknown>][] = [
    [
      'create a table',
      (db) =>
        db.schema.createTable('items', (table) => {
          table.increments('seq');
          table.string('name').notNullable().unique();
          table.bigInteger('big');
          table.float('ratio');
          table.boolean('flag');
          table.text('note');
        }),
    ],
    [
      'insert one row, answering its id',
      (db) => db('items').insert({ name: 'a', big: 9_007_199_254_740_991, ratio: 0.5, flag: true, note: null }),
    ],
    [
      'insert many rows',
      (db) =>
        db('items').insert([
          { name: 'b', big: 2, ratio: 1.25, flag: false },
          { name: 'c', big: 3, ratio: 2, flag: true },
        ]),
    ],
    ['insert … returning', (db) => db('items').insert({ name: 'd', big: 4 }).returning(['seq', 'name'])],
    ['a unique violation', (db) => db('items').insert({ name: 'a', big: 5 })],
    [
      'select with bindings, order and limit',
      (db) => db('items').where('big', '>', 1).orderBy('seq', 'desc').limit(2).select('name', 'big', 'ratio', 'flag'),
    ],
    [
      'the same shape again, other bindings',
      (db) => db('items').where('big', '>', 3).orderBy('seq', 'desc').limit(2).select('name', 'big', 'ratio', 'flag'),
    ],
    ['first', (db) => db('items').where({ name: 'b' }).first()],
    ['count', (db) => db('items').count({ n: '*' })],
    ['update, answering the rows changed', (db) => db('items').where('big', '<', 4).update({ note: 'small' })],
    ['update … returning', (db) => db('items').where({ name: 'd' }).update({ note: 'four' }).returning('note')],
    ['delete, answering the rows removed', (db) => db('items').where({ name: 'c' }).delete()],
    ['raw select', (db) => db.raw('select name, note from items where seq > ? order by seq', [1])],
    ['raw write', (db) => db.raw('update items set ratio = ratio * 2 where name = ?', ['b'])],
    ['a syntax error', (db) => db.raw('select from where')],
    [
      'a committed transaction',
      (db) =>
        db.transaction(async (trx) => {
          await trx('items').insert({ name: 'e', big: 6 });
          return trx('items').where({ name: 'e' }).first('big');
        }),
    ],
    [
      'a rolled-back transaction leaves nothing',
      async (db) => {
        await db
          .transaction(async (trx) => {
            await trx('items').insert({ name: 'f', big: 7 });
            throw new Error('roll back');
          })
          .catch(() => undefined);
        return db('items').where({ name: 'f' }).first();
      },
    ],
    [
      'safe integers asked for per query',
      (db) => db('items').where({ name: 'a' }).select('big').options({ safeIntegers: true }),
    ],
    ['everything, as it ends', (db) => db('items').orderBy('seq').select()],
  ];

  it.each(steps)('%s', async (_name, work) => {
    const [fromOurs, fromStock] = await both(work);
    expect(fromOurs).toEqual(fromStock);
  });
});
