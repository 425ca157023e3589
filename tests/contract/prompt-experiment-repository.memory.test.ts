import { describePromptExperimentRepositoryContract } from './prompt-experiment-repository.contract.js';
import { memorySetup } from './storage-harness.js';

describePromptExperimentRepositoryContract('memory', memorySetup);
