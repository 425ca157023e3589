import { describeBidPacingRepositoryContract } from './bid-pacing-repository.contract.js';
import { describeBidRepositoryContract } from './bid-repository.contract.js';
import { describeBiddingSettingsRepositoryContract } from './bidding-settings-repository.contract.js';
import { describeDecisionLogContract } from './decision-log.contract.js';
import { describeFreelancerProfileRepositoryContract } from './freelancer-profile-repository.contract.js';
import { describeNotificationRepositoryContract } from './notification-repository.contract.js';
import { describePaymentRepositoryContract } from './payment-repository.contract.js';
import { describePortfolioRepositoryContract } from './portfolio-repository.contract.js';
import { describePlanRepositoryContract } from './plan-repository.contract.js';
import { describeProjectFeedRepositoryContract } from './project-feed-repository.contract.js';
import { describeReviewDraftRepositoryContract } from './review-draft-repository.contract.js';
import type { StorageFeatures, StorageSetup } from './storage-harness.js';
import { describeSearchProfileRepositoryContract } from './search-profile-repository.contract.js';
import { describeStorageContract } from './storage.contract.js';
import { describeUserRepositoryContract } from './user-repository.contract.js';

/** Every repository contract plus the Storage contract, for one implementation. */
export function describeAllStorageContracts(name: string, setup: StorageSetup, features: StorageFeatures): void {
  describeUserRepositoryContract(name, setup);
  describeBiddingSettingsRepositoryContract(name, setup);
  describeFreelancerProfileRepositoryContract(name, setup, features);
  describePlanRepositoryContract(name, setup);
  describeBidRepositoryContract(name, setup);
  describePaymentRepositoryContract(name, setup);
  describeProjectFeedRepositoryContract(name, setup);
  describeBidPacingRepositoryContract(name, setup);
  describeDecisionLogContract(name, setup);
  describeNotificationRepositoryContract(name, setup);
  describeReviewDraftRepositoryContract(name, setup);
  describeSearchProfileRepositoryContract(name, setup);
  describePortfolioRepositoryContract(name, setup);
  describeStorageContract(name, setup);
}
