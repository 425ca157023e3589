import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SETTINGS, settingsPatchRow } from '../../adapters/storage/knex/knex-settings-rows.js';
import { TokenCipher } from '../../adapters/storage/knex/token-cipher.js';
import { defaultBiddingSettings, type BiddingSettingsPatch } from '../../core/domain/bidding/settings.js';

const DAY_MS = 24 * 3600_000;
/** Rows per INSERT: SQLite compiles a multi-row insert to a compound SELECT of at most 500 terms. */
const ROWS_PER_INSERT = 400;

/** One autobidding user as the bench wants them in the database. */
export interface BenchBidder {
  readonly id: string;
  readonly bids: number;
  readonly settings: BiddingSettingsPatch;
  /** Project ids the user already has a bid on, placed within the last 24 hours. */
  readonly bidOn: readonly string[];
}

/**
 * Writes bidders straight into the tables in multi-row INSERTs, as the repositories would leave
 * them (an active starter plan, a sealed token, a plan grant in the ledger, autobidding on, and
 * some recent bids): 10,000 users through the repositories one by one take minutes on Postgres.
 */
export async function insertBidders(
  db: Knex,
  bidders: readonly BenchBidder[],
  now: Date,
  encryptionKey: Buffer,
): Promise<void> {
  const cipher = new TokenCipher(encryptionKey);
  const at = now.getTime();
  await insertRows(
    db,
    'users',
    bidders.map((bidder, index) => ({
      id: bidder.id,
      name: `Bench ${index}`,
      email: `bench-${index}@example.com`,
      password_hash: 'x',
      role: 'user',
      is_active: true,
      current_plan: 'starter',
      plan_status: 'active',
      billing_period: 'monthly',
      plan_purchase_date_ms: at - DAY_MS,
      plan_expiration_date_ms: at + 30 * DAY_MS,
      created_at_ms: at - DAY_MS,
      updated_at_ms: at - DAY_MS,
    })),
  );
  await insertRows(
    db,
    'freelancer_profiles',
    bidders.map((bidder) => ({
      user_id: bidder.id,
      oauth_token_encrypted: cipher.seal(`token-${bidder.id}`),
      freelancer_user_id: '26605882',
      updated_at_ms: at,
    })),
  );
  await insertRows(
    db,
    'bid_balances',
    bidders.map((bidder) => ({ user_id: bidder.id, plan: bidder.bids, extra: 0, entry_count: 1 })),
  );
  await insertRows(
    db,
    'bid_ledger_entries',
    bidders.map((bidder) => ({
      id: randomUUID(),
      user_id: bidder.id,
      seq: 1,
      kind: 'plan_grant',
      key: `grant:${bidder.id}`,
      plan_delta: bidder.bids,
      extra_delta: 0,
      note: null,
      created_at_ms: at - DAY_MS,
    })),
  );
  await insertRows(
    db,
    SETTINGS,
    bidders.map((bidder) => {
      const { userId: _userId, updatedAt: _updatedAt, ...defaults } = defaultBiddingSettings(bidder.id, now);
      return {
        user_id: bidder.id,
        ...settingsPatchRow({ ...defaults, isActive: true, ...bidder.settings }),
        updated_at_ms: at,
      };
    }),
  );
  await insertRows(
    db,
    'bids',
    bidders.flatMap((bidder) =>
      bidder.bidOn.map((projectId, index) => ({
        id: randomUUID(),
        user_id: bidder.id,
        project_id: projectId,
        project_title: `Project ${projectId}`,
        project_url: `https://www.freelancer.com/projects/p-${projectId}`,
        status: 'submitted',
        amount_minor: 10_000,
        currency: 'USD',
        amount_usd_cents: 10_000,
        proposal: 'An earlier proposal',
        marketplace_bid_id: null,
        error_message: null,
        submitted_at_ms: at - (index + 1) * 3600_000,
        updated_at_ms: at,
      })),
    ),
  );
}

async function insertRows(db: Knex, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db(table).insert(rows.slice(start, start + ROWS_PER_INSERT));
}
