import { skipBit, skipReasons, type SkipReasonCode } from '../../../core/domain/bidding/autobid-reasons.js';
import { utcDayOfIndex, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type * as Log from '../../../core/ports/decision-log.port.js';
import type { Page } from '../../../core/ports/page.js';
import {
  dayIndexOf,
  dayIndexRange,
  lastRunPerUser,
  reasonsMask,
  runTotalsPerDay,
  skipTotalsPerDay,
} from '../decision-log-rows.js';
import { copy, pageOf, type MemoryTables } from './memory-tables.js';

type DayCounts = Omit<Log.DailyRunCounts, 'day'>;

/**
 * The decision log in process memory, outside transactions like the pacing slots. It reads the
 * live users and plans: a deleted user's rows are left out as the database's cascade drops them.
 */
export class InMemoryDecisionLog implements Log.DecisionLog {
  private readonly decisions: Log.Decision[] = [];
  private nextId = 1;
  /** By user, then day index. */
  private readonly days = new Map<string, Map<number, DayCounts>>();
  private readonly skipDays = new Map<string, Map<number, Map<SkipReasonCode, number>>>();
  private readonly lastRuns = new Map<string, Log.RunSummary>();

  constructor(private readonly tables: MemoryTables) {}

  async findLatestForProject(userId: string, projectId: string): Promise<Log.Decision | null> {
    const latest = this.newestFirst(this.live().filter((d) => d.userId === userId && d.projectId === projectId))[0];
    return latest === undefined ? null : copy(latest);
  }

  async dailyCounts(scope: Log.RunCountScope, range: TimeRange): Promise<readonly Log.DailyRunCounts[]> {
    const { from, to } = dayIndexRange(range);
    const sums = new Map<number, { scanned: number; matched: number; queued: number; skipped: number }>();
    for (const [userId, byDay] of this.days) {
      if (!this.inScope(userId, scope)) continue;
      for (const [day, counts] of byDay) {
        if (day < from || day >= to) continue;
        const sum = sums.get(day) ?? { scanned: 0, matched: 0, queued: 0, skipped: 0 };
        sum.scanned += counts.scanned;
        sum.matched += counts.matched;
        sum.queued += counts.queued;
        sum.skipped += counts.skipped;
        sums.set(day, sum);
      }
    }
    return [...sums].map(([day, sum]) => ({ day: utcDayOfIndex(day), ...sum }));
  }

  async record(records: Log.RunRecords): Promise<void> {
    for (const decision of records.decisions) {
      if (!this.tables.users.has(decision.userId)) continue;
      // Reasons in SKIP_CODES order, as the database's bit mask answers them.
      const reasons = skipReasons(reasonsMask(decision.reasons)).map((reason) => reason.code);
      // A shallow copy: its fields are strings, a date and the fresh reasons (a tick writes many rows).
      this.decisions.push({
        ...decision,
        fitScore: decision.fitScore ?? null,
        decidedAt: new Date(decision.decidedAt),
        reasons,
        id: String(this.nextId++),
      });
    }
    const exists = (summary: { userId: string }): boolean => this.tables.users.has(summary.userId);
    for (const total of runTotalsPerDay(records.summaries.filter(exists))) {
      const byDay = this.days.get(total.userId) ?? new Map<number, DayCounts>();
      const counts = byDay.get(total.day) ?? { scanned: 0, matched: 0, queued: 0, skipped: 0 };
      byDay.set(total.day, {
        scanned: counts.scanned + total.scanned,
        matched: counts.matched + total.matched,
        queued: counts.queued + total.queued,
        skipped: counts.skipped + total.skipped,
      });
      this.days.set(total.userId, byDay);
    }
    for (const total of skipTotalsPerDay(records.summaries.filter(exists))) {
      const byDay = this.skipDays.get(total.userId) ?? new Map<number, Map<SkipReasonCode, number>>();
      const counts = byDay.get(total.day) ?? new Map<SkipReasonCode, number>();
      counts.set(total.reason, (counts.get(total.reason) ?? 0) + total.count);
      byDay.set(total.day, counts);
      this.skipDays.set(total.userId, byDay);
    }
    for (const summary of lastRunPerUser(records.summaries.filter(exists))) {
      const seen = this.lastRuns.get(summary.userId);
      if (seen === undefined || seen.ranAt.getTime() <= summary.ranAt.getTime())
        this.lastRuns.set(summary.userId, {
          ...summary,
          ranAt: new Date(summary.ranAt),
          skippedByReason: { ...summary.skippedByReason },
          blocked: [...summary.blocked],
        });
    }
  }

  async markHeld(userId: string, projectId: string, detail: string): Promise<boolean> {
    const latest = await this.findLatestForProject(userId, projectId);
    if (latest === null) return false;
    const index = this.decisions.findIndex((d) => d.id === latest.id);
    this.decisions[index] = { ...latest, outcome: 'held', detail };
    return true;
  }

  async list(userId: string, query: Log.DecisionQuery): Promise<Page<Log.Decision>> {
    const reasonBit = query.reason === undefined ? 0 : skipBit(query.reason);
    const mine = this.live().filter(
      (d) =>
        d.userId === userId &&
        (query.outcome === undefined || d.outcome === query.outcome) &&
        (query.reason === undefined || d.reasons.some((code) => skipBit(code) === reasonBit)) &&
        (query.excludeReason === undefined || !d.reasons.includes(query.excludeReason)),
    );
    return pageOf(this.newestFirst(mine), query);
  }

  async skipCounts(userId: string, range: TimeRange): Promise<Log.SkipCounts> {
    if (!this.tables.users.has(userId)) return {};
    const { from, to } = dayIndexRange(range);
    const counts: Partial<Record<SkipReasonCode, number>> = {};
    for (const [day, reasons] of this.skipDays.get(userId) ?? []) {
      if (day < from || day >= to) continue;
      for (const [reason, count] of reasons) counts[reason] = (counts[reason] ?? 0) + count;
    }
    return counts;
  }

  async lastRun(userId: string): Promise<Log.RunSummary | null> {
    const summary = this.tables.users.has(userId) ? this.lastRuns.get(userId) : undefined;
    return summary === undefined ? null : copy(summary);
  }

  async prune(rules: Log.DecisionPrune): Promise<number> {
    const before = this.decisions.length;
    const kept = new Map<string, number>();
    const survivors = this.newestFirst(this.live()).filter((d) => {
      if (d.decidedAt.getTime() < rules.decidedBefore.getTime()) return false;
      const count = (kept.get(d.userId) ?? 0) + 1;
      kept.set(d.userId, count);
      return count <= rules.perUserCap;
    });
    this.decisions.splice(0, this.decisions.length, ...survivors.reverse());
    let deleted = before - this.decisions.length;
    const skipDaysBefore = dayIndexOf(rules.decidedBefore);
    const countDaysBefore = dayIndexOf(rules.countsBefore);
    for (const byDay of this.skipDays.values()) {
      for (const [day, reasons] of byDay) {
        if (day >= skipDaysBefore) continue;
        deleted += reasons.size;
        byDay.delete(day);
      }
    }
    for (const byDay of this.days.values()) {
      for (const day of byDay.keys()) {
        if (day >= countDaysBefore) continue;
        deleted += 1;
        byDay.delete(day);
      }
    }
    return deleted;
  }

  /** The decisions of users that still exist. */
  private live(): Log.Decision[] {
    return this.decisions.filter((d) => this.tables.users.has(d.userId));
  }

  private newestFirst(decisions: Log.Decision[]): Log.Decision[] {
    return decisions.sort((a, b) => b.decidedAt.getTime() - a.decidedAt.getTime() || Number(b.id) - Number(a.id));
  }

  private inScope(userId: string, scope: Log.RunCountScope): boolean {
    const user = this.tables.users.get(userId);
    if (user === undefined) return false;
    if (scope.kind === 'user') return userId === scope.userId;
    if (scope.kind === 'plan')
      return user.currentPlan !== null && this.tables.plans.get(scope.planId)?.slug === user.currentPlan;
    return true;
  }
}
