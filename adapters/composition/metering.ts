import type { Clock } from '../../core/ports/clock.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import { PLACE_BID_QUEUE } from '../../core/use-cases/engine/place-bid-job.js';
import { PASSWORD_RESET_QUEUE } from '../../core/use-cases/auth/password-reset.js';
import { NOTIFY_QUEUE } from '../../core/use-cases/notifications/notify.js';
import { WEBHOOK_DELIVERY_QUEUE } from '../../core/use-cases/webhooks/webhook-delivery-job.js';
import type { Logger } from '../logging/logger.js';
import { BidPilotMetrics, isBacklogSource } from '../metrics/bidpilot-metrics.js';
import { meteredEngine } from '../metrics/metered-engine.js';
import { MeteredNotificationChannel } from '../metrics/metered-notification-channel.js';
import type { UseCases } from './use-cases.js';

/** Metrics over the runtime's queue: its depth and oldest job per queue, when the queue can tell them. */
export function metricsFor(jobQueue: JobQueue, clock: Clock, logger: Logger): BidPilotMetrics {
  if (!isBacklogSource(jobQueue)) return new BidPilotMetrics();
  return new BidPilotMetrics({
    queues: {
      source: jobQueue,
      names: [PLACE_BID_QUEUE, NOTIFY_QUEUE, WEBHOOK_DELIVERY_QUEUE, PASSWORD_RESET_QUEUE],
      now: () => clock.now(),
    },
    onCollectError: (error) => logger.warn({ err: error }, 'queue metrics not read'),
  });
}

export const meteredChannels = (
  channels: readonly NotificationChannel[],
  metrics: BidPilotMetrics,
): readonly NotificationChannel[] => channels.map((channel) => new MeteredNotificationChannel(channel, metrics));

/** The use cases with the engine's bid outcomes and ticks counted (adapters/metrics/metered-engine.ts). */
export const meteredUseCases = (useCases: UseCases, metrics: BidPilotMetrics): UseCases => ({
  ...useCases,
  engine: meteredEngine(useCases.engine, metrics),
});
