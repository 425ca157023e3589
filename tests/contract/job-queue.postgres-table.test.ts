import { describe } from 'vitest';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeJobQueueContract } from './job-queue.contract.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  // More connections than the 10 concurrent takers of the race case, so they really race.
  describeJobQueueContract('knex table on Postgres', async () => {
    const database = await openPostgres({ poolMax: 12 });
    const queue = new KnexJobQueue(database.db);
    return { queue, stateOf: (_queue, id) => queue.stateOf(id), teardown: () => database.destroy() };
  });
});
