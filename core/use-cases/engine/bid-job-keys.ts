import type { Job } from '../../ports/job-queue.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { PlaceBidPayload } from './place-bid-job.js';

/**
 * The keys a `place-bid` job runs under (docs/design.md#engine): its user, and the Freelancer token
 * it will bid with, since two users may have saved one account's token. The bid worker runs at
 * most one job per key at a time, across processes, so a user's bids keep their order and pace,
 * and a token never has two bids in flight.
 */
export const bidJobKeys =
  (profiles: Pick<Repositories['profiles'], 'get'>) =>
  async (job: Job<PlaceBidPayload>): Promise<readonly string[]> => {
    const { userId } = job.payload;
    const token = (await profiles.get(userId))?.oauthToken;
    return typeof token === 'string' && token !== '' ? [`user:${userId}`, `token:${token}`] : [`user:${userId}`];
  };
