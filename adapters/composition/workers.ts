import type { Container } from 'inversify';
import { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import type { PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';
import { createBidWorker, type QueueWorker } from '../jobs/bid-worker.js';
import { TOKENS } from './tokens.js';

/** The `place-bid` worker over the container's queue, storage, marketplace and proposal writer; not started. */
export function resolveBidWorker(container: Container): QueueWorker<PlaceBidPayload> {
  const clock = container.get(TOKENS.Clock);
  const placeBid = new PlaceBid(container.get(TOKENS.Storage), container.get(TOKENS.Marketplace), container.get(TOKENS.ProposalWriter), container.get(TOKENS.Events), clock);
  return createBidWorker({ queue: container.get(TOKENS.JobQueue), placeBid, logger: container.get(TOKENS.Logger) });
}
