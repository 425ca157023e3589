import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WebhookRepository } from '../../core/ports/webhook-repository.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { AppConfig } from '../config/app-config.js';
import { refuseToLeaveEarlierDatabaseBehind } from '../config/database-location.js';
import { ConfigError } from '../config/env.js';
import { KnexJobQueue } from '../jobs/knex-job-queue.js';
import { InMemoryWorkLeases } from '../locks/in-memory-work-leases.js';
import { KnexWorkLeases } from '../locks/knex-work-leases.js';
import type { Logger } from '../logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryRateLimitStore } from '../rate-limits/in-memory-rate-limit-store.js';
import { KnexMarketplaceBackoff } from '../rate-limits/knex-marketplace-backoff.js';
import { KnexRateLimitStore } from '../rate-limits/knex-rate-limit-store.js';
import { KnexChannelLinks } from '../storage/knex/knex-channel-links.js';
import type { DatabaseTarget } from '../storage/knex/knex-client.js';
import { KnexContactMessageRepository } from '../storage/knex/knex-contact-message-repository.js';
import { storedTokensOpenWith } from '../storage/knex/knex-freelancer-profile-repository.js';
import { KnexMailOutbox } from '../storage/knex/knex-mail-outbox.js';
import { KnexStorage } from '../storage/knex/knex-storage.js';
import { KnexWebhookRepository } from '../storage/knex/knex-webhook-repository.js';
import { migrateLatest } from '../storage/knex/migration-source.js';
import { readDatabaseContents } from '../storage/knex/open-database-contents.js';
import { describeDatabaseUrl, openDatabase } from '../storage/knex/open-database.js';
import { InMemoryChannelLinks } from '../storage/memory/in-memory-channel-links.js';
import { InMemoryContactMessageRepository } from '../storage/memory/in-memory-contact-message-repository.js';
import { InMemoryMailOutbox } from '../storage/memory/in-memory-mail-outbox.js';
import { InMemoryWebhookRepository } from '../storage/memory/in-memory-webhook-repository.js';

/** The adapters that keep state: in the database, or in memory beside a test's storage and job queue. */
export interface Persistence {
  storage: Storage;
  jobQueue: JobQueue;
  rateLimitStore: RateLimitStore;
  marketplaceBackoff: MarketplaceBackoff;
  workLeases: WorkLeases;
  webhooks: WebhookRepository;
  contactMessages: ContactMessageRepository;
  mailOutbox: MailOutbox;
  channelLinks: ChannelLinks;
}

export async function openPersistence(
  config: AppConfig,
  clock: Clock,
  logger: Logger,
  overrides: Partial<Persistence>,
): Promise<Persistence> {
  if (overrides.storage !== undefined && overrides.jobQueue !== undefined) {
    return besideGivenStorage(overrides.storage, overrides.jobQueue, overrides);
  }
  refuseToLeaveEarlierDatabaseBehind(config);
  await refuseAnotherProgramsDatabase(config.database);
  const db = await openDatabase(config.database);
  try {
    await migrateLatest(db);
    await refuseUnreadableTokens(db, config);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return persistenceOn(db, config, clock, overrides);
}

/**
 * Migrating another program's database (tables, and no BidPilot migrations) would mix BidPilot's
 * tables into it, and opening a SQLite one switches its journal mode: the start stops first, as
 * `bidpilot db migrate` does, having written nothing.
 */
async function refuseAnotherProgramsDatabase(target: DatabaseTarget): Promise<void> {
  const contents = await readDatabaseContents(target);
  if (contents.kind !== 'foreign') return;
  const tables = contents.tables.length === 1 ? '1 table' : `${contents.tables.length} tables`;
  throw new ConfigError(
    `The database at ${describeDatabaseUrl(target)} is another program's (${tables}, no BidPilot migrations): BidPilot migrates only its own or an empty one. Point ${target.dialect === 'postgres' ? 'DATABASE_URL at an empty database' : 'DATA_DIR or DATABASE_URL at an empty location'}.`,
  );
}

/** A test's storage and job queue, with the other stores in memory unless given too: nothing is opened. */
function besideGivenStorage(storage: Storage, jobQueue: JobQueue, overrides: Partial<Persistence>): Persistence {
  return {
    storage,
    jobQueue,
    rateLimitStore: overrides.rateLimitStore ?? new InMemoryRateLimitStore(),
    marketplaceBackoff: overrides.marketplaceBackoff ?? new InMemoryMarketplaceBackoff(),
    workLeases: overrides.workLeases ?? new InMemoryWorkLeases(),
    webhooks: overrides.webhooks ?? new InMemoryWebhookRepository(),
    contactMessages: overrides.contactMessages ?? new InMemoryContactMessageRepository(),
    mailOutbox: overrides.mailOutbox ?? new InMemoryMailOutbox(),
    channelLinks: overrides.channelLinks ?? new InMemoryChannelLinks(),
  };
}

function persistenceOn(db: Knex, config: AppConfig, clock: Clock, overrides: Partial<Persistence>): Persistence {
  const storage = overrides.storage ?? new KnexStorage(db, clock, { encryptionKey: config.encryptionKey });
  // One table queue on both databases; on Postgres its takes skip locked rows (docs/adr/0021-one-job-queue.md).
  const jobQueue = overrides.jobQueue ?? new KnexJobQueue(db, clock);
  const rateLimitStore = overrides.rateLimitStore ?? rateLimitStoreFor(config.database.dialect, db);
  // In the database on SQLite too: `npm run cli -- worker` beside the server is a second process on the same file.
  const marketplaceBackoff = overrides.marketplaceBackoff ?? new KnexMarketplaceBackoff(db);
  // In the database as well: a bid worker in another process must see which users and tokens are busy.
  const workLeases = overrides.workLeases ?? new KnexWorkLeases(db);
  const webhooks = overrides.webhooks ?? new KnexWebhookRepository(db, config.encryptionKey);
  const contactMessages = overrides.contactMessages ?? new KnexContactMessageRepository(db);
  // In the database: the CLI's worker beside the server sends mail too, and the admin reads one outbox.
  const mailOutbox = overrides.mailOutbox ?? new KnexMailOutbox(db);
  const channelLinks = overrides.channelLinks ?? new KnexChannelLinks(db, config.encryptionKey);
  return {
    storage,
    jobQueue,
    rateLimitStore,
    marketplaceBackoff,
    workLeases,
    webhooks,
    contactMessages,
    mailOutbox,
    channelLinks,
  };
}

/** Several processes may share one Postgres, so its limits live there; SQLite means one process. */
export function rateLimitStoreFor(dialect: DatabaseTarget['dialect'], db: Knex): RateLimitStore {
  return dialect === 'postgres' ? new KnexRateLimitStore(db) : new InMemoryRateLimitStore();
}

/**
 * A key that cannot open the stored Freelancer tokens stops the start, rather than every bid
 * failing later: it happens when DATA_DIR (where the key is generated) or ENCRYPTION_KEY changed
 * while the database stayed.
 */
async function refuseUnreadableTokens(db: Knex, config: AppConfig): Promise<void> {
  if (await storedTokensOpenWith(db, config.encryptionKey)) return;
  throw new ConfigError(
    `ENCRYPTION_KEY cannot decrypt the Freelancer tokens stored in this database: they were sealed with another key. Start with the ENCRYPTION_KEY they were sealed with, or with the DATA_DIR whose secrets.json holds it (DATA_DIR is now ${config.raw.DATA_DIR}).`,
  );
}
