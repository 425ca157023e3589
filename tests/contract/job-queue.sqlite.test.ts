import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { openSqlite } from '../support/databases.js';
import { describeJobQueueContract } from './job-queue.contract.js';

describeJobQueueContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  const queue = new KnexJobQueue(database.db);
  return { queue, stateOf: (_queue, id) => queue.stateOf(id), teardown: () => database.destroy() };
});
