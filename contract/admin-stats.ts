import { z } from 'zod';
import { DEFAULT_ACTIVITY_DAYS, MAX_ACTIVITY_DAYS, type DailyActivity } from '../core/domain/stats/daily-activity.js';
import type { AdminStats } from '../core/use-cases/admin/stats/get-admin-stats.js';
import { decimal, optionalQuery, wholeQuery } from './common.js';

/** GET /api/admin/stats: the dashboard's tiles, bar chart and health card (docs/design.md#spec-texts). */
export interface AdminStatsResponse {
  readonly success: true;
  readonly stats: AdminStats;
}

/** GET /api/admin/stats/daily?days=30: how many UTC days back, today's included. */
export const DailyStatsQuery = z.strictObject({
  days: optionalQuery(wholeQuery('days', 1, MAX_ACTIVITY_DAYS)).default(DEFAULT_ACTIVITY_DAYS),
});
export type DailyStatsQuery = z.input<typeof DailyStatsQuery>;

/** One UTC day of the admin's charts: bids submitted that day by status, payments completed that day. */
export interface DailyStatsDay {
  /** 'YYYY-MM-DD', UTC. */
  readonly date: string;
  readonly bids: {
    readonly pending: number;
    readonly submitted: number;
    readonly replied: number;
    readonly accepted: number;
    readonly rejected: number;
    readonly failed: number;
    readonly held: number;
    /** Review drafts the user rejected or let expire: counted here, but not in `total` (never bids). */
    readonly declined: number;
    readonly total: number;
  };
  /** `amountZar`: the completed payments' amounts summed, in ZAR with 2 decimals. */
  readonly payments: { readonly count: number; readonly amountZar: number };
}

export const toDailyStatsDay = (activity: DailyActivity): DailyStatsDay => ({
  date: activity.day,
  bids: { ...activity.bids },
  payments: { count: activity.payments.count, amountZar: decimal(activity.payments.amountMinor) },
});

/** Every day of the window, oldest first, days without activity included with zeros. */
export interface AdminDailyStatsResponse {
  readonly success: true;
  readonly days: readonly DailyStatsDay[];
}
