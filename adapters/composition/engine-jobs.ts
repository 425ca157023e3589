import type { Container } from 'inversify';
import { isDomainError } from '../../core/domain/errors.js';
import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { AWARD_SYNC_LOCK, RunEngineTick, type EngineTickResult } from '../../core/use-cases/engine/run-engine-tick.js';
import { SyncAwardStatuses, type AwardSyncResult } from '../../core/use-cases/engine/sync-award-statuses.js';
import type { AppConfig } from '../config/app-config.js';
import { InProcessLeaderLock } from '../locks/in-process-leader-lock.js';
import { PostgresLeaderLock } from '../locks/postgres-leader-lock.js';
import type { Logger } from '../logging/logger.js';
import type { ScheduledJob } from '../scheduler/croner-scheduler.js';
import { TOKENS } from './tokens.js';

/** The scheduled engine of DESIGN §4: feed poll and dispatch every minute, award sync every 5. */
export interface Engine {
  /** One engine minute: poll the shared feed, then dispatch the due users, under the leader lock. */
  tick(): Promise<EngineTickResult>;
  /** One award status sync, under its own leader lock. */
  syncAwards(): Promise<Exclusive<AwardSyncResult>>;
  /** For the scheduler: the tick at second 0 of every minute, the sync every 5 minutes at second 30. */
  readonly jobs: readonly ScheduledJob[];
  /** Closes the lock's connection; stop the scheduler first, which waits for the runs still going. */
  close(): Promise<void>;
}

/** Several server processes share one Postgres; SQLite (and memory) serve a single process. */
function leaderLockFor(config: AppConfig, logger: Logger): LeaderLock {
  if (config.database.dialect !== 'postgres') return new InProcessLeaderLock();
  return new PostgresLeaderLock({ connectionString: config.database.connection, onError: (error) => logger.warn({ err: error }, 'leader lock') });
}

/** The engine's use cases over the container's adapters; nothing runs until the jobs are scheduled. */
export function createEngine(container: Container): Engine {
  const config = container.get(TOKENS.Config);
  const logger = container.get(TOKENS.Logger);
  const [storage, clock, marketplace] = [container.get(TOKENS.Storage), container.get(TOKENS.Clock), container.get(TOKENS.Marketplace)];
  const lock = leaderLockFor(config, logger);
  const poll = new PollProjectFeed(storage, marketplace, clock, { serviceToken: config.raw.MARKETPLACE_FEED_TOKEN });
  const dispatch = new DispatchDueUsers(storage, container.get(TOKENS.Rates), container.get(TOKENS.JobQueue), clock);
  const engineTick = new RunEngineTick(lock, poll, dispatch);
  const awardSync = new SyncAwardStatuses(storage, marketplace);
  const tick = () => engineTick.execute();
  const syncAwards = () => lock.runExclusive(AWARD_SYNC_LOCK, () => awardSync.execute());
  return {
    tick,
    syncAwards,
    jobs: [
      { name: 'engine-tick', pattern: '0 * * * * *', run: async () => summarizeTick(await tick(), logger) },
      { name: 'award-sync', pattern: '30 */5 * * * *', run: syncAwards },
    ],
    close: () => lock.close(),
  };
}

/** Warns about what went wrong and answers a compact result for the scheduler's log line. */
function summarizeTick(result: EngineTickResult, logger: Logger): unknown {
  if (!result.leader) return { leader: false };
  const { poll, dispatch } = result;
  if (!poll.ok) logger.warn({ code: isDomainError(poll.error) ? poll.error.code : 'INTERNAL', err: poll.error }, 'feed poll failed');
  if (dispatch.failed > 0) logger.warn({ failed: dispatch.failed, failures: dispatch.failures }, 'dispatch failed for some users');
  if (dispatch.queued > 0) logger.info({ due: dispatch.due, queued: dispatch.queued }, 'bids queued by the engine');
  return { leader: true, poll: poll.ok ? poll.result : { failed: true }, dispatch: { ...dispatch, failures: undefined } };
}
