import { InProcessLeaderLock } from '../../adapters/locks/in-process-leader-lock.js';
import { describeLeaderLockContract } from './leader-lock.contract.js';

// One process: both "holders" are the same instance.
describeLeaderLockContract('in-process', async () => {
  const lock = new InProcessLeaderLock();
  return { a: lock, b: lock, teardown: () => lock.close() };
});
