import { PACES, PACING_LOOKBACK_MS, isSlowPaced, pacingHold, type Paces } from '../../domain/bidding/pacing.js';
import { isDomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { MarketplaceBackoff } from '../../ports/marketplace-backoff.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { PlaceBidPayload } from './place-bid-job.js';

/**
 * The bid worker's check before a `place-bid` job runs (docs/design.md#pacing-and-rate-limits):
 * null when the bid may go now, or the instant to postpone the job to, when the user's other bids
 * went out too recently or too often in the last minute (Test Bidding, a retry, a slow worker), or
 * the user's token is backing off a rate limit. It runs before anything is reserved, so a
 * postponed bid is neither charged nor counted as an attempt. Either way the bid's slot is moved
 * to when it now goes, so the user's next bids keep their distance from it.
 */
export class PaceBid {
  constructor(
    private readonly repositories: Pick<Repositories, 'pacing' | 'profiles' | 'settings'>,
    private readonly backoff: MarketplaceBackoff,
    private readonly clock: Clock,
    private readonly options: { readonly paces?: Paces; readonly random?: () => number } = {},
  ) {}

  async execute(job: Job<PlaceBidPayload>): Promise<Date | null> {
    const { userId, bidId } = job.payload;
    const now = this.clock.now();
    const [recent, profile, settings] = await Promise.all([
      this.repositories.pacing.slotsSince(userId, new Date(now.getTime() - PACING_LOOKBACK_MS)),
      this.repositories.profiles.get(userId),
      this.repositories.settings
        .get(userId)
        .catch((error: unknown) =>
          isDomainError(error) && error.code === 'USER_NOT_FOUND' ? null : Promise.reject(error),
        ),
    ]);
    // No profile or settings, no bid to pace (the user is gone or has no token): PlaceBid closes the job.
    if (profile === null || settings === null) return null;
    const others = recent.filter((slot) => slot.bidId !== bidId).map((slot) => slot.at);
    const paced = pacingHold({
      slots: others,
      now,
      slow: isSlowPaced(settings, now),
      paces: this.options.paces ?? PACES,
      random: this.options.random ?? Math.random,
    });
    const token = profile.oauthToken;
    const throttled = typeof token === 'string' && token !== '' ? await this.backoff.pausedUntil(token, now) : null;
    const until = [paced, throttled].reduce<Date | null>(
      (latest, date) => (date !== null && (latest === null || date > latest) ? date : latest),
      null,
    );
    await this.repositories.pacing.book(userId, [{ bidId, at: until ?? now }]);
    return until;
  }
}
