import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { AppConfig } from '../config/app-config.js';
import { InProcessEventPublisher } from '../events/in-process-event-publisher.js';
import { PostgresEventPublisher } from '../events/postgres-event-publisher.js';
import { InProcessLeaderLock } from '../locks/in-process-leader-lock.js';
import { PostgresLeaderLock } from '../locks/postgres-leader-lock.js';
import type { Logger } from '../logging/logger.js';

/**
 * Several server processes share one Postgres, so the engine's lock lives there; SQLite (and
 * memory) serve a single process. The Postgres lock connects on its first run only.
 */
export function leaderLockFor(config: AppConfig, logger: Logger): LeaderLock {
  if (config.database.dialect !== 'postgres') return new InProcessLeaderLock();
  return new PostgresLeaderLock({
    connectionString: config.database.connection,
    onError: (error) => logger.warn({ err: error }, 'leader lock'),
    onLeadership: (lock, event) => logger.debug({ lock, event }, `leader lock ${event}`),
  });
}

/** On Postgres, events travel through LISTEN/NOTIFY so every server process sees them. */
export async function openEvents(config: AppConfig, logger: Logger): Promise<EventPublisher> {
  if (config.database.dialect !== 'postgres') return new InProcessEventPublisher();
  const events = new PostgresEventPublisher({
    connectionString: config.database.connection,
    onError: (error) => logger.warn({ err: error }, 'live events'),
  });
  await events.start();
  return events;
}
