import type { Knex } from 'knex';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Repositories, Storage } from '../../../core/ports/storage.port.js';
import { KnexAddonPackRepository } from './knex-addon-pack-repository.js';
import { KnexBidLedger } from './knex-bid-ledger.js';
import { KnexBidPacingRepository } from './knex-bid-pacing-repository.js';
import { KnexBidRepository } from './knex-bid-repository.js';
import { KnexBiddingSettingsRepository } from './knex-bidding-settings-repository.js';
import { KnexDecisionLog } from './knex-decision-log.js';
import { createKnex, parseDatabaseUrl, type KnexOptions } from './knex-client.js';
import { KnexFreelancerProfileRepository } from './knex-freelancer-profile-repository.js';
import { KnexNotificationRepository } from './knex-notification-repository.js';
import { KnexPaymentRepository } from './knex-payment-repository.js';
import { KnexPlanRepository } from './knex-plan-repository.js';
import { KnexPortfolioRepository } from './knex-portfolio-repository.js';
import { KnexProjectFeedRepository } from './knex-project-feed-repository.js';
import { KnexReviewDraftRepository } from './knex-review-draft-repository.js';
import { KnexSearchProfileRepository } from './knex-search-profile-repository.js';
import { KnexPromptExperimentRepository } from './knex-prompt-experiment-repository.js';
import { KnexUserRepository } from './knex-user-repository.js';
import { migrateLatest } from './migration-source.js';
import type { Db } from './knex-rows.js';

export interface KnexStorageOptions {
  /** 32 bytes: seals the marketplace OAuth tokens (AES-256-GCM). */
  readonly encryptionKey: Buffer;
}

function repositoriesOn(db: Db, clock: Clock, options: KnexStorageOptions): Repositories {
  return {
    users: new KnexUserRepository(db, clock),
    settings: new KnexBiddingSettingsRepository(db, clock),
    profiles: new KnexFreelancerProfileRepository(db, clock, options.encryptionKey),
    plans: new KnexPlanRepository(db, clock),
    addons: new KnexAddonPackRepository(db, clock),
    ledger: new KnexBidLedger(db, clock),
    bids: new KnexBidRepository(db, clock),
    payments: new KnexPaymentRepository(db, clock),
    feed: new KnexProjectFeedRepository(db),
    pacing: new KnexBidPacingRepository(db),
    decisions: new KnexDecisionLog(db),
    notifications: new KnexNotificationRepository(db),
    reviews: new KnexReviewDraftRepository(db),
    searchProfiles: new KnexSearchProfileRepository(db, clock),
    portfolio: new KnexPortfolioRepository(db, clock),
    promptExperiments: new KnexPromptExperimentRepository(db, clock),
  };
}

/** Every repository on one knex database (SQLite or Postgres). */
export class KnexStorage implements Storage {
  readonly users: Repositories['users'];
  readonly settings: Repositories['settings'];
  readonly profiles: Repositories['profiles'];
  readonly plans: Repositories['plans'];
  readonly addons: Repositories['addons'];
  readonly ledger: Repositories['ledger'];
  readonly bids: Repositories['bids'];
  readonly payments: Repositories['payments'];
  readonly feed: Repositories['feed'];
  readonly pacing: Repositories['pacing'];
  readonly decisions: Repositories['decisions'];
  readonly notifications: Repositories['notifications'];
  readonly reviews: Repositories['reviews'];
  readonly searchProfiles: Repositories['searchProfiles'];
  readonly portfolio: Repositories['portfolio'];
  readonly promptExperiments: Repositories['promptExperiments'];

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly options: KnexStorageOptions,
  ) {
    const repositories = repositoriesOn(db, clock, options);
    this.users = repositories.users;
    this.settings = repositories.settings;
    this.profiles = repositories.profiles;
    this.plans = repositories.plans;
    this.addons = repositories.addons;
    this.ledger = repositories.ledger;
    this.bids = repositories.bids;
    this.payments = repositories.payments;
    this.feed = repositories.feed;
    this.pacing = repositories.pacing;
    this.decisions = repositories.decisions;
    this.notifications = repositories.notifications;
    this.reviews = repositories.reviews;
    this.searchProfiles = repositories.searchProfiles;
    this.portfolio = repositories.portfolio;
    this.promptExperiments = repositories.promptExperiments;
  }

  /** The same repository classes, bound to one knex transaction: a throw rolls every write back. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.db.transaction((trx) => work(repositoriesOn(trx, this.clock, this.options)));
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.raw('select 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** Connects to DATABASE_URL, migrates to the latest schema and answers the storage. */
export async function openKnexStorage(
  databaseUrl: string,
  clock: Clock,
  options: KnexStorageOptions & KnexOptions,
): Promise<KnexStorage> {
  const db = createKnex(parseDatabaseUrl(databaseUrl), options);
  try {
    await migrateLatest(db);
    return new KnexStorage(db, clock, options);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
