import { describeAllStorageContracts } from './all-contracts.js';
import { memoryFeatures, memorySetup } from './storage-harness.js';

describeAllStorageContracts('memory', memorySetup, memoryFeatures);
