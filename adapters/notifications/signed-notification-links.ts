import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../core/domain/notifications/notification.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { NotificationLinks, UnsubscribeTarget } from '../../core/ports/notification-links.port.js';

/** The web page an unsubscribe link opens; it asks the API to switch the kind off and offers to undo. */
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/** How long an unsubscribe link works: long enough for an old mail, short enough that a leaked one dies. */
export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60_000;

const Claims = z.object({ u: z.string().min(1), k: z.enum(NOTIFICATION_KINDS), c: z.enum(NOTIFICATION_CHANNELS), e: z.number().int() });

/**
 * Links under PUBLIC_URL; unsubscribe tokens are `<claims>.<signature>`, both base64url: the claims
 * name the user, kind, channel and expiry, the signature is HMAC-SHA256 under a key derived from
 * JWT_SECRET (its own purpose label, so a session token's signature never passes for one).
 */
export class SignedNotificationLinks implements NotificationLinks {
  private readonly key: Buffer;

  constructor(
    private readonly publicUrl: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('bidpilot.unsubscribe.v1').digest();
  }

  appUrl(path: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  }

  unsubscribeUrl(target: UnsubscribeTarget): string {
    return `${this.appUrl(UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(this.tokenFor(target))}`;
  }

  tokenFor(target: UnsubscribeTarget, expiresAt = new Date(this.clock.now().getTime() + UNSUBSCRIBE_LINK_TTL_MS)): string {
    const claims = Buffer.from(JSON.stringify({ u: target.userId, k: target.kind, c: target.channel, e: expiresAt.getTime() })).toString('base64url');
    return `${claims}.${this.sign(claims)}`;
  }

  verifyUnsubscribeToken(token: string): UnsubscribeTarget | null {
    const [claims, signature, extra] = token.split('.');
    if (claims === undefined || signature === undefined || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(claims));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: z.infer<typeof Claims>;
    try {
      const result = Claims.safeParse(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')));
      if (!result.success) return null;
      parsed = result.data;
    } catch {
      return null;
    }
    if (parsed.e <= this.clock.now().getTime()) return null;
    return { userId: parsed.u, kind: parsed.k, channel: parsed.c };
  }

  private sign(claims: string): string {
    return createHmac('sha256', this.key).update(claims).digest('base64url');
  }
}
