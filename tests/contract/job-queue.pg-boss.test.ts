import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { PgBossJobQueue } from '../../adapters/jobs/pg-boss-job-queue.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { POSTGRES_URL, postgresAvailable } from '../support/databases.js';
import { describeJobQueueContract } from './job-queue.contract.js';

async function dropSchema(schema: string): Promise<void> {
  const admin = createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { poolMax: 1 });
  try {
    await admin.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    await admin.destroy();
  }
}

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  // Lapsed leases come back through pg-boss maintenance (every second here) plus a jittered retry
  // delay of 1–2 s, so a job handed out again may be up to about 3 s late.
  describeJobQueueContract(
    'pg-boss',
    async () => {
      const schema = `pgboss_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const queue = new PgBossJobQueue({ connectionString: POSTGRES_URL, schema, maintenanceIntervalSeconds: 1, poolMax: 12 });
      return { queue, stateOf: (name, id) => queue.stateOf(name, id), teardown: () => dropSchema(schema) };
    },
    { slackMs: 3_000 },
  );
});
