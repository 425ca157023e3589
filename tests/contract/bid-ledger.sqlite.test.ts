import { openSqlite } from '../support/databases.js';
import { describeBidLedgerContract } from './bid-ledger.contract.js';
import { knexBidLedgerFixture } from './knex-bid-ledger-fixture.js';

describeBidLedgerContract('knex on SQLite', (clock) => knexBidLedgerFixture(() => openSqlite(), clock));
