import type { BlockReasonCode, SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import type { NewDecision, RunSummary } from '../../ports/decision-log.port.js';
import type { DispatchResult } from './match-and-enqueue.js';

/**
 * Skips a scheduled run keeps as rows, the newest first (docs/design.md#decision-log): with
 * thousands of users a tick, every skip as a row would be millions of rows a tick; the counts stay
 * complete whatever is kept.
 */
export const KEPT_SKIPS_PER_RUN = 10;

/** One user's run as the decision log keeps it. */
export interface UserRunRecords {
  readonly decisions: readonly NewDecision[];
  readonly summary: RunSummary;
}

/**
 * The decision rows and summary of one user's run. `scanned` is the run's window; the projects
 * of it the rules never looked at, as they share no skill with the user (`unskilled`), are counted
 * under SKILLS_MISMATCH and get no row, and neither does an explained skip that shares no skill:
 * the log keeps the projects the user could have wanted.
 */
export function runRecordsOf(
  userId: string,
  ranAt: Date,
  scanned: number,
  unskilled: number,
  result: DispatchResult,
): UserRunRecords {
  const decisions: NewDecision[] = [];
  for (const { project, outcome, reasons, fitScore, detail } of result.considered) {
    if (reasons.includes('SKILLS_MISMATCH')) continue;
    decisions.push({
      userId,
      projectId: project.id,
      projectTitle: project.title,
      projectUrl: project.url,
      outcome,
      reasons,
      detail,
      fitScore,
      decidedAt: ranAt,
    });
  }
  const skippedByReason: Partial<Record<SkipReasonCode, number>> = {};
  for (const { code, count } of result.skipped) skippedByReason[code] = count;
  if (unskilled > 0) skippedByReason.SKILLS_MISMATCH = (skippedByReason.SKILLS_MISMATCH ?? 0) + unskilled;
  const blocked: BlockReasonCode[] = result.blocked.map((reason) => reason.code);
  return {
    decisions,
    summary: {
      userId,
      ranAt,
      scanned,
      matched: result.matched,
      queued: result.queued,
      // A blocked run looked at none of its window's projects: they were not skipped by a rule.
      skipped: blocked.length > 0 ? 0 : Math.max(0, scanned - result.matched),
      skippedByReason,
      blocked,
    },
  };
}

/** The summary of a run that stopped before any project (blocked, or nothing new). */
export function emptyRunSummary(
  userId: string,
  ranAt: Date,
  scanned: number,
  blocked: readonly BlockReasonCode[],
): RunSummary {
  return { userId, ranAt, scanned, matched: 0, queued: 0, skipped: 0, skippedByReason: {}, blocked };
}
