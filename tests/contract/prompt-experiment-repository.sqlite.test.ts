import { openSqlite } from '../support/databases.js';
import { describePromptExperimentRepositoryContract } from './prompt-experiment-repository.contract.js';
import { knexSetup } from './storage-harness.js';

describePromptExperimentRepositoryContract(
  'sqlite',
  knexSetup(() => openSqlite()),
);
