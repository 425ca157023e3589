import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { up } from '../../../adapters/storage/knex/migrations/007_canonical_emails.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Rows stored before e-mails were NFKC-folded, and what migration 007 makes of them. */
describe.each(dialects)('migration 007 (canonical e-mails) on %s', (dialect) => {
  let database: TestDatabase;
  let storage: KnexStorage;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
    storage = new KnexStorage(database.db, new FixedClock('2026-03-01T10:00:00.000Z'), {
      encryptionKey: Buffer.alloc(32, 7),
    });
  });
  afterAll(() => database.destroy());

  /** A user as an earlier version stored it: the address exactly as given, only trimmed and lower-cased. */
  const anEarlierUser = async (name: string, storedEmail: string) => {
    const user = await storage.users.create({
      name,
      email: `${name}@placeholder.test`,
      passwordHash: 'not-a-real-hash',
    });
    await database.db('users').where({ id: user.id }).update({ email: storedEmail });
    return user.id;
  };
  const emailOf = async (id: string) => (await database.db('users').where({ id }).first('email'))?.email;

  it('folds a full-width address so its owner is found again by sign-in, and leaves plain ones alone', async () => {
    const fullWidth = await anEarlierUser('fullwidth', 'ｆｕｌｌ@x.test');
    const plain = await anEarlierUser('plain', 'plain@x.test');

    await up(database.db);

    expect(await emailOf(fullWidth)).toBe('full@x.test');
    expect(await emailOf(plain)).toBe('plain@x.test');
    expect((await storage.users.findByEmail('ｆｕｌｌ@x.test'))?.id).toBe(fullWidth);
  });

  it('leaves both rows as they were when the folded address already belongs to another account', async () => {
    const owner = await anEarlierUser('owner', 'owner@x.test');
    const lookAlike = await anEarlierUser('lookalike', 'ｏwner@x.test');

    await up(database.db);

    expect(await emailOf(owner)).toBe('owner@x.test');
    expect(await emailOf(lookAlike)).toBe('ｏwner@x.test');
  });
});
