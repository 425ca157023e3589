import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { describeMarketplaceBackoffContract } from './marketplace-backoff.contract.js';

describeMarketplaceBackoffContract('in memory', async () => ({
  backoff: new InMemoryMarketplaceBackoff(),
  teardown: async () => undefined,
}));
