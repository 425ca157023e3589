import { describe } from 'vitest';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeAllStorageContracts } from './all-contracts.js';
import { knexFeatures, knexSetup } from './storage-harness.js';

// Skips only when Postgres is unreachable and CI is not set; under CI=true it fails instead.
describe.skipIf(!(await postgresAvailable()))('postgres', () => {
  describeAllStorageContracts(
    'postgres',
    knexSetup(() => openPostgres()),
    knexFeatures,
  );
});
