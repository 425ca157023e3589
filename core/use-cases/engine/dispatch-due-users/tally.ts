import { isDomainError } from '../../../domain/errors.js';
import type { UserSlots } from '../../../ports/bid-pacing-repository.port.js';
import type { NewDecision, RunSummary } from '../../../ports/decision-log.port.js';
import type { PlannedRun } from '../planned-jobs.js';
import type { UserRunRecords } from '../run-records.js';
import type { SortedDueUsers } from './candidates.js';

export type RunOutcome = { readonly kind: 'idle' | 'blocked' | 'evaluated' };
export type DispatchFailure = { readonly userId: string; readonly code: string };

/** A candidate's run as planned: its jobs are not written yet. */
export interface PlannedUserRun {
  readonly userId: string;
  readonly planned: PlannedRun;
  readonly outcome: RunOutcome;
  readonly records: UserRunRecords;
}

/** Every candidate's run planned, the slots each booked, and the runs that failed while planning. */
export interface Planning {
  readonly runs: readonly PlannedUserRun[];
  readonly booked: readonly UserSlots[];
  readonly failures: readonly DispatchFailure[];
}

/** What a tick writes to the decision log once its users ran. */
export interface TickRecords {
  readonly decisions: NewDecision[];
  readonly summaries: RunSummary[];
}

export interface Tally {
  readonly counts: { evaluated: number; idle: number; blocked: number; queued: number };
  readonly failures: DispatchFailure[];
  /** The users whose run is recorded: a failed one is not, so the next tick tries again. */
  readonly ran: string[];
  readonly records: TickRecords;
}

export const failureCode = (error: unknown): string => (isDomainError(error) ? error.code : 'INTERNAL');

/** The tick's counts and records, once the planned jobs were written: a run whose jobs failed to be written counts as failed. */
export function tallyRuns(sorted: SortedDueUsers, planning: Planning): Tally {
  const counts = { evaluated: 0, idle: sorted.idle, blocked: sorted.blocked, queued: 0 };
  const failures = planning.failures.slice();
  const ran = sorted.ran.slice();
  const records: TickRecords = { decisions: [], summaries: sorted.summaries.slice() };
  for (const { userId, planned, outcome, records: run } of planning.runs) {
    if (planned.failure !== null) {
      failures.push({ userId, code: failureCode(planned.failure.error) });
      continue;
    }
    counts[outcome.kind] += 1;
    if (outcome.kind === 'evaluated') counts.queued += planned.queued;
    ran.push(userId);
    // A loop, not push(...rows): a tick's rows can outnumber the arguments a call may take.
    for (const decision of run.decisions) records.decisions.push(decision);
    // A project still queued from an earlier run was not queued again: the summary counts what was.
    records.summaries.push({ ...run.summary, queued: planned.queued });
  }
  return { counts, failures, ran, records };
}
