import type { BidLedger } from '../../../core/ports/bid-ledger.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Repositories, Storage } from '../../../core/ports/storage.port.js';
import { InMemoryAddonPackRepository } from './in-memory-addon-pack-repository.js';
import { InMemoryBidLedger } from './in-memory-bid-ledger.js';
import { InMemoryBidPacingRepository } from './in-memory-bid-pacing-repository.js';
import { InMemoryBidRepository } from './in-memory-bid-repository.js';
import { InMemoryDecisionLog } from './in-memory-decision-log.js';
import { InMemoryBiddingSettingsRepository } from './in-memory-bidding-settings-repository.js';
import { InMemoryFreelancerProfileRepository } from './in-memory-freelancer-profile-repository.js';
import { InMemoryNotificationRepository } from './in-memory-notification-repository.js';
import { InMemoryPaymentRepository } from './in-memory-payment-repository.js';
import { InMemoryPlanRepository } from './in-memory-plan-repository.js';
import { InMemoryPortfolioRepository } from './in-memory-portfolio-repository.js';
import { InMemoryProjectFeedRepository } from './in-memory-project-feed-repository.js';
import { InMemoryReviewDraftRepository } from './in-memory-review-draft-repository.js';
import { InMemorySearchProfileRepository } from './in-memory-search-profile-repository.js';
import { InMemoryPromptExperimentRepository } from './in-memory-prompt-experiment-repository.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';
import { RecordingBidLedger } from './recording-bid-ledger.js';
import { commitTables, emptyTables, snapshotTables, type MemoryTables } from './memory-tables.js';

function repositoriesOn(
  tables: MemoryTables,
  ledger: BidLedger,
  feed: InMemoryProjectFeedRepository,
  pacing: InMemoryBidPacingRepository,
  decisions: InMemoryDecisionLog,
  clock: Clock,
): Repositories {
  return {
    users: new InMemoryUserRepository(tables, clock, ledger),
    settings: new InMemoryBiddingSettingsRepository(tables, clock),
    profiles: new InMemoryFreelancerProfileRepository(tables, clock),
    plans: new InMemoryPlanRepository(tables, clock),
    addons: new InMemoryAddonPackRepository(tables),
    ledger,
    bids: new InMemoryBidRepository(tables, clock),
    payments: new InMemoryPaymentRepository(tables, clock),
    feed,
    pacing,
    decisions,
    notifications: new InMemoryNotificationRepository(tables),
    reviews: new InMemoryReviewDraftRepository(tables),
    searchProfiles: new InMemorySearchProfileRepository(tables, clock),
    portfolio: new InMemoryPortfolioRepository(tables, clock),
    promptExperiments: new InMemoryPromptExperimentRepository(tables, clock),
  };
}

/**
 * Every repository in process memory, sharing one set of tables (so payment search sees users
 * and deleting a user removes what they own). Not durable; for tests and the core run alone.
 */
export class InMemoryStorage implements Storage {
  readonly users: Repositories['users'];
  readonly settings: Repositories['settings'];
  readonly profiles: Repositories['profiles'];
  readonly plans: Repositories['plans'];
  readonly addons: Repositories['addons'];
  readonly ledger: InMemoryBidLedger;
  readonly bids: Repositories['bids'];
  readonly payments: Repositories['payments'];
  readonly feed: InMemoryProjectFeedRepository;
  readonly pacing: InMemoryBidPacingRepository;
  readonly decisions: InMemoryDecisionLog;
  readonly notifications: Repositories['notifications'];
  readonly reviews: Repositories['reviews'];
  readonly searchProfiles: Repositories['searchProfiles'];
  readonly portfolio: Repositories['portfolio'];
  readonly promptExperiments: Repositories['promptExperiments'];
  private readonly tables = emptyTables();

  constructor(private readonly clock: Clock) {
    // Reads the live tables, like the decision log: a plan's scope is its users now.
    this.ledger = new InMemoryBidLedger(clock, (userId, planId) => {
      const slug = this.tables.plans.get(planId)?.slug;
      return slug !== undefined && this.tables.users.get(userId)?.currentPlan === slug;
    });
    this.feed = new InMemoryProjectFeedRepository();
    this.pacing = new InMemoryBidPacingRepository();
    // Outside transactions like the slots, so it reads the live tables (users deleted, plans).
    this.decisions = new InMemoryDecisionLog(this.tables);
    const repositories = repositoriesOn(this.tables, this.ledger, this.feed, this.pacing, this.decisions, clock);
    this.users = repositories.users;
    this.settings = repositories.settings;
    this.profiles = repositories.profiles;
    this.plans = repositories.plans;
    this.addons = repositories.addons;
    this.bids = repositories.bids;
    this.payments = repositories.payments;
    this.notifications = repositories.notifications;
    this.reviews = repositories.reviews;
    this.searchProfiles = repositories.searchProfiles;
    this.portfolio = repositories.portfolio;
    this.promptExperiments = repositories.promptExperiments;
  }

  private transactions: Promise<unknown> = Promise.resolve();

  /**
   * Runs `work` on a private copy of the tables and, when it succeeds, applies the rows it
   * changed to the live tables; a throw discards them and takes back its ledger writes.
   * Transactions run one at a time, like serializable ones, so two never decide on the same row.
   */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const run = this.transactions.then(async () => {
      const before = snapshotTables(this.tables);
      const working = snapshotTables(this.tables);
      const ledger = new RecordingBidLedger(this.ledger);
      try {
        const result = await work(repositoriesOn(working, ledger, this.feed, this.pacing, this.decisions, this.clock));
        commitTables(this.tables, before, working);
        return result;
      } catch (error) {
        await ledger.rollback();
        throw error;
      }
    });
    this.transactions = run.catch(() => undefined);
    return run;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
