import { z } from 'zod';
import { BID_EVENT_KINDS, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import {
  cappedBrief,
  type Bid,
  type BidBrief,
  type BidLogEntry,
  type BidMatch,
  type BidPatch,
  type BidStatusCounts,
  type NewBid,
} from '../../../core/domain/bidding/bid.js';
import { FIT_REASON_CODES } from '../../../core/domain/bidding/fit-score.js';
import { num, parseJsonColumn, patchColumns, toDate, toDateOrNull } from './knex-rows.js';

export const BIDS = 'bids';
export const BID_EVENTS = 'bid_events';

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
  /** Migration 018's columns: null on rows logged before it (and the match on bids queued without it). */
  readonly project_description: string | null;
  readonly project_type: string | null;
  readonly budget_min_minor: unknown;
  readonly budget_max_minor: unknown;
  readonly period_days: unknown;
  /** Migration 029's: null on rows logged before it. */
  readonly client_id: string | null;
  readonly matched_skills: string | null;
  readonly bid_percentage: unknown;
  readonly min_bid_usd_cents: unknown;
  /** Migration 026's: null on rows logged before it. */
  readonly milestone_percentage?: unknown;
  readonly min_hourly_rate_usd_cents?: unknown;
  /** Migration 028's: null on rows from before it and bids queued without a fit. */
  readonly fit_score?: unknown;
  readonly fit_reasons?: string | null;
  readonly fit_adjustment?: unknown;
  readonly fit_adjustment_reason?: string | null;
  /** Migration 030's: null for the main profile and bids from before profiles. */
  readonly profile_id?: string | null;
  /** Migration 032's: null for the profile's own prompt and bids from before experiments. */
  readonly prompt_variant_id?: string | null;
}

export interface BidEventRow {
  readonly seq: unknown;
  readonly bid_id: string;
  readonly user_id: string;
  readonly kind: string;
  readonly at_ms: unknown;
  readonly detail: string | null;
}

const MatchedSkills = z.array(z.string());
const FitReasons = z.array(z.object({ code: z.enum(FIT_REASON_CODES), points: z.number(), text: z.string() }));
const ProjectType = z.enum(['fixed', 'hourly']);
const EventKind = z.enum(BID_EVENT_KINDS);

/** Whole minor units: budgets are kept like the amount, so no float column rounds them. */
const toMinor = (value: number): number => Math.round(value * 100);
const isAbsent = (value: unknown): boolean => value === null || value === undefined;
const fromMinorOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : num(value) / 100;

/** The columns of a new bid's brief and match; all null when it has none. */
export function bidDetailColumns(
  bid: Pick<NewBid, 'brief' | 'match' | 'profileId' | 'promptVariantId'>,
): Record<string, unknown> {
  const brief = bid.brief === undefined || bid.brief === null ? null : cappedBrief(bid.brief);
  const match = bid.match ?? null;
  return {
    project_description: brief?.description ?? null,
    project_type: brief?.type ?? null,
    budget_min_minor: brief === null ? null : toMinor(brief.budgetMin),
    budget_max_minor: brief === null || brief.budgetMax === null ? null : toMinor(brief.budgetMax),
    period_days: brief?.periodDays ?? null,
    client_id: brief?.clientId ?? null,
    matched_skills: match === null ? null : JSON.stringify(match.skills),
    bid_percentage: match?.bidPercentage ?? null,
    min_bid_usd_cents: match === null ? null : toMinor(match.minBidUsd),
    milestone_percentage: brief?.milestonePercentage ?? null,
    min_hourly_rate_usd_cents: match?.minHourlyRateUsd === undefined ? null : toMinor(match.minHourlyRateUsd),
    fit_score: match?.fit?.score ?? null,
    fit_reasons: match?.fit === undefined || match.fit === null ? null : JSON.stringify(match.fit.reasons),
    fit_adjustment: match?.fit?.adjustment?.points ?? null,
    fit_adjustment_reason: match?.fit?.adjustment?.reason ?? null,
    profile_id: bid.profileId ?? null,
    prompt_variant_id: bid.promptVariantId ?? null,
  };
}

function toBrief(row: BidRow): BidBrief | null {
  if (
    row.project_description === null ||
    row.project_type === null ||
    row.budget_min_minor === null ||
    row.period_days === null
  )
    return null;
  return {
    description: row.project_description,
    type: ProjectType.parse(row.project_type),
    budgetMin: num(row.budget_min_minor) / 100,
    budgetMax: fromMinorOrNull(row.budget_max_minor),
    periodDays: num(row.period_days),
    clientId: row.client_id ?? null,
    ...(isAbsent(row.milestone_percentage) ? {} : { milestonePercentage: num(row.milestone_percentage) }),
  };
}

function toMatch(row: BidRow): BidMatch | null {
  if (row.matched_skills === null || row.bid_percentage === null || row.min_bid_usd_cents === null) return null;
  const adjustment =
    row.fit_adjustment === null ||
    row.fit_adjustment === undefined ||
    row.fit_adjustment_reason === null ||
    row.fit_adjustment_reason === undefined
      ? null
      : { points: num(row.fit_adjustment), reason: row.fit_adjustment_reason };
  const fit =
    row.fit_score === null || row.fit_score === undefined || row.fit_reasons === null || row.fit_reasons === undefined
      ? null
      : {
          score: num(row.fit_score),
          reasons: parseJsonColumn(FitReasons, row.fit_reasons, 'fit_reasons'),
          ...(adjustment === null ? {} : { adjustment }),
        };
  return {
    skills: parseJsonColumn(MatchedSkills, row.matched_skills, 'matched_skills'),
    bidPercentage: num(row.bid_percentage),
    minBidUsd: num(row.min_bid_usd_cents) / 100,
    ...(isAbsent(row.min_hourly_rate_usd_cents) ? {} : { minHourlyRateUsd: num(row.min_hourly_rate_usd_cents) / 100 }),
    fit,
  };
}

export const bidEventRow = (event: BidEvent): Omit<BidEventRow, 'seq'> => ({
  bid_id: event.bidId,
  user_id: event.userId,
  kind: event.kind,
  at_ms: event.at.getTime(),
  detail: event.detail,
});

export const toBidEvent = (row: BidEventRow): BidEvent => ({
  bidId: row.bid_id,
  userId: row.user_id,
  kind: EventKind.parse(row.kind),
  at: toDate(row.at_ms),
  detail: row.detail,
});
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
  const counts = { total: 0, pending: 0, submitted: 0, replied: 0, accepted: 0, rejected: 0, failed: 0, held: 0 };
  for (const row of rows) {
    const n = num(row.n);
    counts.total += n;
    if (row.status in counts && row.status !== 'total') counts[row.status as keyof typeof counts] += n;
  }
  return counts;
}
