import { KnexMailOutbox } from '../../adapters/storage/knex/knex-mail-outbox.js';
import { openSqlite } from '../support/databases.js';
import { describeMailOutboxContract } from './mail-outbox.contract.js';

describeMailOutboxContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  return {
    outbox: (kept) => new KnexMailOutbox(database.db, kept),
    clear: () => database.truncate(),
    teardown: () => database.destroy(),
  };
});
