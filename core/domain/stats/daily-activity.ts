import { noBidsByStatus, type BidStatus, type BidStatusCounts } from '../bidding/bid.js';

export const DAY_MS = 86_400_000;
/** How far back the admin's daily charts may look, and how far they look unless asked. */
export const MAX_ACTIVITY_DAYS = 90;
export const DEFAULT_ACTIVITY_DAYS = 30;

/** From `from` (inclusive) to `to` (exclusive). */
export interface TimeRange {
  readonly from: Date;
  readonly to: Date;
}

/** A UTC calendar day as 'YYYY-MM-DD'. */
export type UtcDay = string;

/** Bids of one status submitted on one UTC day. */
export interface DailyBidCount {
  readonly day: UtcDay;
  readonly status: BidStatus;
  readonly count: number;
}

/** Payments completed on one UTC day, and the sum of their amounts in minor units. */
export interface DailyPaymentTotal {
  readonly day: UtcDay;
  readonly count: number;
  readonly amountMinor: number;
}

export interface DailyActivity {
  readonly day: UtcDay;
  readonly bids: BidStatusCounts;
  readonly payments: { readonly count: number; readonly amountMinor: number };
}

export const utcDay = (at: Date): UtcDay => at.toISOString().slice(0, 10);

/** The UTC day a count of days since the epoch names (what storage groups by: floor(ms / DAY_MS)). */
export const utcDayOfIndex = (index: number): UtcDay => utcDay(new Date(index * DAY_MS));

/** The last `days` UTC days, today's included: its range and the days in order. */
export function lastUtcDays(now: Date, days: number): { readonly range: TimeRange; readonly days: readonly UtcDay[] } {
  const tomorrow = (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS;
  const from = tomorrow - days * DAY_MS;
  return {
    range: { from: new Date(from), to: new Date(tomorrow) },
    days: Array.from({ length: days }, (_, index) => utcDay(new Date(from + index * DAY_MS))),
  };
}

/** One entry per day, in order, zero where nothing happened; counts of days outside `days` are dropped. */
export function dailyActivity(
  days: readonly UtcDay[],
  bids: readonly DailyBidCount[],
  payments: readonly DailyPaymentTotal[],
): DailyActivity[] {
  const byDay = new Map(days.map((day) => [day, { bids: noBidsByStatus(), payments: { count: 0, amountMinor: 0 } }]));
  for (const row of bids) {
    const entry = byDay.get(row.day);
    if (entry !== undefined) entry.bids[row.status] += row.count;
  }
  for (const row of payments) {
    const entry = byDay.get(row.day);
    if (entry === undefined) continue;
    entry.payments.count += row.count;
    entry.payments.amountMinor += row.amountMinor;
  }
  return days.map((day) => {
    const entry = byDay.get(day) ?? { bids: noBidsByStatus(), payments: { count: 0, amountMinor: 0 } };
    // Declined drafts are counted by status but, as in the dashboard's figures, not in the day's total.
    const total = Object.values(entry.bids).reduce((sum, count) => sum + count, 0) - entry.bids.declined;
    return { day, bids: { ...entry.bids, total }, payments: entry.payments };
  });
}
