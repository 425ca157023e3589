import { describe } from 'vitest';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeKnexWebhookRepository } from './webhook-repository.knex.cases.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeKnexWebhookRepository('Postgres', () => openPostgres({ poolMax: 4 }));
});
