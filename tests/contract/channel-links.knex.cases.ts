import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { KnexChannelLinks } from '../../adapters/storage/knex/knex-channel-links.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import type { TestDatabase } from '../support/databases.js';
import { describeChannelLinksContract } from './channel-links.contract.js';

const KEY = Buffer.alloc(32, 7);

/** The contract on a knex database, plus what only a database shows: sealed targets, hashed codes, rows gone with their user. */
export function describeKnexChannelLinks(name: string, open: () => Promise<TestDatabase>): void {
  describeChannelLinksContract(name, async () => {
    const database = await open();
    const storage = new KnexStorage(database.db, new FixedClock(), { encryptionKey: KEY });
    return {
      links: new KnexChannelLinks(database.db, KEY),
      aUser: async () =>
        (await storage.users.create({ name: 'Ada', email: `ada-${randomUUID()}@example.com`, passwordHash: 'x' })).id,
      teardown: () => database.destroy(),
    };
  });

  it(`${name}: stores a webhook URL only sealed, and drops a deleted user's links and codes`, async () => {
    const database = await open();
    try {
      const storage = new KnexStorage(database.db, new FixedClock(), { encryptionKey: KEY });
      const user = await storage.users.create({ name: 'Ada', email: 'sealed@example.com', passwordHash: 'x' });
      const links = new KnexChannelLinks(database.db, KEY);
      await links.link(user.id, 'slack', 'https://hooks.slack.com/services/T1/B2/secret-part', new Date());
      await links.saveLinkCode('f'.repeat(64), user.id, new Date(Date.now() + 60_000));
      expect(JSON.stringify(await database.db('channel_links').select())).not.toContain('secret-part');
      await database.db('users').where({ id: user.id }).delete();
      expect(await database.db('channel_links').select()).toEqual([]);
      expect(await database.db('telegram_link_codes').select()).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
}
