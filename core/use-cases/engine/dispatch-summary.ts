import type { DispatchResult } from './run-user-dispatch.js';

/** The note names only the most frequent reasons; the full list would not fit a toast. */
const TOP_REASONS = 3;
const BACKGROUND = 'Bids are placed in the background and appear in Bid Logs as they are submitted.';

export interface DispatchSummary {
  readonly message: string;
  readonly note: string;
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Projects that passed every rule but did not fit the safe pace before the next run: skipped
 * (PACE_LIMIT), not matched. The note calls them "N more matched"; the dashboard's "Last run"
 * shows the same count beside Matched.
 */
export const overPaceOf = (result: Pick<DispatchResult, 'skipped'>): number =>
  result.skipped.find((reason) => reason.code === 'PACE_LIMIT')?.count ?? 0;

/** What Test Bidding tells the user about one dispatch (message, note: docs/design.md#spec-texts). */
export function describeDispatch(result: DispatchResult): DispatchSummary {
  if (result.blocked.length > 0) {
    return {
      message: 'Bidding process triggered: no bids can be placed right now',
      note: `${result.blocked.map((reason) => reason.message).join('. ')}.`,
    };
  }
  const paced = overPaceOf(result);
  if (result.matched > 0) {
    const more =
      paced === 0
        ? ''
        : `${paced} more matched than a safe pace can bid on before your next run; the newest were chosen. `;
    // Nothing new: "queued for bidding" would read as queued now, beside a note saying it was not.
    if (result.queued === 0)
      return {
        message: `Bidding process triggered: ${plural(result.matched, 'matching project')} already waiting to be bid`,
        note: `${more}${result.matched === 1 ? 'An earlier run queued it' : 'An earlier run queued them'}; bids go out at a safe pace. ${BACKGROUND}`,
      };
    const earlier = alreadyQueued(result.matched - result.queued);
    return {
      message: `Bidding process triggered: ${plural(result.matched, 'matching project')} queued for bidding`,
      note: `${more}${earlier}${BACKGROUND}`,
    };
  }
  if (paced > 0) {
    return {
      message: 'Bidding process triggered: your earlier bids are still going out',
      note: `${plural(paced, 'matching project')} left no room at a safe pace before your next run. ${BACKGROUND}`,
    };
  }
  if (result.projectsFound === 0) {
    return {
      message: 'Bidding process triggered: no new projects were posted in the last 60 minutes',
      note: `Nothing to bid on yet. ${BACKGROUND}`,
    };
  }
  const reasons = result.skipped.slice(0, TOP_REASONS).map((reason) => `${reason.message} (${reason.count})`);
  return {
    message: `Bidding process triggered: no project matched your settings (${plural(result.projectsFound, 'recent project')} checked)`,
    note: `Top reasons: ${reasons.join('; ')}. ${BACKGROUND}`,
  };
}

/** With pacing a matched project may have been queued by an earlier run: "queued" alone read as newly queued. */
function alreadyQueued(waiting: number): string {
  if (waiting <= 0) return '';
  return waiting === 1
    ? '1 of them was already queued by an earlier run and still waits for its turn. '
    : `${waiting} of them were already queued by an earlier run and still wait for their turn. `;
}
