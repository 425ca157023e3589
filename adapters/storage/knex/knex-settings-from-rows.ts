import { z } from 'zod';
import {
  BIDS_LIMITS,
  MAX_BIDS_THRESHOLDS,
  REVIEW_MODES,
  TIME_INTERVALS,
  TIME_LIMITS,
  type BiddingSettings,
  type RunSettings,
} from '../../../core/domain/bidding/settings.js';
import { AUTOBID_PAUSE_CODES, type AutobidPause } from '../../../core/domain/bidding/autobid-pause.js';
import { PROJECT_KINDS, type ProjectKind } from '../../../core/domain/bidding/project-kind.js';
import { PROPOSAL_LENGTHS } from '../../../core/domain/bidding/proposal-length.js';
import { bool, parseJsonColumn, toDate, toDateOrNull } from './knex-rows.js';
import { SETTINGS, type SettingsRow } from './knex-settings-rows.js';

const stringListSchema = z.array(z.string());
// A kind this code no longer knows is dropped rather than failing the user's whole row.
const kindsSchema = z.array(z.string()).transform((kinds) => PROJECT_KINDS.filter((kind) => kinds.includes(kind)));
const pauseCodeSchema = z.enum(AUTOBID_PAUSE_CODES);
const reviewModeSchema = z.object({ review_mode: z.enum(REVIEW_MODES) });
const proposalLengthSchema = z.object({ proposal_length: z.enum(PROPOSAL_LENGTHS) });
const enumsSchema = z.object({
  time_interval: z.enum(TIME_INTERVALS),
  max_bids_threshold: z.coerce.number().pipe(z.union(MAX_BIDS_THRESHOLDS.map((n) => z.literal(n)))),
  time_limit: z.enum(TIME_LIMITS),
  bids_limit: z.union([
    z.literal('no_limit'),
    z.coerce.number().pipe(z.union(BIDS_LIMITS.filter((l) => l !== 'no_limit').map((n) => z.literal(n)))),
  ]),
});

const fromCents = (cents: unknown): number | null =>
  cents === null || cents === undefined ? null : Number(cents) / 100;

function toPause(row: SettingsRow): AutobidPause | null {
  if (row.pause_code === null || row.pause_code === undefined) return null;
  return {
    code: pauseCodeSchema.parse(row.pause_code),
    message: String(row.pause_message ?? ''),
    since: toDate(row.pause_since_ms),
    until: toDateOrNull(row.pause_until_ms),
  };
}

/**
 * A list column. The dispatcher reads every active user's row each tick and most lists are empty,
 * so '[]' costs nothing and a list of text is checked by hand; anything else gets the schema's error.
 */
function list(row: SettingsRow, column: string): string[] {
  const text = row[column] ?? '[]';
  if (text === '[]') return [];
  const value: unknown = typeof text === 'string' ? JSON.parse(text) : text;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return parseJsonColumn(stringListSchema, value, `${SETTINGS}.${column}`);
}

const oneOf = <T extends string | number>(options: readonly T[], value: T | undefined): value is T =>
  value !== undefined && options.includes(value);

/** Most users' kinds are '[]', read as such; the dispatcher reads every active row each tick. */
const kinds = (text: unknown): ProjectKind[] =>
  text === null || text === undefined || text === '[]'
    ? []
    : parseJsonColumn(kindsSchema, text, `${SETTINGS}.unbiddable_kinds`);

/** The run's enum columns, checked by hand on the hot path; the schema reads a row that fails, for its error. */
function enumsOf(row: SettingsRow): z.infer<typeof enumsSchema> {
  const bidsLimit = row.bids_limit === 'no_limit' ? 'no_limit' : Number(row.bids_limit);
  const enums = {
    time_interval: row.time_interval as z.infer<typeof enumsSchema>['time_interval'],
    max_bids_threshold: Number(row.max_bids_threshold) as z.infer<typeof enumsSchema>['max_bids_threshold'],
    time_limit: row.time_limit as z.infer<typeof enumsSchema>['time_limit'],
    bids_limit: bidsLimit as z.infer<typeof enumsSchema>['bids_limit'],
  };
  const valid =
    oneOf(TIME_INTERVALS, enums.time_interval) &&
    oneOf(MAX_BIDS_THRESHOLDS, enums.max_bids_threshold) &&
    oneOf(TIME_LIMITS, enums.time_limit) &&
    oneOf(BIDS_LIMITS, enums.bids_limit);
  return valid ? enums : parseJsonColumn(enumsSchema, row, SETTINGS);
}

