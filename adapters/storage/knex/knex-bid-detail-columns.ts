import { z } from 'zod';
import { cappedBrief, type BidBrief, type BidMatch, type NewBid } from '../../../core/domain/bidding/bid.js';
import { FIT_REASON_CODES } from '../../../core/domain/bidding/fit-reasons.js';
import { num, parseJsonColumn } from './knex-rows.js';

/** The bids columns of a bid's brief and match, and the profile and prompt it was written with. */
export interface BidDetailRow {
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

const MatchedSkills = z.array(z.string());
const FitReasons = z.array(z.object({ code: z.enum(FIT_REASON_CODES), points: z.number(), text: z.string() }));
export const ProjectType = z.enum(['fixed', 'hourly']);

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

export function toBrief(row: BidDetailRow): BidBrief | null {
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

export function toMatch(row: BidDetailRow): BidMatch | null {
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
