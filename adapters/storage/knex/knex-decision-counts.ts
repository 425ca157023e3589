import { SKIP_CODES, type BlockReasonCode, type SkipReasonCode } from '../../../core/domain/bidding/autobid-reasons.js';
import { utcDayOfIndex, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { DailyRunCounts, RunCountScope, RunSummary, SkipCounts } from '../../../core/ports/decision-log.port.js';
import { dayIndexRange } from '../decision-log-rows.js';
import { num, type Db } from './knex-rows.js';

/** The runs' totals as the decision log keeps them: per user and day (`decision_days`, `decision_skip_days`) and each user's last run. */

export async function dailyCounts(db: Db, scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]> {
  const { from, to } = dayIndexRange(range);
  const query = db('decision_days as d')
    .where('d.day', '>=', from)
    .andWhere('d.day', '<', to)
    .groupBy('d.day')
    .select<{ day: number | string; scanned: unknown; matched: unknown; queued: unknown; skipped: unknown }[]>(
      'd.day',
      db.raw('sum(d.scanned) as scanned'),
      db.raw('sum(d.matched) as matched'),
      db.raw('sum(d.queued) as queued'),
      db.raw('sum(d.skipped) as skipped'),
    );
  if (scope.kind === 'user') void query.andWhere('d.user_id', scope.userId);
  if (scope.kind === 'plan') {
    void query
      .join('users as u', 'u.id', 'd.user_id')
      .whereIn('u.current_plan', db('plans').where({ id: scope.planId }).select('slug'));
  }
  const rows = await query;
  return rows.map((row) => ({
    day: utcDayOfIndex(Number(row.day)),
    scanned: num(row.scanned),
    matched: num(row.matched),
    queued: num(row.queued),
    skipped: num(row.skipped),
  }));
}

export async function skipCounts(db: Db, userId: string, range: TimeRange): Promise<SkipCounts> {
  const { from, to } = dayIndexRange(range);
  const rows = await db('decision_skip_days')
    .where({ user_id: userId })
    .andWhere('day', '>=', from)
    .andWhere('day', '<', to)
    .groupBy('reason')
    .select<{ reason: string; count: unknown }[]>('reason', db.raw('sum(count) as count'));
  const counts: Partial<Record<SkipReasonCode, number>> = {};
  for (const row of rows)
    if ((SKIP_CODES as readonly string[]).includes(row.reason)) counts[row.reason as SkipReasonCode] = num(row.count);
  return counts;
}

interface LastRunRow {
  user_id: string;
  ran_at_ms: unknown;
  scanned: unknown;
  matched: unknown;
  queued: unknown;
  skipped: unknown;
  skipped_by_reason: string;
  blocked: string;
}

export async function lastRun(db: Db, userId: string): Promise<RunSummary | null> {
  const row = (await db('decision_last_runs').where({ user_id: userId }).first()) as LastRunRow | undefined;
  if (row === undefined) return null;
  return {
    userId: row.user_id,
    ranAt: new Date(Number(row.ran_at_ms)),
    scanned: num(row.scanned),
    matched: num(row.matched),
    queued: num(row.queued),
    skipped: num(row.skipped),
    skippedByReason: JSON.parse(row.skipped_by_reason) as SkipCounts,
    blocked: JSON.parse(row.blocked) as BlockReasonCode[],
  };
}
