import { describe } from 'vitest';
import { KnexMailOutbox } from '../../adapters/storage/knex/knex-mail-outbox.js';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeMailOutboxContract } from './mail-outbox.contract.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeMailOutboxContract('knex table on Postgres', async () => {
    const database = await openPostgres({ poolMax: 2 });
    return {
      outbox: (kept) => new KnexMailOutbox(database.db, kept),
      clear: () => database.truncate(),
      teardown: () => database.destroy(),
    };
  });
});
