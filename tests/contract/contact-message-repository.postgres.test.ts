import { describe } from 'vitest';
import { KnexContactMessageRepository } from '../../adapters/storage/knex/knex-contact-message-repository.js';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeContactMessageRepositoryContract } from './contact-message-repository.contract.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeContactMessageRepositoryContract('knex table on Postgres', async () => {
    const database = await openPostgres({ poolMax: 4 });
    return { messages: new KnexContactMessageRepository(database.db), teardown: () => database.destroy() };
  });
});
