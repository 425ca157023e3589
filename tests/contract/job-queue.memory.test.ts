import { InMemoryJobQueue } from '../../adapters/testing/in-memory-job-queue.js';
import { describeJobQueueContract } from './job-queue.contract.js';

describeJobQueueContract('in memory', async () => {
  const queue = new InMemoryJobQueue();
  return { queue, stateOf: async (_queue, id) => queue.stateOf(id) };
});
