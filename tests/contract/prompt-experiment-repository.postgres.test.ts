import { describe } from 'vitest';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describePromptExperimentRepositoryContract } from './prompt-experiment-repository.contract.js';
import { knexSetup } from './storage-harness.js';

// Skips only when Postgres is unreachable and CI is not set; under CI=true it fails instead.
describe.skipIf(!(await postgresAvailable()))('postgres', () => {
  describePromptExperimentRepositoryContract(
    'postgres',
    knexSetup(() => openPostgres({ poolMax: 4 })),
  );
});
