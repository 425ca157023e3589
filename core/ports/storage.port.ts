import type { BidLedger } from './bid-ledger.port.js';
import type { BidPacingRepository } from './bid-pacing-repository.port.js';
import type { BidRepository } from './bid-repository.port.js';
import type { BiddingSettingsRepository } from './bidding-settings-repository.port.js';
import type { DecisionLog } from './decision-log.port.js';
import type { FreelancerProfileRepository } from './freelancer-profile-repository.port.js';
import type { NotificationRepository } from './notification-repository.port.js';
import type { PaymentRepository } from './payment-repository.port.js';
import type { PortfolioRepository } from './portfolio-repository.port.js';
import type { AddonPackRepository, PlanRepository } from './plan-repository.port.js';
import type { ProjectFeedRepository } from './project-feed-repository.port.js';
import type { PromptExperimentRepository } from './prompt-experiment-repository.port.js';
import type { ReviewDraftRepository } from './review-draft-repository.port.js';
import type { SearchProfileRepository } from './search-profile-repository.port.js';
import type { UserRepository } from './user-repository.port.js';

export interface Repositories {
  readonly users: UserRepository;
  readonly settings: BiddingSettingsRepository;
  readonly profiles: FreelancerProfileRepository;
  readonly plans: PlanRepository;
  readonly addons: AddonPackRepository;
  readonly ledger: BidLedger;
  readonly bids: BidRepository;
  readonly payments: PaymentRepository;
  readonly feed: ProjectFeedRepository;
  readonly pacing: BidPacingRepository;
  readonly decisions: DecisionLog;
  readonly notifications: NotificationRepository;
  readonly reviews: ReviewDraftRepository;
  readonly searchProfiles: SearchProfileRepository;
  readonly portfolio: PortfolioRepository;
  readonly promptExperiments: PromptExperimentRepository;
}

/** All repositories of one database, plus the means to change several of them atomically. */
export interface Storage extends Repositories {
  /**
   * Runs `work` against repositories bound to one transaction: all its writes land or none do.
   * Use only the repositories passed in; the outer ones may wait on the transaction's lock.
   */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
