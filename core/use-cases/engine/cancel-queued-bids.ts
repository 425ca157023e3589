import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { isApproval, returnToReview } from '../reviews/unplaced-approvals.js';
import { CANCELLED_NOTE, PLACE_BID_QUEUE, attemptDebitKey, type PlaceBidPayload } from './place-bid-job.js';

/** What stopping one user's bidding does to their queued bids; each stop path calls it after its own change. */
export interface StopQueuedBids {
  execute(userId: string): Promise<{ readonly cancelled: number }>;
}

/**
 * The step every way of stopping a user's autobidding ends with (their Stop, an admin disabling
 * them, their plan expiring, a pause by Freelancer; docs/design.md#engine): their `place-bid`
 * jobs that have not reached Freelancer are cancelled, so none of them is placed afterwards.
 *
 * A bid is charged when a worker places it, never when it is queued, so a queued job holds no
 * charge and nothing is given back for it. The exceptions are exact and keyed: an attempt that
 * died holding its reservation (a crash; the retry that would have given it back will not run)
 * is refunded under that attempt's key, which a refund answers only once, and the log row it
 * left pending is closed. A job a worker holds right now is left to that worker: it finds the job
 * cancelled just before sending, gives its bid back and closes the row itself; if its call to
 * Freelancer had already started, the bid was placed and stays charged. A cancelled job that
 * places a draft its user approved gives the draft back to them, waiting again with the reason
 * and its row held (docs/design.md#review-lane), rather than leaving it approved for ever. A
 * cancelled job that never logged a bid turns its decision from `queued` to `held` with the reason
 * (docs/design.md#decision-log). The cancelled bids' pacing slots are released, so bids queued
 * after a Start again are paced after the bids that went out, not after these.
 */
export class CancelQueuedBids implements StopQueuedBids {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'ledger' | 'bids' | 'reviews' | 'settings' | 'searchProfiles' | 'decisions' | 'pacing'
    >,
    private readonly jobs: Pick<JobQueue, 'cancelGroup'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<{ readonly cancelled: number }> {
    const cancelled = await this.jobs.cancelGroup<PlaceBidPayload>(PLACE_BID_QUEUE, userId);
    const unsent = cancelled.filter((job) => !job.held);
    await this.repositories.pacing.release(
      userId,
      unsent.map((job) => job.payload.bidId),
    );
    for (const job of unsent) {
      const { bidId, project } = job.payload;
      for (let attempt = 1; attempt <= job.attempts; attempt++)
        await this.repositories.ledger.refund({ userId, debitKey: attemptDebitKey(job.payload, attempt) });
      if (isApproval(job.payload)) {
        await returnToReview(this.repositories, this.clock, job.payload, CANCELLED_NOTE);
        continue;
      }
      const row = await this.repositories.bids.findByUserAndProject(userId, project.id);
      if (row?.id === bidId && row.status === 'pending')
        await this.repositories.bids.update(bidId, {
          status: 'failed',
          errorMessage: CANCELLED_NOTE,
          historyKind: 'cancelled',
        });
      // A job that never logged a bid would leave the run's decision 'queued' for ever, with nothing to show for it.
      else if (row === null) await this.repositories.decisions.markHeld(userId, project.id, CANCELLED_NOTE);
    }
    return { cancelled: cancelled.length };
  }
}
