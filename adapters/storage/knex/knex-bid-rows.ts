import type { Bid, BidPatch, BidStatusCounts } from '../../../core/domain/bidding/bid.js';
import { z } from 'zod';
import { num, parseJsonColumn, patchColumns, toDate, toDateOrNull } from './knex-rows.js';

export const BIDS = 'bids';

export interface BidRow {
  readonly id: string;
  readonly user_id: string;
  readonly project_id: string;
  readonly project_title: string;
  readonly project_url: string;
  readonly status: Bid['status'];
  readonly amount_minor: unknown;
  readonly currency: string;
  readonly amount_usd_cents: unknown;
  readonly proposal: string;
  readonly marketplace_bid_id: string | null;
  readonly error_message: string | null;
  readonly submitted_at_ms: unknown;
  readonly replied_at_ms: unknown;
  readonly skills: unknown;
  readonly updated_at_ms: unknown;
}

const skillsSchema = z.array(z.string());

const COLUMNS = {
  status: 'status',
  proposal: 'proposal',
  marketplaceBidId: 'marketplace_bid_id',
  errorMessage: 'error_message',
  amountMinor: 'amount_minor',
  amountUsdCents: 'amount_usd_cents',
  submittedAt: 'submitted_at_ms',
  repliedAt: 'replied_at_ms',
} as const satisfies { readonly [K in keyof Required<BidPatch>]: string };

export const bidPatchRow = (patch: BidPatch): Record<string, unknown> => patchColumns(patch, COLUMNS);

export const toBid = (row: BidRow): Bid => ({
  id: row.id,
  userId: row.user_id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  projectUrl: row.project_url,
  status: row.status,
  amountMinor: num(row.amount_minor),
  currency: row.currency,
  amountUsdCents: num(row.amount_usd_cents),
  proposal: row.proposal,
  marketplaceBidId: row.marketplace_bid_id,
  errorMessage: row.error_message,
  submittedAt: toDate(row.submitted_at_ms),
  repliedAt: toDateOrNull(row.replied_at_ms),
  skills: parseJsonColumn(skillsSchema, row.skills, 'bids.skills'),
  updatedAt: toDate(row.updated_at_ms),
});

/** Folds `status, count` rows (one group-by query) into the counts shape. */
export function toCounts(rows: readonly { readonly status: string; readonly n: unknown }[]): BidStatusCounts {
  const counts = { total: 0, pending: 0, submitted: 0, replied: 0, accepted: 0, rejected: 0, failed: 0, held: 0 };
  for (const row of rows) {
    const n = num(row.n);
    counts.total += n;
    if (row.status in counts && row.status !== 'total') counts[row.status as keyof typeof counts] += n;
  }
  return counts;
}
