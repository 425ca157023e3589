import { z } from 'zod';
import {
  noBidsByStatus,
  type Bid,
  type BidLogEntry,
  type BidPatch,
  type BidStatusCounts,
  type NewBid,
} from '../../../core/domain/bidding/bid.js';
import { fallbackUsdCents } from '../../../core/domain/bidding/bid-usd-value.js';
import { bidDetailColumns, ProjectType, toBrief, toMatch, type BidDetailRow } from './knex-bid-detail-columns.js';
import { num, parseJsonColumn, patchColumns, toDate, toDateOrNull } from './knex-rows.js';

export const BIDS = 'bids';

export interface BidRow extends BidDetailRow {
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

/** Every column of a new bid's row, its brief and match included. */
export const newBidRow = (id: string, bid: NewBid, updatedAtMs: number): Record<string, unknown> => ({
  id,
  user_id: bid.userId,
  project_id: bid.projectId,
  project_title: bid.projectTitle,
  project_url: bid.projectUrl,
  status: bid.status,
  amount_minor: bid.amountMinor,
  currency: bid.currency,
  amount_usd_cents: bid.amountUsdCents ?? fallbackUsdCents(bid.amountMinor, bid.currency),
  proposal: bid.proposal,
  marketplace_bid_id: bid.marketplaceBidId,
  error_message: bid.errorMessage,
  submitted_at_ms: bid.submittedAt.getTime(),
  replied_at_ms: bid.repliedAt?.getTime() ?? null,
  skills: JSON.stringify(bid.skills ?? []),
  updated_at_ms: updatedAtMs,
  ...bidDetailColumns(bid),
});

const COLUMNS = {
  status: 'status',
  proposal: 'proposal',
  marketplaceBidId: 'marketplace_bid_id',
  errorMessage: 'error_message',
  amountMinor: 'amount_minor',
  amountUsdCents: 'amount_usd_cents',
  submittedAt: 'submitted_at_ms',
  repliedAt: 'replied_at_ms',
  periodDays: 'period_days',
} as const satisfies { readonly [K in keyof Required<BidPatch>]: string };

export const bidPatchRow = (patch: BidPatch): Record<string, unknown> => patchColumns(patch, COLUMNS);

/** The bids columns a bid log entry is read from, in the order of BidLogEntry's fields: bidLogRowOf reads values in this order. */
export const BID_LOG_COLUMNS =
  'id, project_id, project_title, project_url, status, amount_minor, currency, proposal, error_message, submitted_at_ms, project_type';

export type BidLogRow = Pick<
  BidRow,
  | 'id'
  | 'project_id'
  | 'project_title'
  | 'project_url'
  | 'status'
  | 'amount_minor'
  | 'currency'
  | 'proposal'
  | 'error_message'
  | 'submitted_at_ms'
  | 'project_type'
>;

/** A log row from its values, read in BID_LOG_COLUMNS' order. */
export const bidLogRowOf = (values: readonly unknown[]): BidLogRow =>
  ({
    id: values[0],
    project_id: values[1],
    project_title: values[2],
    project_url: values[3],
    status: values[4],
    amount_minor: values[5],
    currency: values[6],
    proposal: values[7],
    error_message: values[8],
    submitted_at_ms: values[9],
    project_type: values[10],
  }) as BidLogRow;

/** What a bid and its log entry read alike from a row. */
const bidRowFields = (row: Omit<BidLogRow, 'project_type'>) => ({
  id: row.id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  projectUrl: row.project_url,
  status: row.status,
  amountMinor: num(row.amount_minor),
  currency: row.currency,
  proposal: row.proposal,
  errorMessage: row.error_message,
  submittedAt: toDate(row.submitted_at_ms),
});

/**
 * The project's type is added onto the fresh object rather than spread into a copy: the bid log's
 * page is the busiest read (listLogEntries).
 */
export const toBidLogEntry = (row: BidLogRow): BidLogEntry =>
  Object.assign(bidRowFields(row), {
    projectType: row.project_type === null ? null : ProjectType.parse(row.project_type),
  });

/** The whole bid: its project's type is read with the rest of its brief. */
export const toBid = (row: BidRow): Bid => ({
  ...bidRowFields(row),
  userId: row.user_id,
  amountUsdCents: num(row.amount_usd_cents),
  marketplaceBidId: row.marketplace_bid_id,
  repliedAt: toDateOrNull(row.replied_at_ms),
  skills: parseJsonColumn(skillsSchema, row.skills, 'bids.skills'),
  updatedAt: toDate(row.updated_at_ms),
  brief: toBrief(row),
  match: toMatch(row),
  profileId: row.profile_id ?? null,
  promptVariantId: row.prompt_variant_id ?? null,
});

/** Folds `status, count` rows (one group-by query) into the counts shape. */
export function toCounts(rows: readonly { readonly status: string; readonly n: unknown }[]): BidStatusCounts {
  const counts = { total: 0, ...noBidsByStatus() };
  for (const row of rows) {
    const n = num(row.n);
    counts.total += n;
    if (row.status in counts && row.status !== 'total') counts[row.status as keyof typeof counts] += n;
  }
  return counts;
}
