import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../core/ports/notification-channel.port.js';
import type { BidPilotMetrics } from './bidpilot-metrics.js';

/** A notification channel whose deliveries are counted by outcome; a delivery that throws counts as `failed`. */
export class MeteredNotificationChannel implements NotificationChannel {
  readonly name: NotificationChannel['name'];

  constructor(
    private readonly inner: NotificationChannel,
    private readonly metrics: Pick<BidPilotMetrics, 'notificationDeliveries'>,
  ) {
    this.name = inner.name;
  }

  isLinked(userId: string): Promise<boolean> {
    return this.inner.isLinked(userId);
  }

  async deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome> {
    try {
      const outcome = await this.inner.deliver(outgoing);
      this.metrics.notificationDeliveries.inc({ channel: this.name, outcome: outcome.kind });
      return outcome;
    } catch (error) {
      this.metrics.notificationDeliveries.inc({ channel: this.name, outcome: 'failed' });
      throw error;
    }
  }

  unlink(userId: string, reason: string): Promise<void> {
    return this.inner.unlink(userId, reason);
  }
}
