import { TOP_REASONS, type LastRunView } from '../core/use-cases/decisions/last-run.js';
import { overPaceOf } from '../core/use-cases/engine/dispatch-summary.js';
import type { DispatchResult } from '../core/use-cases/engine/match-and-enqueue.js';
import { toReasonCountResponse, type ReasonCountResponse } from './decisions.js';

/** GET /api/bidding/last-run: what the last run did and when the next one is (the dashboard's "Last run"). */
export interface LastRunResponse {
  readonly success: true;
  readonly lastRun: {
    readonly ranAt: string;
    readonly scanned: number;
    readonly matched: number;
    readonly queued: number;
    readonly skipped: number;
    readonly topReasons: readonly ReasonCountResponse[];
    readonly blocked: readonly { readonly code: string; readonly message: string }[];
    /** Of `skipped`, the projects that passed every rule but did not fit the safe pace (Test Bidding's "N more matched"). */
    readonly overPace: number;
  } | null;
  readonly nextRunAt: string | null;
}

export const toLastRunResponse = (view: LastRunView): LastRunResponse => ({
  success: true,
  lastRun:
    view.run === null
      ? null
      : {
          ranAt: view.run.ranAt.toISOString(),
          scanned: view.run.scanned,
          matched: view.run.matched,
          queued: view.run.queued,
          skipped: view.run.skipped,
          topReasons: view.run.topReasons.map(toReasonCountResponse),
          blocked: view.run.blocked,
          overPace: view.run.overPace,
        },
  nextRunAt: view.nextRunAt === null ? null : view.nextRunAt.toISOString(),
});

/** Test Bidding's run in numbers, beside its message and note: the same as the dashboard's "Last run". */
export interface TestRunResponse {
  readonly scanned: number;
  readonly matched: number;
  readonly queued: number;
  readonly skipped: number;
  readonly topReasons: readonly ReasonCountResponse[];
  /** As the last run's `overPace`: the note's "N more matched than a safe pace can bid on". */
  readonly overPace: number;
}

export const toTestRunResponse = (result: DispatchResult): TestRunResponse => ({
  scanned: result.projectsFound,
  matched: result.matched,
  queued: result.queued,
  skipped: result.blocked.length > 0 ? 0 : Math.max(0, result.projectsFound - result.matched),
  topReasons: result.skipped.slice(0, TOP_REASONS).map(toReasonCountResponse),
  overPace: overPaceOf(result),
});
