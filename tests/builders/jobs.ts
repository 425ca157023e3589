import type { Project } from '../../core/domain/bidding/project.js';
import type { Job } from '../../core/ports/job-queue.port.js';
import { PLACE_BID_QUEUE, toPayloadProject, type PlaceBidPayload } from '../../core/use-cases/engine/place-bid-job.js';

export interface JobEnvelope {
  /** `job-<bidId>` unless given. */
  readonly id?: string;
  /** 1 unless given. */
  readonly attempt?: number;
}

/**
 * A place-bid job as the dispatcher queues it: bid `bid-1` on `project` at 375 in EUR (US$394.74)
 * over 14 days, taken for its first attempt.
 */
export const aPlaceBidJob = (
  userId: string,
  project: Project,
  overrides: Partial<PlaceBidPayload> = {},
  { id, attempt = 1 }: JobEnvelope = {},
): Job<PlaceBidPayload> => {
  const payload: PlaceBidPayload = {
    userId,
    bidId: 'bid-1',
    project: toPayloadProject(project),
    amount: 375,
    currency: 'EUR',
    amountUsd: 394.74,
    period: 14,
    ...overrides,
  };
  return { id: id ?? `job-${payload.bidId}`, queue: PLACE_BID_QUEUE, attempt, payload };
};
