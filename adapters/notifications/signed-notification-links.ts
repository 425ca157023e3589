import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../core/domain/notifications/notification.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { NotificationLinks, UnsubscribeTarget } from '../../core/ports/notification-links.port.js';
import { SignedClaims } from './signed-claims.js';

/** The web page an unsubscribe link opens; it asks the API to switch the kind off and offers to undo. */
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/** How long an unsubscribe link works: long enough for an old mail, short enough that a leaked one dies. */
export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60_000;

/** The key's purpose label: its own, so no other signed token passes for an unsubscribe one. */
export const UNSUBSCRIBE_PURPOSE = 'bidpilot.unsubscribe.v1';

const Claims = z.object({
  u: z.string().min(1),
  k: z.enum(NOTIFICATION_KINDS),
  c: z.enum(NOTIFICATION_CHANNELS),
  e: z.number().int(),
});

/** Links under PUBLIC_URL; unsubscribe tokens name the user, kind, channel and expiry (SignedClaims, under their own purpose). */
export class SignedNotificationLinks implements NotificationLinks {
  private readonly claims: SignedClaims<z.infer<typeof Claims>>;

  constructor(
    private readonly publicUrl: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.claims = new SignedClaims(secret, UNSUBSCRIBE_PURPOSE, Claims);
  }

  appUrl(path: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  }

  unsubscribeUrl(target: UnsubscribeTarget): string {
    return `${this.appUrl(UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(this.tokenFor(target))}`;
  }

  tokenFor(
    target: UnsubscribeTarget,
    expiresAt = new Date(this.clock.now().getTime() + UNSUBSCRIBE_LINK_TTL_MS),
  ): string {
    return this.claims.token({ u: target.userId, k: target.kind, c: target.channel, e: expiresAt.getTime() });
  }

  verifyUnsubscribeToken(token: string): UnsubscribeTarget | null {
    const parsed = this.claims.read(token, this.clock.now());
    return parsed === null ? null : { userId: parsed.u, kind: parsed.k, channel: parsed.c };
  }
}
