import { isDomainError } from '../../core/domain/errors.js';
import type { PlaceBidOutcome } from '../../core/use-cases/engine/place-bid.js';
import type { UseCases } from '../composition/use-cases.js';
import type { BidPilotMetrics } from './bidpilot-metrics.js';

/**
 * A bid job's outcome as the bids counter labels it: bounded sets of outcomes and reasons (codes,
 * never the marketplace's or the guard's own words, which would make a label per message).
 */
export function bidOutcomeLabels(outcome: PlaceBidOutcome): { readonly outcome: string; readonly reason: string } {
  switch (outcome.kind) {
    case 'submitted':
      return { outcome: 'placed', reason: 'submitted' };
    case 'already-placed':
      return { outcome: 'placed', reason: 'already_placed_by_hand' };
    case 'rejected':
      return { outcome: 'refused', reason: 'rejected' };
    case 'not-placed':
      return { outcome: 'refused', reason: 'not_placed' };
    case 'paused':
      return { outcome: 'refused', reason: outcome.pause.code };
    case 'held':
      return { outcome: 'held', reason: 'proposal_guard' };
    case 'drafted':
      return { outcome: 'held', reason: 'review' };
    case 'skipped':
      return { outcome: 'skipped', reason: outcome.reason };
  }
}

/**
 * The engine's use cases with the bid worker's outcomes counted and the tick timed, observed from
 * what the use cases answer: core knows nothing of metrics. An attempt that throws (to be retried)
 * counts as `failed` with its error code.
 */
export function meteredEngine(
  engine: UseCases['engine'],
  metrics: Pick<BidPilotMetrics, 'bids' | 'tickDuration'>,
): UseCases['engine'] {
  return {
    ...engine,
    placeBid: async (job) => {
      try {
        const outcome = await engine.placeBid(job);
        metrics.bids.inc(bidOutcomeLabels(outcome));
        return outcome;
      } catch (error) {
        metrics.bids.inc({ outcome: 'failed', reason: isDomainError(error) ? error.code : 'INTERNAL' });
        throw error;
      }
    },
    tick: async () => {
      const end = metrics.tickDuration.startTimer();
      const result = await engine.tick();
      end({ leader: String(result.leader) });
      return result;
    },
  };
}
