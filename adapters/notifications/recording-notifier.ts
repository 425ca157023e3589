import type { NotificationRequest, Notifier } from '../../core/ports/notifier.port.js';
import type { Logger } from '../logging/logger.js';

/** Requests kept for reading back, bounded so a long-running server cannot grow them forever. */
const KEPT = 500;

/**
 * A stand-in Notifier for the branch that built the reply sync before the notification delivery
 * existed: it keeps each request once per dedupe key and logs it, and delivers nothing. The
 * composition root binds it only when no other Notifier is given; the real one (inbox, queue and
 * channels) replaces it.
 */
export class RecordingNotifier implements Notifier {
  private readonly kept = new Map<string, NotificationRequest>();

  constructor(private readonly logger: Pick<Logger, 'info'>) {}

  async notify(request: NotificationRequest): Promise<void> {
    if (this.kept.has(request.dedupeKey)) return;
    this.kept.set(request.dedupeKey, request);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.logger.info({ notification: { userId: request.userId, kind: request.kind, dedupeKey: request.dedupeKey } }, 'notification recorded (no delivery yet)');
  }

  /** The requests kept for the user, oldest first. */
  requestsFor(userId: string): readonly NotificationRequest[] {
    return [...this.kept.values()].filter((request) => request.userId === userId);
  }
}
