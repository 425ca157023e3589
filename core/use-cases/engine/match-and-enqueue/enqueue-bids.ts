import { randomUUID } from 'node:crypto';
import type { ProjectDecision } from '../../../domain/bidding/autobid-decisions.js';
import type { FitScore } from '../../../domain/bidding/fit-score.js';
import { sharedSkills } from '../../../domain/bidding/skill-matching.js';
import type { BidPacingRepository, BidSlot } from '../../../ports/bid-pacing-repository.port.js';
import type { JobQueue } from '../../../ports/job-queue.port.js';
import { PLACE_BID_QUEUE, placeBidOptions, toPayloadProject, type PlaceBidPayload } from '../place-bid-job.js';
import type { ProfileTerms } from './profile-terms.js';

export type BidDecision = Extract<ProjectDecision, { readonly kind: 'bid' }>;

/** What queueing takes of MatchDeps: the queue, and the pacing that books the slots when the caller books none. */
export interface EnqueueDeps {
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly pacing: Pick<BidPacingRepository, 'book'>;
}

/** The project that has waited longest goes first; feed order on ties. */
export const oldestFirst = (bids: readonly BidDecision[]): BidDecision[] =>
  [...bids].sort((a, b) => a.project.postedAt.getTime() - b.project.postedAt.getTime());

/** Queues each bid at the next open slot; a project whose job is still queued keeps that job's slot and takes none. */
export async function enqueueBids(
  deps: EnqueueDeps,
  userId: string,
  profiles: (profileId: string) => ProfileTerms,
  fits: ReadonlyMap<BidDecision, FitScore>,
  bids: readonly BidDecision[],
  open: readonly number[],
  given: BidSlot[] | undefined,
  whileAutobidding: boolean,
  now: Date,
): Promise<number> {
  const queuedAt = now.toISOString();
  const booked: BidSlot[] = given ?? [];
  const before = booked.length;
  let next = 0;
  try {
    for (const decision of bids) {
      const startAfter = new Date(open[next] as number);
      // The bid's pricing, milestone and match are its profile's.
      const terms = profiles(decision.profileId);
      const fit = fits.get(decision) as FitScore;
      const payload = placeBidPayload(userId, decision, terms, fit, whileAutobidding, queuedAt);
      if (
        (await deps.jobs.enqueue(PLACE_BID_QUEUE, payload, {
          ...placeBidOptions(userId, decision.project.id),
          startAfter,
        })) === null
      )
        continue;
      next += 1;
      booked.push({ bidId: payload.bidId, at: startAfter });
    }
  } finally {
    // A queued job keeps its slot even when a later one fails to queue.
    if (given === undefined) await deps.pacing.book(userId, booked);
  }
  return booked.length - before;
}

/** One bid's `place-bid` job, under a new bid id. */
function placeBidPayload(
  userId: string,
  decision: BidDecision,
  { settings, skills }: ProfileTerms,
  fit: FitScore,
  whileAutobidding: boolean,
  queuedAt: string,
): PlaceBidPayload {
  return {
    userId,
    bidId: randomUUID(),
    project: toPayloadProject(decision.project),
    amount: decision.amount,
    currency: decision.currency,
    amountUsd: decision.amountUsd,
    period: decision.period,
    milestonePercentage: settings.milestonePercentage,
    profileId: decision.profileId,
    ...(whileAutobidding ? { whileAutobidding } : {}),
    queuedAt,
    match: {
      skills: sharedSkills(decision.project, skills),
      bidPercentage: settings.bidPercentage,
      minBidUsd: settings.minBidUsd,
      minHourlyRateUsd: settings.minHourlyRateUsd,
      fit,
    },
  };
}
