import type { Knex } from 'knex';
import { oneMigratorAtATime } from './one-migrator-at-a-time.js';
import * as coreTables from './migrations/001_core_tables.js';
import * as ledger from './migrations/002_bid_ledger.js';
import * as jobQueue from './migrations/003_job_queue.js';
import * as projectFeed from './migrations/004_project_feed.js';
import * as rateLimits from './migrations/005_rate_limits.js';
import * as paymentTerms from './migrations/006_payment_terms.js';
import * as canonicalEmails from './migrations/007_canonical_emails.js';
import * as bidUsdAmounts from './migrations/008_bid_usd_amounts.js';
import * as autobidPauses from './migrations/009_autobid_pauses.js';
import * as marketplaceAccount from './migrations/010_marketplace_account.js';
import * as pacingAndBackoffs from './migrations/011_pacing_and_backoffs.js';
import * as feedPostedIndex from './migrations/012_feed_posted_index.js';
import * as bidsByProject from './migrations/013_bids_by_project.js';
import * as planEntitlements from './migrations/015_plan_entitlements.js';
import * as jobGroupsAndWorkLeases from './migrations/016_job_groups_and_work_leases.js';
import * as sessionsAndPasswordResets from './migrations/017_sessions_and_password_resets.js';
import * as bidDetails from './migrations/018_bid_details.js';
import * as decisionLog from './migrations/019_decision_log.js';
import * as bidRepliesAndSkills from './migrations/020_bid_replies_and_skills.js';
import * as notifications from './migrations/021_notifications.js';
import * as channelsAndMailOutbox from './migrations/022_channels_and_mail_outbox.js';
import * as webhooksAndContactMessages from './migrations/023_webhooks_and_contact_messages.js';
import * as ledgerSpendIndex from './migrations/024_ledger_spend_index.js';
import * as matchingAndReviewSettings from './migrations/025_matching_and_review_settings.js';
import * as bidPricingDetails from './migrations/026_bid_pricing_details.js';
import * as reviewDrafts from './migrations/027_review_drafts.js';
import * as fitScores from './migrations/028_fit_scores.js';
import * as bidClientId from './migrations/029_bid_client_id.js';
import * as searchProfiles from './migrations/030_search_profiles.js';
import * as portfolioItems from './migrations/031_portfolio_items.js';
import * as promptExperiments from './migrations/032_prompt_experiments.js';
import * as proposalLength from './migrations/033_proposal_length.js';
import * as jobsTakeOrder from './migrations/034_jobs_take_order.js';
import * as reviewDraftNotes from './migrations/035_review_draft_notes.js';
import * as declinedDrafts from './migrations/036_declined_drafts.js';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/**
 * Migrations are imported statically rather than read from the folder: knex's own loader imports
 * `.ts` files natively, which fails under tsx and Vitest. Append new migrations at the end.
 */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['001_core_tables', coreTables],
  ['002_bid_ledger', ledger],
  ['003_job_queue', jobQueue],
  ['004_project_feed', projectFeed],
  ['005_rate_limits', rateLimits],
  ['006_payment_terms', paymentTerms],
  ['007_canonical_emails', canonicalEmails],
  ['008_bid_usd_amounts', bidUsdAmounts],
  ['009_autobid_pauses', autobidPauses],
  ['010_marketplace_account', marketplaceAccount],
  ['011_pacing_and_backoffs', pacingAndBackoffs],
  ['012_feed_posted_index', feedPostedIndex],
  ['013_bids_by_project', bidsByProject],
  ['015_plan_entitlements', planEntitlements],
  ['016_job_groups_and_work_leases', jobGroupsAndWorkLeases],
  ['017_sessions_and_password_resets', sessionsAndPasswordResets],
  ['018_bid_details', bidDetails],
  ['019_decision_log', decisionLog],
  ['020_bid_replies_and_skills', bidRepliesAndSkills],
  ['021_notifications', notifications],
  ['022_channels_and_mail_outbox', channelsAndMailOutbox],
  ['023_webhooks_and_contact_messages', webhooksAndContactMessages],
  ['024_ledger_spend_index', ledgerSpendIndex],
  ['025_matching_and_review_settings', matchingAndReviewSettings],
  ['026_bid_pricing_details', bidPricingDetails],
  ['027_review_drafts', reviewDrafts],
  ['028_fit_scores', fitScores],
  ['029_bid_client_id', bidClientId],
  ['030_search_profiles', searchProfiles],
  ['031_portfolio_items', portfolioItems],
  ['032_prompt_experiments', promptExperiments],
  ['033_proposal_length', proposalLength],
  ['034_jobs_take_order', jobsTakeOrder],
  ['035_review_draft_notes', reviewDraftNotes],
  ['036_declined_drafts', declinedDrafts],
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations.map(([, migration]) => migration),
  getMigrationName: (migration) => migrations.find(([, m]) => m === migration)?.[0] ?? 'unknown',
  getMigration: async (migration) => migration,
};

/** Brings the product's tables up to date; servers starting together on one Postgres take turns. */
export async function migrateLatest(db: Knex): Promise<void> {
  await oneMigratorAtATime(db, 'knex_migrations', () => db.migrate.latest({ migrationSource }));
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}
