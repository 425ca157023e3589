import { describe } from 'vitest';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeBidLedgerContract } from './bid-ledger.contract.js';
import { knexBidLedgerFixture } from './knex-bid-ledger-fixture.js';

// A pool wider than the 20 concurrent debits of the race case, so they really run in parallel.
describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeBidLedgerContract('knex on Postgres', (clock) =>
    knexBidLedgerFixture(() => openPostgres({ poolMax: 20 }), clock),
  );
});
