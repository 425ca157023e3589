import { RUN_UNREAD_FIELDS, type BiddingSettingsPatch } from '../../../core/domain/bidding/settings.js';
import type { AutobidPause } from '../../../core/domain/bidding/autobid-pause.js';
import { patchColumns } from './knex-rows.js';

export const SETTINGS = 'bidding_settings';

export type SettingsRow = Readonly<Record<string, unknown>> & { readonly user_id: string };

const COLUMNS = {
  isActive: 'is_active',
  timeInterval: 'time_interval',
  maxBidsThreshold: 'max_bids_threshold',
  bidOnHourlyProjects: 'bid_on_hourly_projects',
  skills: 'skills',
  timeLimit: 'time_limit',
  bidsLimit: 'bids_limit',
  completionPeriod: 'completion_period',
  isProfileVerified: 'is_profile_verified',
  scheduleAutobidding: 'schedule_autobidding',
  startTime: 'start_time',
  endTime: 'end_time',
  timezone: 'timezone',
  minBidUsd: 'min_bid_usd_cents',
  bidPercentage: 'bid_percentage',
  useCustomPrompt: 'use_custom_prompt',
  customPrompt: 'custom_prompt',
  proposalLength: 'proposal_length',
  lastRunAt: 'last_run_at_ms',
  slowPaceUntil: 'slow_pace_until_ms',
  unbiddableKinds: 'unbiddable_kinds',
  minSkillMatches: 'min_skill_matches',
  minSkillSharePercent: 'min_skill_share_percent',
  excludedKeywords: 'excluded_keywords',
  requiredKeywords: 'required_keywords',
  bidOnFixedProjects: 'bid_on_fixed_projects',
  fixedBudgetMinUsd: 'fixed_budget_min_usd_cents',
  fixedBudgetMaxUsd: 'fixed_budget_max_usd_cents',
  hourlyBudgetMinUsd: 'hourly_budget_min_usd_cents',
  hourlyBudgetMaxUsd: 'hourly_budget_max_usd_cents',
  languages: 'languages',
  minHourlyRateUsd: 'min_hourly_rate_usd_cents',
  useClientTimeline: 'use_client_timeline',
  milestonePercentage: 'milestone_percentage',
  requirePaymentVerified: 'require_payment_verified',
  minClientRating: 'min_client_rating',
  minClientReviews: 'min_client_reviews',
  blockedCountries: 'blocked_countries',
  blockedClientIds: 'blocked_client_ids',
  minFitScore: 'min_fit_score',
  reviewMode: 'review_mode',
  holdBelowFitScore: 'hold_below_fit_score',
  holdOnGuardWarning: 'hold_on_guard_warning',
  holdAboveAmountUsd: 'hold_above_amount_usd_cents',
  holdNewClientCountry: 'hold_new_client_country',
  draftExpiryMinutes: 'draft_expiry_minutes',
  profileName: 'profile_name',
} as const satisfies { readonly [K in keyof Required<Omit<BiddingSettingsPatch, 'pause'>>]: string };

/** Every column toSettings reads. */
const SETTINGS_READ_COLUMNS: readonly string[] = [
  'user_id',
  ...Object.values(COLUMNS),
  'pause_code',
  'pause_message',
  'pause_since_ms',
  'pause_until_ms',
  'updated_at_ms',
];

const RUN_UNREAD_COLUMNS: ReadonlySet<string> = new Set(
  RUN_UNREAD_FIELDS.map((field) => (field === 'updatedAt' ? 'updated_at_ms' : COLUMNS[field])),
);

/** Every column toRunSettings reads: the dispatcher reads them for every active user each tick, and no more. */
export const RUN_SETTINGS_COLUMNS: readonly string[] = SETTINGS_READ_COLUMNS.filter(
  (column) => !RUN_UNREAD_COLUMNS.has(column),
);

/**
 * SQLite's select list that answers each row's RUN_SETTINGS_COLUMNS as one JSON object,
 * `row_json`, keyed by column. The dispatcher reads every active user's row each tick, and
 * better-sqlite3 builds a row of forty-odd columns value by value; one JSON text per row, parsed
 * with JSON.parse, costs half of that or less (docs/adr/0020-wide-settings-rows-read-as-json-on-sqlite.md).
 */
export const SQLITE_RUN_SETTINGS_ROW_JSON = `json_object(${RUN_SETTINGS_COLUMNS.map((column) => `'${column}', "${column}"`).join(', ')}) as row_json`;

/** A row read through SQLITE_RUN_SETTINGS_ROW_JSON. */
export function settingsRowFromJson(json: unknown): SettingsRow {
  const row: unknown = typeof json === 'string' ? JSON.parse(json) : null;
  if (typeof row !== 'object' || row === null || typeof (row as { user_id?: unknown }).user_id !== 'string')
    throw new Error(`Column ${SETTINGS}.row_json holds an invalid value`);
  return row as SettingsRow;
}

/** The settings that are money, kept as whole US cents. */
const USD_CENTS_FIELDS = [
  'minBidUsd',
  'fixedBudgetMinUsd',
  'fixedBudgetMaxUsd',
  'hourlyBudgetMinUsd',
  'hourlyBudgetMaxUsd',
  'minHourlyRateUsd',
  'holdAboveAmountUsd',
] as const;

const toCents = (usd: number | null): number | null => (usd === null ? null : Math.round(usd * 100));

export function settingsPatchRow({ pause, ...patch }: BiddingSettingsPatch): Record<string, unknown> {
  const row = patchColumns(patch, COLUMNS);
  if (pause !== undefined) Object.assign(row, pauseColumns(pause));
  for (const field of USD_CENTS_FIELDS) {
    const usd = patch[field];
    if (usd !== undefined) row[COLUMNS[field]] = toCents(usd);
  }
  if (patch.bidsLimit !== undefined) row.bids_limit = String(patch.bidsLimit);
  return row;
}

/** The pause is four columns, all null when there is none. */
const pauseColumns = (pause: AutobidPause | null): Record<string, unknown> => ({
  pause_code: pause?.code ?? null,
  pause_message: pause?.message ?? null,
  pause_since_ms: pause?.since.getTime() ?? null,
  pause_until_ms: pause?.until?.getTime() ?? null,
});
