import { isDomainError } from '../../core/domain/errors.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { Exclusive } from '../../core/ports/leader-lock.port.js';
import type { PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import type { NotifyPayload } from '../../core/use-cases/notifications/notify.js';
import type { PasswordResetPayload } from '../../core/use-cases/auth/password-reset.js';
import type { EngineTickResult } from '../../core/use-cases/engine/run-engine-tick.js';
import type { AwardSyncResult } from '../../core/use-cases/engine/sync-award-statuses.js';
import type { WebhookDeliveryPayload } from '../../core/use-cases/webhooks/webhook-delivery-job.js';
import type { ReplySyncResult } from '../../core/use-cases/engine/sync-replies.js';
import { SystemClock } from '../clock/system-clock.js';
import { createBidWorker, type QueueWorker } from '../jobs/bid-worker.js';
import { createWebhookWorker } from '../jobs/webhook-worker.js';
import { createNotificationWorker } from '../jobs/notification-worker.js';
import { createPasswordResetWorker } from '../jobs/password-reset-worker.js';
import { InMemoryWorkLeases } from '../locks/in-memory-work-leases.js';
import type { Logger } from '../logging/logger.js';
import { startScheduler, type ScheduledJob, type Scheduler } from '../scheduler/croner-scheduler.js';
import type { Runtime } from './runtime.js';
import type { UseCases } from './use-cases.js';

/**
 * What runs beside (or without) the HTTP server: plan expiry, plan reminders, the inbox's pruning
 * and the engine on a schedule, the bid worker on the `place-bid` queue and the notification
 * worker on the `notify` queue. The leader lock is the runtime's: the use cases run under
 * it, and it closes with the runtime, after the engine has stopped.
 */
export interface Engine {
  /** One engine minute now: poll the shared feed, then dispatch the due users, under the leader lock. */
  tick(): Promise<EngineTickResult>;
  /** One award status sync now, under its own leader lock. */
  syncAwards(): Promise<Exclusive<AwardSyncResult>>;
  /** One reply sync now, under the award sync's lock. */
  syncReplies(): Promise<Exclusive<ReplySyncResult>>;
  /**
   * What the scheduler runs: plan expiry and the tick at second 0 of every minute, the award sync
   * every 5 minutes at second 30 and the reply sync 90 s later (at most 300 calls a run: 60 a
   * minute), the ended jobs' prune every 10 minutes, the decision log's prune and plan reminders
   * hourly, the inbox's pruning daily.
   */
  readonly jobs: readonly ScheduledJob[];
  /** Places the bids the dispatch queued, several side by side, one per user and per token. */
  readonly bidWorker: QueueWorker<PlaceBidPayload>;
  /** Sends the signed webhooks the notification channel and the test button queued, one attempt per job. */
  readonly webhookWorker: QueueWorker<WebhookDeliveryPayload>;
  /** Delivers notifications to mail, Telegram, Slack and webhooks, never inside a request or the tick. */
  readonly notificationWorker: QueueWorker<NotifyPayload>;
  /** Mails the reset links asked for on the login page, after each request was answered. */
  readonly passwordResetWorker: QueueWorker<PasswordResetPayload>;
  /** Starts the schedule and the workers; a second call does nothing. */
  start(): void;
  /** Stops the scheduler and waits for the runs still going, then lets the bid worker finish its job in hand. */
  stop(): Promise<void>;
}

export interface EngineAdapters {
  /** The queue the dispatch fills and the bid worker takes from. */
  readonly queue: JobQueue;
  readonly logger: Logger;
  /** Starts the scheduled jobs; croner by default, a fake in tests that must not wait for the clock. */
  readonly schedule?: (jobs: readonly ScheduledJob[], logger: Logger) => Scheduler;
  /** The user and token keys every worker process shares; in memory by default (one process). */
  readonly leases?: WorkLeases;
  /** Bid jobs run side by side in this process (BID_WORKER_CONCURRENCY). */
  readonly concurrency?: number;
  /** The instant the keys' leases count from; the system clock by default. */
  readonly clock?: Clock;
  /** When the engine ticks: second 0 of every minute by default (AppConfig.engineTickPattern). */
  readonly tickPattern?: string;
}

/** The engine over the use cases it runs; nothing runs until `start`. */
export function createEngine(
  useCases: UseCases['engine'],
  adapters: EngineAdapters,
  notifications?: Pick<UseCases['notifications'], 'deliver'>,
  auth?: Pick<UseCases['auth'], 'sendPasswordReset'>,
): Engine {
  const {
    queue,
    logger,
    schedule = startScheduler,
    leases = new InMemoryWorkLeases(),
    concurrency,
    clock = new SystemClock(),
    tickPattern = '0 * * * * *',
  } = adapters;
  const jobs: readonly ScheduledJob[] = [
    { name: 'expire-plans', pattern: '0 * * * * *', run: () => useCases.expirePlans() },
    { name: 'engine-tick', pattern: tickPattern, run: async () => summarizeTick(await useCases.tick(), logger) },
    { name: 'award-sync', pattern: '30 */5 * * * *', run: () => useCases.syncAwards() },
    { name: 'reply-sync', pattern: '0 2-59/5 * * * *', run: () => useCases.syncReplies() },
    // Hourly, away from the minute's tick: the log's prune is the slow cadence's work.
    { name: 'prune-decisions', pattern: '45 17 * * * *', run: () => useCases.pruneDecisions() },
    // Every 10 minutes, off the tick's second and the syncs': a day's ended jobs leave in batches.
    { name: 'prune-jobs', pattern: '40 */10 * * * *', run: () => useCases.pruneFinishedJobs() },
    { name: 'plan-reminders', pattern: '15 7 * * * *', run: () => useCases.remindPlanExpiry() },
    { name: 'prune-notifications', pattern: '45 23 3 * * *', run: () => useCases.pruneNotifications() },
    // Every minute off the tick's second; safe in every process at once: each draft expires by one conditional write, and its notice is deduplicated.
    { name: 'expire-reviews', pattern: '20 * * * * *', run: () => useCases.expireReviews() },
    // Every 10 minutes, off the others' seconds: a checkout left a day without the gateway's word is closed.
    { name: 'expire-checkouts', pattern: '50 */10 * * * *', run: () => useCases.expireAbandonedCheckouts() },
  ];
  const bidWorker = createBidWorker({
    queue,
    placeBid: useCases.placeBid,
    paceBid: useCases.paceBid,
    logger,
    concurrency,
    exclusive: { leases, keysOf: useCases.bidJobKeys, now: () => clock.now() },
  });
  const webhookWorker = createWebhookWorker({ queue, deliverWebhook: useCases.deliverWebhook, logger });
  // Without the notification use cases (engine tests of the bid path) the worker finds nothing to deliver.
  const notificationWorker = createNotificationWorker({
    queue,
    deliver: notifications?.deliver ?? (async () => 'gone'),
    logger,
  });
  // Without the account use cases (engine tests of the bid path) a queued reset mails nothing.
  const passwordResetWorker = createPasswordResetWorker({
    queue,
    sendPasswordReset: auth?.sendPasswordReset ?? (async () => 'none'),
    logger,
  });
  let scheduler: Scheduler | null = null;
  return {
    tick: () => useCases.tick(),
    syncAwards: () => useCases.syncAwards(),
    syncReplies: () => useCases.syncReplies(),
    jobs,
    bidWorker,
    webhookWorker,
    notificationWorker,
    passwordResetWorker,
    start: () => {
      if (scheduler !== null) return;
      scheduler = schedule(jobs, logger);
      bidWorker.start();
      webhookWorker.start();
      notificationWorker.start();
      passwordResetWorker.start();
    },
    stop: async () => {
      await scheduler?.stop();
      scheduler = null;
      await Promise.all([
        bidWorker.stop(),
        webhookWorker.stop(),
        notificationWorker.stop(),
        passwordResetWorker.stop(),
      ]);
    },
  };
}

/**
 * The engine over the runtime's use cases, queue and logger, started. The server runs it when
 * SCHEDULER=on; `bidpilot worker` runs it alone. Stop it before closing the runtime.
 */
export function startEngine(
  runtime: Pick<Runtime, 'useCases' | 'jobQueue' | 'logger' | 'workLeases' | 'config' | 'clock'>,
): Engine {
  const { useCases, config } = runtime;
  const engine = createEngine(
    useCases.engine,
    {
      queue: runtime.jobQueue,
      logger: runtime.logger,
      leases: runtime.workLeases,
      concurrency: config.raw.BID_WORKER_CONCURRENCY,
      clock: runtime.clock,
      tickPattern: config.engineTickPattern,
    },
    useCases.notifications,
    useCases.auth,
  );
  engine.start();
  return engine;
}

/** Warns about what went wrong and answers a compact result for the scheduler's log line. */
function summarizeTick(result: EngineTickResult, logger: Logger): unknown {
  if (!result.leader) return { leader: false };
  const { poll, dispatch } = result;
  if (!poll.ok)
    logger.warn(
      { code: isDomainError(poll.error) ? poll.error.code : 'INTERNAL', err: poll.error },
      'feed poll failed',
    );
  if (dispatch.failed > 0)
    logger.warn({ failed: dispatch.failed, failures: dispatch.failures }, 'dispatch failed for some users');
  if (dispatch.queued > 0) logger.info({ due: dispatch.due, queued: dispatch.queued }, 'bids queued by the engine');
  return {
    leader: true,
    poll: poll.ok ? poll.result : { failed: true },
    dispatch: { ...dispatch, failures: undefined },
  };
}
