import { KnexContactMessageRepository } from '../../adapters/storage/knex/knex-contact-message-repository.js';
import { openSqlite } from '../support/databases.js';
import { describeContactMessageRepositoryContract } from './contact-message-repository.contract.js';

describeContactMessageRepositoryContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  return { messages: new KnexContactMessageRepository(database.db), teardown: () => database.destroy() };
});