/** The whole settings of a row read with every column. */
export function toSettings(row: SettingsRow): BiddingSettings {
  return {
    ...toRunSettings(row),
    useCustomPrompt: bool(row.use_custom_prompt),
    customPrompt: String(row.custom_prompt),
    proposalLength: parseJsonColumn(proposalLengthSchema, row, SETTINGS).proposal_length,
    reviewMode: parseJsonColumn(reviewModeSchema, row, SETTINGS).review_mode,
    holdBelowFitScore: Number(row.hold_below_fit_score),
    holdOnGuardWarning: bool(row.hold_on_guard_warning),
    holdAboveAmountUsd: fromCents(row.hold_above_amount_usd_cents),
    holdNewClientCountry: bool(row.hold_new_client_country),
    draftExpiryMinutes: Number(row.draft_expiry_minutes),
    profileName: String(row.profile_name),
    updatedAt: toDate(row.updated_at_ms),
  };
}

/** What a run reads of a row: RUN_SETTINGS_COLUMNS. */
export function toRunSettings(row: SettingsRow): RunSettings {
  const enums = enumsOf(row);
  return {
    userId: row.user_id,
    isActive: bool(row.is_active),
    timeInterval: enums.time_interval,
    maxBidsThreshold: enums.max_bids_threshold,
    bidOnHourlyProjects: bool(row.bid_on_hourly_projects),
    skills: list(row, 'skills'),
    timeLimit: enums.time_limit,
    bidsLimit: enums.bids_limit,
    completionPeriod: Number(row.completion_period),
    isProfileVerified: bool(row.is_profile_verified),
    scheduleAutobidding: bool(row.schedule_autobidding),
    startTime: String(row.start_time),
    endTime: String(row.end_time),
    timezone: String(row.timezone),
    minBidUsd: Number(row.min_bid_usd_cents) / 100,
    bidPercentage: Number(row.bid_percentage),
    lastRunAt: toDateOrNull(row.last_run_at_ms),
    pause: toPause(row),
    slowPaceUntil: toDateOrNull(row.slow_pace_until_ms),
    unbiddableKinds: kinds(row.unbiddable_kinds),
    minSkillMatches: Number(row.min_skill_matches),
    minSkillSharePercent: Number(row.min_skill_share_percent),
    excludedKeywords: list(row, 'excluded_keywords'),
    requiredKeywords: list(row, 'required_keywords'),
    bidOnFixedProjects: bool(row.bid_on_fixed_projects),
    fixedBudgetMinUsd: fromCents(row.fixed_budget_min_usd_cents),
    fixedBudgetMaxUsd: fromCents(row.fixed_budget_max_usd_cents),
    hourlyBudgetMinUsd: fromCents(row.hourly_budget_min_usd_cents),
    hourlyBudgetMaxUsd: fromCents(row.hourly_budget_max_usd_cents),
    languages: list(row, 'languages'),
    minHourlyRateUsd: fromCents(row.min_hourly_rate_usd_cents) ?? 0,
    useClientTimeline: bool(row.use_client_timeline),
    milestonePercentage: Number(row.milestone_percentage),
    requirePaymentVerified: bool(row.require_payment_verified),
    minClientRating: Number(row.min_client_rating),
    minClientReviews: Number(row.min_client_reviews),
    blockedCountries: list(row, 'blocked_countries'),
    blockedClientIds: list(row, 'blocked_client_ids'),
    minFitScore: Number(row.min_fit_score),
  };
}
