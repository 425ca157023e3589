import type { Exclusive } from '../../../core/ports/leader-lock.port.js';
import { PRUNE_DECISIONS_LOCK, PruneDecisions } from '../../../core/use-cases/decisions/prune-decisions.js';
import { bidJobKeys } from '../../../core/use-cases/engine/bid-job-keys.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import { PollProjectFeed } from '../../../core/use-cases/engine/poll-project-feed.js';
import { AWARD_SYNC_LOCK, RunEngineTick } from '../../../core/use-cases/engine/run-engine-tick.js';
import { SyncAwardStatuses, type AwardSyncResult } from '../../../core/use-cases/engine/sync-award-statuses.js';
import { SyncReplies, type ReplySyncResult } from '../../../core/use-cases/engine/sync-replies.js';
import { PRUNE_JOBS_LOCK, PruneFinishedJobs } from '../../../core/use-cases/jobs/prune-finished-jobs.js';
import { PruneNotifications } from '../../../core/use-cases/notifications/inbox.js';
import { RemindPlanExpiry } from '../../../core/use-cases/notifications/remind-plan-expiry.js';
import { ExpireAbandonedCheckouts } from '../../../core/use-cases/payments/expire-abandoned-checkouts.js';
import { ExpirePlans } from '../../../core/use-cases/plans/expire-plans.js';
import { DeliverWebhook } from '../../../core/use-cases/webhooks/deliver-webhook.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { run } from './bind.js';
import type { SharedUseCases } from './shared.js';

export function engineUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings, shared: SharedUseCases) {
  const { storage, clock, events, marketplace, marketplaceBackoff, rates, jobQueue, proposalWriter } = adapters;
  const { leaderLock, webhooks, webhookTransport, reviewLinks } = adapters;
  const { notifier, queuedBids, reviewDrafts, paces, modelWritesProposals } = shared;
  const awardSync = new SyncAwardStatuses(storage, marketplace, events, {}, { notifier, clock });
  const replySync = new SyncReplies(storage, marketplace, events, notifier);
  const pruneDecisions = new PruneDecisions(storage.decisions, clock);
  const pruneFinishedJobs = new PruneFinishedJobs(jobQueue, clock);
  const engineTick = new RunEngineTick(
    leaderLock,
    new PollProjectFeed(storage, marketplace, clock, { serviceToken: settings.feedToken }),
    new DispatchDueUsers(storage, rates, jobQueue, clock, paces, modelWritesProposals),
  );
  return {
    /** One engine minute under the leader lock: the feed poll, then the due users' dispatch. */
    tick: run(engineTick),
    /** One award status sync under its own leader lock, so a long sync never holds up a tick. */
    syncAwards: (): Promise<Exclusive<AwardSyncResult>> =>
      leaderLock.runExclusive(AWARD_SYNC_LOCK, () => awardSync.execute()),
    /** One reply sync under the award sync's lock, so the two never change one bid at once. */
    syncReplies: (): Promise<Exclusive<ReplySyncResult>> =>
      leaderLock.runExclusive(AWARD_SYNC_LOCK, () => replySync.execute()),
    placeBid: run(
      new PlaceBid(storage, marketplace, proposalWriter, events, clock, {
        jobs: jobQueue,
        queuedBids,
        notifier,
        ...(reviewLinks === undefined ? {} : { reviewLinks }),
        ...(adapters.fitAdjuster === undefined ? {} : { fitAdjuster: adapters.fitAdjuster }),
      }),
    ),
    /** Marks held drafts past their time expired and tells their users; answers how many. */
    expireReviews: (): Promise<number> => reviewDrafts.expire(),
    /** Asked by the bid worker before placeBid: when a job must wait for the user's pace or the token's rate limit. */
    paceBid: run(new PaceBid(storage, marketplaceBackoff, clock, { paces })),
    /** The keys (user, token) the bid worker runs a job under, one job per key at a time. */
    bidJobKeys: bidJobKeys(storage.profiles),
    expirePlans: run(new ExpirePlans(storage, clock, events, queuedBids, notifier)),
    /** Cancels checkouts left a day without a word from the gateway; safe in every process (one conditional write each). */
    expireAbandonedCheckouts: run(new ExpireAbandonedCheckouts(storage.payments, clock)),
    /** `plan.expiring` a week and a day ahead. */
    remindPlanExpiry: run(new RemindPlanExpiry(storage, notifier, clock)),
    /** Keeps the inbox to 90 days and 1,000 notifications per user. */
    pruneNotifications: run(new PruneNotifications(storage, clock)),
    /** One attempt of one webhook delivery: the `webhook-delivery` worker's job. */
    deliverWebhook: run(new DeliverWebhook(webhooks, webhookTransport, jobQueue, clock, notifier)),
    /** Keeps the decision log bounded (14 days, 2,000 rows a user); hourly, one process at a time. */
    pruneDecisions: (): Promise<Exclusive<{ readonly pruned: number }>> =>
      leaderLock.runExclusive(PRUNE_DECISIONS_LOCK, () => pruneDecisions.execute()),
    /** Keeps the job table to about a day: jobs that ended more than 24 hours ago go, every 10 minutes, one process at a time. */
    pruneFinishedJobs: (): Promise<Exclusive<{ readonly pruned: number }>> =>
      leaderLock.runExclusive(PRUNE_JOBS_LOCK, () => pruneFinishedJobs.execute()),
  };
}
