import { InMemoryWorkLeases } from '../../adapters/locks/in-memory-work-leases.js';
import { describeWorkLeasesContract } from './work-leases.contract.js';

describeWorkLeasesContract('in memory', async () => {
  const leases = new InMemoryWorkLeases();
  return { leases, other: leases, teardown: async () => undefined };
});
