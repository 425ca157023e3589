import { describe } from 'vitest';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeKnexChannelLinks } from './channel-links.knex.cases.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeKnexChannelLinks('knex tables on Postgres', () => openPostgres({ poolMax: 2 }));
});
