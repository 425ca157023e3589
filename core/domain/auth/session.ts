/**
 * How long a session lasts from its sign-in, whatever its refreshes: a stolen token cannot be
 * kept alive forever by refreshing it (docs/design.md#security).
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;

/** One signed-in device: what a sign-in starts and a sign-out, a password change, a reset or a disable ends. */
export interface SessionStart {
  /** Random, unguessable; carried in the session token. */
  readonly id: string;
  readonly userId: string;
  readonly startedAt: Date;
}

/** True while a session started at `startedAt` is within its absolute lifetime at `now`. */
export const sessionStillLive = (startedAt: Date, now: Date): boolean =>
  now.getTime() < startedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
