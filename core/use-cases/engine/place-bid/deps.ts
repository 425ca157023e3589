import type { BiddingSettings } from '../../../domain/bidding/settings.js';
import type { MarketplaceAccountCheck } from '../../../domain/bidding/marketplace-account.js';
import type { User } from '../../../domain/users/user.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { EventPublisher } from '../../../ports/event-publisher.port.js';
import type { FitAdjuster } from '../../../ports/fit-adjuster.port.js';
import type { JobQueue } from '../../../ports/job-queue.port.js';
import type { Marketplace } from '../../../ports/marketplace.port.js';
import type { Notifier } from '../../../ports/notifier.port.js';
import type { ProposalWriter } from '../../../ports/proposal-writer.port.js';
import type { ReviewLinks } from '../../../ports/review-links.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import type { StopQueuedBids } from '../cancel-queued-bids.js';

export type PlaceBidRepositories = Pick<
  Repositories,
  | 'users'
  | 'settings'
  | 'profiles'
  | 'searchProfiles'
  | 'ledger'
  | 'plans'
  | 'bids'
  | 'decisions'
  | 'reviews'
  | 'portfolio'
  | 'promptExperiments'
>;

export interface PlaceBidOptions {
  /** The queue the job came from: asked, just before the bid is sent, whether the job was cancelled meanwhile. */
  readonly jobs?: Pick<JobQueue, 'holds'>;
  /** A pause by Freelancer stops the user's other queued bids too. */
  readonly queuedBids?: StopQueuedBids;
  readonly retryLimit?: number;
  /** Tells the user when Freelancer pauses their autobidding and when their last bid is spent. */
  readonly notifier?: Notifier;
  /** The signed approve and reject links of a held draft's notification. */
  readonly reviewLinks?: ReviewLinks;
  /** Ids of new drafts; random UUIDs unless a test fixes them. */
  readonly newId?: () => string;
  /** With a language model configured: its adjustment of the queued fit score, kept on the bid (docs/design.md#fit-score). */
  readonly fitAdjuster?: FitAdjuster;
}

/** What every step of placing a bid may use: PlaceBid's ports and options, passed along as one. */
export interface PlaceBidDeps {
  readonly repositories: PlaceBidRepositories;
  readonly marketplace: Marketplace;
  readonly writer: ProposalWriter;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly options: PlaceBidOptions;
}

export type Account = {
  readonly user: User;
  /** The settings the bid is written by: the account's, with its search profile's rules over them. */
  readonly settings: BiddingSettings;
  /** The search profile the bid came from; null: the main one (or one deleted since the job was queued). */
  readonly profileId: string | null;
  readonly token: string;
  readonly bidderId: string;
  /** Freelancer's reading of the account's own bids as this job found it; null when unknown. */
  readonly marketplaceAccount: MarketplaceAccountCheck | null;
};
