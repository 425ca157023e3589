import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { KnexWebhookRepository } from '../../adapters/storage/knex/knex-webhook-repository.js';
import { newWebhookSecret } from '../../core/domain/webhooks/webhook.js';
import type { TestDatabase } from '../support/databases.js';
import { aUser } from '../builders/users.js';
import { ENCRYPTION_KEY, T0 } from './storage-harness.js';
import { describeWebhookRepositoryContract, type WebhookRepositoryFixture } from './webhook-repository.contract.js';

/** The contract on a knex database, and what the tables promise beyond it: no secret in clear. */
export function describeKnexWebhookRepository(name: string, open: () => Promise<TestDatabase>): void {
  const fixtureOn = async (): Promise<WebhookRepositoryFixture & { readonly database: TestDatabase }> => {
    const database = await open();
    const users = new KnexStorage(database.db, new FixedClock(T0), { encryptionKey: ENCRYPTION_KEY }).users;
    return {
      database,
      webhooks: new KnexWebhookRepository(database.db, ENCRYPTION_KEY),
      createUser: async () => (await users.create(aUser())).id,
      teardown: () => database.destroy(),
    };
  };

  describeWebhookRepositoryContract(`knex tables on ${name}`, fixtureOn);

  describe(`KnexWebhookRepository on ${name}`, () => {
    it('stores the signing secret encrypted only', async () => {
      const fixture = await fixtureOn();
      try {
        const secret = newWebhookSecret();
        const userId = await fixture.createUser();
        await fixture.webhooks.addEndpoint({
          id: 'e1',
          userId,
          url: 'https://hooks.example.com/',
          secret,
          enabled: true,
          disabledReason: null,
          createdAt: new Date(T0),
        });
        const rows = await fixture.database.db('webhook_endpoints').select('*');
        expect(JSON.stringify(rows)).not.toContain(secret);
        expect(JSON.stringify(rows)).not.toContain(secret.slice('whsec_'.length, 20));
        expect((await fixture.webhooks.endpointById('e1'))?.secret).toBe(secret);
      } finally {
        await fixture.teardown();
      }
    });
  });
}
