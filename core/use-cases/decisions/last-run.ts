import {
  BLOCK_MESSAGES,
  SKIP_MESSAGES,
  type BlockReasonCode,
  type SkipReasonCode,
} from '../../domain/bidding/autobid-reasons.js';
import { nextRunAt } from '../../domain/bidding/autobid-timing.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import type { RunSummary, SkipCounts } from '../../ports/decision-log.port.js';
import type { Repositories } from '../../ports/storage.port.js';

/** The reasons a summary names; the rest are in the Skipped tab. */
export const TOP_REASONS = 3;

export interface ReasonCount {
  readonly code: SkipReasonCode;
  readonly message: string;
  readonly count: number;
}

/** The skip counts as a list, most frequent first (then in SKIP_CODES order, by message). */
export function reasonCounts(counts: SkipCounts): ReasonCount[] {
  return (Object.entries(counts) as [SkipReasonCode, number][])
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count }))
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
}

export interface LastRunView {
  readonly run:
    | (Omit<RunSummary, 'skippedByReason' | 'blocked'> & {
        readonly topReasons: readonly ReasonCount[];
        readonly blocked: readonly { readonly code: BlockReasonCode; readonly message: string }[];
        /**
         * Projects that passed every rule but did not fit the safe pace before the next run
         * (PACE_LIMIT): skipped, so counted in `skipped`, not `matched`. Test Bidding's note names
         * them as "N more matched", so the card must too, whether or not they are a top reason.
         */
        readonly overPace: number;
      })
    | null;
  /** When the dispatcher runs the user next; null while autobidding is off. */
  readonly nextRunAt: Date | null;
}

/**
 * The next run as the dispatcher will take it: due one interval after the last run (at once
 * before the first), looked at on the engine's next tick.
 */
export function nextScheduledRun(settings: BiddingSettings, now: Date): Date | null {
  if (!settings.isActive) return null;
  if (settings.lastRunAt === null) return now;
  const next = nextRunAt(settings.timeInterval, settings.lastRunAt);
  return next.getTime() < now.getTime() ? now : next;
}

/** "Explain the waiting" (docs/design.md#decision-log): what the last run did and when the next one is. */
export async function lastRunView(
  repositories: Pick<Repositories, 'decisions' | 'settings'>,
  userId: string,
  now: Date,
): Promise<LastRunView> {
  const [summary, settings] = await Promise.all([
    repositories.decisions.lastRun(userId),
    repositories.settings.get(userId),
  ]);
  const nextRunAt = nextScheduledRun(settings, now);
  if (summary === null) return { run: null, nextRunAt };
  const { skippedByReason, blocked, ...counts } = summary;
  return {
    run: {
      ...counts,
      topReasons: reasonCounts(skippedByReason).slice(0, TOP_REASONS),
      blocked: blocked.map((code) => ({ code, message: BLOCK_MESSAGES[code] })),
      overPace: skippedByReason.PACE_LIMIT ?? 0,
    },
    nextRunAt,
  };
}
