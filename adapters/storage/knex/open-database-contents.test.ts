import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { readDatabaseContents } from './open-database-contents.js';

const aFile = () => join(mkdtempSync(join(tmpdir(), 'bp-contents-')), 'bidpilot.sqlite');
const sqlite = (file: string) => ({ dialect: 'sqlite' as const, connection: file });

async function arranged(file: string, arrange: (db: Knex) => Promise<unknown>): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    await arrange(db);
  } finally {
    await db.destroy();
  }
}

describe('what a SQLite database holds, as far as BidPilot is concerned', () => {
  it('is nothing where there is no file, or an empty one', async () => {
    expect(await readDatabaseContents(sqlite(aFile()))).toEqual({ kind: 'nothing' });
    const empty = aFile();
    writeFileSync(empty, '');
    expect(await readDatabaseContents(sqlite(empty))).toEqual({ kind: 'nothing' });
  });

  it("is BidPilot's, with its migrations oldest first, where knex recorded them", async () => {
    const file = aFile();
    await arranged(file, async (db) => {
      await db.schema.createTable('knex_migrations', (table) => {
        table.increments('id');
        table.string('name');
      });
      await db('knex_migrations').insert([{ name: '001_core_tables' }, { name: '002_bid_ledger' }]);
    });
    expect(await readDatabaseContents(sqlite(file))).toEqual({
      kind: 'bidpilot',
      applied: ['001_core_tables', '002_bid_ledger'],
    });
  });

  it("is another program's where tables or views are and no BidPilot migrations, named sorted, SQLite's own left out", async () => {
    const file = aFile();
    await arranged(file, async (db) => {
      await db.schema.createTable('tags', (table) => table.increments('id'));
      await db.schema.createTable('notes', (table) => table.string('text'));
      await db.raw('create view recent as select text from notes');
    });
    expect(await readDatabaseContents(sqlite(file))).toEqual({ kind: 'foreign', tables: ['notes', 'recent', 'tags'] });
  });

  it("is nothing where only BidPilot's own tables outside its migrations are: knex's lock, the Freelancer simulator's", async () => {
    const file = aFile();
    await arranged(file, async (db) => {
      await db.schema.createTable('knex_migrations_lock', (table) => table.integer('is_locked'));
      await db.schema.createTable('sim_freelancer_projects', (table) => table.increments('id'));
      await db.schema.createTable('sim_freelancer_migrations', (table) => table.string('name'));
    });
    expect(await readDatabaseContents(sqlite(file))).toEqual({ kind: 'nothing' });
  });
});
