import { nextRunAt } from '../../../domain/bidding/autobid-timing.js';
import { PACING_LOOKBACK_MS, openSlots, type Paces } from '../../../domain/bidding/pacing.js';
import type { BidPacingRepository, BidSlot } from '../../../ports/bid-pacing-repository.port.js';
import type { RunAccount } from '../run-account.js';

/** What reading the pacing takes of MatchDeps: the user's slots, and the jitter. */
export interface PacingDeps {
  readonly pacing: Pick<BidPacingRepository, 'slotsSince'>;
  /** As MatchDeps.random: the pacing's jitter. */
  readonly random?: () => number;
}

/** When this run enqueues, and whether the user is held to the slow pace (docs/design.md#pacing-and-rate-limits). */
export interface PaceInput {
  readonly now: Date;
  readonly slow: boolean;
  /** PACES unless pacing is switched off. */
  readonly paces?: Paces;
}

/**
 * The user's slots as the caller read them, and where each new job's slot goes: the dispatcher
 * reads a tick's slots for all its users at once and books them all in one write after they ran.
 */
export interface PacingSlots {
  /** The user's slots from PACING_LOOKBACK_MS before now on. */
  readonly recent: readonly BidSlot[];
  /** Each new job's slot is pushed here as soon as its job is queued, for the caller to book. */
  readonly booked: BidSlot[];
}

/**
 * The instants this run's jobs may start at, paced after the user's slots: the caller's reading of
 * them (see PacingSlots), else read here.
 */
export async function openSlotsOf(
  deps: PacingDeps,
  account: RunAccount,
  pace: PaceInput,
  slots: PacingSlots | undefined,
  limit: number,
): Promise<number[]> {
  const recent =
    slots?.recent ?? (await deps.pacing.slotsSince(account.userId, new Date(pace.now.getTime() - PACING_LOOKBACK_MS)));
  return openSlots({
    slots: recent.map((slot) => slot.at),
    now: pace.now,
    until: nextRunAt(account.context.settings.timeInterval, pace.now),
    slow: pace.slow,
    paces: pace.paces,
    random: deps.random ?? Math.random,
    limit,
  });
}
