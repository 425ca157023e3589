import type { Clock } from '../../core/ports/clock.port.js';
import { KnexBidLedger } from '../../adapters/storage/knex/knex-bid-ledger.js';
import type { TestDatabase } from '../support/databases.js';
import { insertTestPlan, insertTestUser } from '../support/test-users.js';
import type { BidLedgerFixture } from './bid-ledger-fixture.js';

/** The BidLedger contract fixture for KnexBidLedger on any migrated test database. */
export async function knexBidLedgerFixture(open: () => Promise<TestDatabase>, clock: Clock): Promise<BidLedgerFixture> {
  const database = await open();
  const { db } = database;
  return {
    ledger: new KnexBidLedger(db, clock),
    createUser: (id) => insertTestUser(db, id),
    putOnPlan: async (userId, planId) => {
      if ((await db('plans').where({ id: planId }).first('id')) === undefined)
        await insertTestPlan(db, planId, `slug-${planId}`);
      await db('users')
        .where({ id: userId })
        .update({ current_plan: `slug-${planId}` });
    },
    inTransaction: (work) => db.transaction((trx) => work(new KnexBidLedger(trx, clock))),
    teardown: () => database.destroy(),
  };
}
