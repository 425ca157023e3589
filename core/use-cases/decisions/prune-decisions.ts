import { DAY_MS, MAX_ACTIVITY_DAYS } from '../../domain/stats/daily-activity.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DecisionLog } from '../../ports/decision-log.port.js';

/** How long the decision log keeps its rows and its skip counts per reason. */
export const DECISION_LOG_DAYS = 14;
/** A user's rows beyond their newest this many go, whatever their age (docs/design.md#decision-log). */
export const DECISIONS_PER_USER = 2_000;
/** The leader lock one process prunes under, so two never delete the same rows side by side. */
export const PRUNE_DECISIONS_LOCK = 'bidpilot:prune-decisions';
/** Rows per delete statement: one prune never holds a table long. */
const PRUNE_BATCH = 5_000;

/**
 * Keeps the decision log bounded: rows older than 14 days or beyond each user's newest 2,000, skip
 * counts older than 14 days and daily counts older than the funnel's 90 days. Run by the engine on
 * a slow cadence (hourly), in statements of bounded size.
 */
export class PruneDecisions {
  constructor(
    private readonly decisions: Pick<DecisionLog, 'prune'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ readonly pruned: number }> {
    const now = this.clock.now().getTime();
    const pruned = await this.decisions.prune({
      decidedBefore: new Date(now - DECISION_LOG_DAYS * DAY_MS),
      countsBefore: new Date(now - MAX_ACTIVITY_DAYS * DAY_MS),
      perUserCap: DECISIONS_PER_USER,
      batch: PRUNE_BATCH,
    });
    return { pruned };
  }
}
