import { intervalMinutes } from './settings.js';
import type { TimeInterval, TimeLimit } from './settings.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The first run after switching on (and Test Bidding) looks back this far (docs/design.md#engine). */
export const FIRST_RUN_LOOKBACK_MS = 60 * MINUTE_MS;
/**
 * A minute-tick scheduler fires a little early or late; without slack a run that lands 50 ms
 * after the previous one's timestamp would wait a whole extra tick.
 */
export const DUE_SLACK_MS = 5_000;

const TIME_LIMIT_MS: Readonly<Record<TimeLimit, number>> = {
  no_limit: Number.POSITIVE_INFINITY,
  '1hour': HOUR_MS,
  '6hours': 6 * HOUR_MS,
  '12hours': 12 * HOUR_MS,
  '24hours': 24 * HOUR_MS,
};

export const timeLimitMs = (timeLimit: TimeLimit): number => TIME_LIMIT_MS[timeLimit];

/** The widest of several profiles' time limits: how far back a run that applies all of them must look. */
export const widestTimeLimit = (first: TimeLimit, others: readonly TimeLimit[]): TimeLimit =>
  others.reduce((widest, limit) => (timeLimitMs(limit) > timeLimitMs(widest) ? limit : widest), first);

/** True on the first run, and once the interval (less the slack) has passed since the last one. */
export function isDue(lastRunAt: Date | null, timeInterval: TimeInterval, now: Date): boolean {
  if (lastRunAt === null) return true;
  return now.getTime() - lastRunAt.getTime() >= intervalMinutes[timeInterval] * MINUTE_MS - DUE_SLACK_MS;
}

/** When a user who runs now runs next: the pace plans no bid of this run past it. */
export const nextRunAt = (timeInterval: TimeInterval, now: Date): Date =>
  new Date(now.getTime() + intervalMinutes[timeInterval] * MINUTE_MS);

/** Oldest first-seen time this run considers: since the last run (or 60 minutes), within timeLimit. */
export function projectsWindowStart(lastRunAt: Date | null, now: Date, timeLimit: TimeLimit): Date {
  const since = lastRunAt === null ? now.getTime() - FIRST_RUN_LOOKBACK_MS : lastRunAt.getTime();
  return new Date(Math.max(since, now.getTime() - timeLimitMs(timeLimit)));
}
