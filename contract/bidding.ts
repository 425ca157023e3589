import { z } from 'zod';
import { activePause, autobidPauseView } from '../core/domain/bidding/autobid-pause.js';
import type { BidLogEntry } from '../core/domain/bidding/bid.js';
import { PROPOSAL_LENGTHS } from '../core/domain/bidding/proposal-length.js';
import {
  BIDS_LIMITS,
  COMPLETION_PERIODS,
  CUSTOM_PROMPT_MAX_LENGTH,
  MAX_BIDS_THRESHOLDS,
  TIME_INTERVALS,
  TIME_LIMITS,
  type BiddingSettings,
} from '../core/domain/bidding/settings.js';
import type { BiddingStats } from '../core/use-cases/bidding/get-bidding-stats.js';
import { MAX_SKILL_LENGTH, MAX_SKILLS } from '../core/use-cases/bidding/skills.js';
import { decimal, pageQuery, pagination } from './common.js';
import { budgetBoundsIssue, toWhatGetsBidResponse, whatGetsBidFields } from './what-gets-bid-settings.js';
import type { TestRunResponse } from './decisions.js';

const MAX_MIN_BID_USD = 1_000_000;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIMEZONE_MESSAGE = 'Time zone must be a valid IANA time zone, e.g. Europe/London';

/** Select boxes post their value as text ('25'); a numeric string counts as its number. */
const numericText = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const oneOf = <const T extends readonly (string | number)[]>(field: string, options: T) =>
  z.preprocess(numericText, z.literal(options, { error: `${field} must be one of ${options.join(', ')}` }));

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/**
 * A box the user types into. Its refusals name it as the settings screen labels it ('Bid percentage
 * must be at most 100'), not by its wire name: the form shows them under the box as they are, and
 * the API answers the same words.
 */
const number = (label: string, max: number) =>
  z.preprocess(
    numericText,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`),
  );

const clock = (label: string) =>
  z
    .string({ error: `${label} must be a time as HH:MM` })
    .regex(HH_MM, `${label} must be a time from 00:00 to 23:59 (HH:MM)`);

const ZONE_NAME = /^[A-Za-z][\w+-]*(\/[\w+-]+)*$/;

/**
 * An IANA zone name Intl knows. Kept as the user spelled it: ICU's canonical names are the old
 * ones ('Asia/Kolkata' resolves to 'Asia/Calcutta'), which would surprise the user.
 */
function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timezone = z
  .string({ error: 'Time zone must be text' })
  .trim()
  .max(64, TIMEZONE_MESSAGE)
  .refine(isTimeZone, TIMEZONE_MESSAGE);

const skills = z
  .array(
    z
      .string({ error: 'Skills must be a list of text' })
      .trim()
      .min(1, 'Skills cannot contain blank entries')
      .max(MAX_SKILL_LENGTH, `Each skill must be at most ${MAX_SKILL_LENGTH} characters`),
    { error: 'Skills must be a list of text' },
  )
  .max(MAX_SKILLS, `Skills may hold at most ${MAX_SKILLS} entries`);

/** minBidUsd is kept as whole cents: more than 2 decimals would be rounded silently. */
const minBidUsd = number('Minimum bid', MAX_MIN_BID_USD).refine(
  (usd) => /^\d+(\.\d{1,2})?$/.test(String(usd)),
  'Minimum bid may have at most 2 decimals',
);

/**
 * The fields GET answers that the engine keeps and no one sets: a PUT that sends the settings back
 * as GET gave them, some changed, has them ignored rather than refused (as PUT pricing-plans does).
 * Every field of the wire settings is either one a user sets or listed here, or this fails to compile.
 */
const READ_ONLY_SETTINGS_FIELDS = ['autobidPause', 'slowPaceUntil', 'unbiddableKinds'] as const;
const ignoredReadOnly = Object.fromEntries(READ_ONLY_SETTINGS_FIELDS.map((field) => [field, z.unknown()])) as Record<
  (typeof READ_ONLY_SETTINGS_FIELDS)[number],
  z.ZodUnknown
>;

/** Each setting a user writes, by name: the settings body, and the search profiles' rules (contract/search-profiles.ts). */
export const settingsFields = {
  isActive: flag('isActive'),
  timeInterval: z.enum(TIME_INTERVALS, { error: `timeInterval must be one of ${TIME_INTERVALS.join(', ')}` }),
  maxBidsThreshold: oneOf('maxBidsThreshold', MAX_BIDS_THRESHOLDS),
  bidOnHourlyProjects: flag('bidOnHourlyProjects'),
  skills,
  timeLimit: z.enum(TIME_LIMITS, { error: `timeLimit must be one of ${TIME_LIMITS.join(', ')}` }),
  bidsLimit: oneOf('bidsLimit', BIDS_LIMITS),
  completionPeriod: oneOf('completionPeriod', COMPLETION_PERIODS),
  isProfileVerified: flag('isProfileVerified'),
  scheduleAutobidding: flag('scheduleAutobidding'),
  startTime: clock('Start time'),
  endTime: clock('End time'),
  timezone,
  minBidUsd,
  bidPercentage: number('Bid percentage', 100),
  useCustomPrompt: flag('useCustomPrompt'),
  customPrompt: z
    .string({ error: 'Custom prompt must be text' })
    .trim()
    .max(CUSTOM_PROMPT_MAX_LENGTH, `Custom prompt must be at most ${CUSTOM_PROMPT_MAX_LENGTH} characters`),
  proposalLength: z.enum(PROPOSAL_LENGTHS, { error: `proposalLength must be one of ${PROPOSAL_LENGTHS.join(', ')}` }),
  ...whatGetsBidFields,
};

/**
 * PUT /api/bidding/settings: any subset of the settings (docs/design.md#autobid-rules,
 * #settings-for-what-gets-bid); a field left out keeps its stored value, so the spec's older
 * screens, which send none of what gets bid, change none of it. bidDelay is
 * what older screens send; it is accepted and dropped, as are GET's read-only fields; any other
 * unknown field is refused.
 */
export const UpdateSettingsBody = z
  .strictObject({
    ...settingsFields,
    bidDelay: z.unknown(),
    ...ignoredReadOnly,
  })
  .partial()
  .superRefine((body, ctx) => {
    const problem = budgetBoundsIssue(body);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform(
    ({ bidDelay: _dropped, autobidPause: _pause, slowPaceUntil: _slowPace, unbiddableKinds: _kinds, ...changes }) =>
      changes,
  );
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBody>;

/**
 * The settings as the screens read them: every user-facing field, and of the engine's bookkeeping
 * only what the user must see (docs/design.md#refusals): a pause in force at `now`, the slower
 * pace while it lasts, and the kinds of project skipped for them. None of these can be written.
 */
export const toSettingsResponse = (settings: BiddingSettings, now: Date) => ({
  isActive: settings.isActive,
  timeInterval: settings.timeInterval,
  maxBidsThreshold: settings.maxBidsThreshold,
  bidOnHourlyProjects: settings.bidOnHourlyProjects,
  skills: settings.skills,
  timeLimit: settings.timeLimit,
  bidsLimit: settings.bidsLimit,
  completionPeriod: settings.completionPeriod,
  isProfileVerified: settings.isProfileVerified,
  scheduleAutobidding: settings.scheduleAutobidding,
  startTime: settings.startTime,
  endTime: settings.endTime,
  timezone: settings.timezone,
  minBidUsd: settings.minBidUsd,
  bidPercentage: settings.bidPercentage,
  useCustomPrompt: settings.useCustomPrompt,
  customPrompt: settings.customPrompt,
  proposalLength: settings.proposalLength,
  ...toWhatGetsBidResponse(settings),
  autobidPause: mapOrNull(activePause(settings.pause, now), autobidPauseView),
  slowPaceUntil:
    settings.slowPaceUntil !== null && settings.slowPaceUntil.getTime() > now.getTime()
      ? settings.slowPaceUntil.toISOString()
      : null,
  unbiddableKinds: [...settings.unbiddableKinds],
});

const mapOrNull = <T, R>(value: T | null, map: (value: T) => R): R | null => (value === null ? null : map(value));

export type SettingsResponse = ReturnType<typeof toSettingsResponse>;

type UnaccountedSetting = Exclude<keyof SettingsResponse, keyof z.input<typeof UpdateSettingsBody>>;
const everySettingAccounted: [UnaccountedSetting] extends [never] ? true : UnaccountedSetting = true;
void everySettingAccounted;

/** GET /api/bidding/settings. */
export interface GetSettingsResponse {
  readonly success: true;
  readonly settings: SettingsResponse;
}

/** PUT /api/bidding/settings. */
export interface UpdateSettingsResponse {
  readonly success: true;
  readonly message: string;
  readonly settings: SettingsResponse;
}

/** POST /api/bidding/blocked-clients and DELETE /api/bidding/blocked-clients/:clientId. */
export interface BlockedClientsResponse {
  readonly success: true;
  readonly message: string;
  readonly settings: SettingsResponse;
}

/** PATCH /api/bidding/toggle: the switch's new position and the toast. */
export interface ToggleResponse {
  readonly success: true;
  readonly isActive: boolean;
  readonly message: string;
}

/** GET /api/bidding/stats. */
export interface BiddingStatsResponse {
  readonly success: true;
  readonly stats: BiddingStats;
}

/** POST /api/bidding-process/trigger (Test Bidding): what was queued, and why the rest was not. */
export interface TriggerBiddingResponse {
  readonly success: true;
  readonly message: string;
  readonly note: string;
  /** The run in numbers (matched, queued, skipped by top reasons), as the dashboard's "Last run" shows it. */
  readonly run: TestRunResponse;
}

const BID_LOG_PAGE_SIZE = 10;

/** GET /api/bidding/logs?page={n}&limit=10. */
export const BidLogsQuery = z.strictObject({
  ...pageQuery(BID_LOG_PAGE_SIZE),
});
export type BidLogsQuery = z.input<typeof BidLogsQuery>;

/**
 * A bid as the screens list it (the admin's bid table among them); the amount is the decimal number
 * of its minor units, for an hourly project (`projectType`) a rate per hour. `projectType` is null
 * for bids logged before their project was kept, as the bid detail's `project` is.
 */
export const toBidResponse = (bid: BidLogEntry) => ({
  _id: bid.id,
  projectId: bid.projectId,
  projectTitle: bid.projectTitle,
  projectUrl: bid.projectUrl,
  status: bid.status,
  bidAmount: decimal(bid.amountMinor),
  currency: bid.currency,
  submittedAt: bid.submittedAt.toISOString(),
  errorMessage: bid.errorMessage,
  projectType: bid.projectType,
});

/**
 * One row of the user's own bid log: the bid and the proposal that was sent. Added onto the fresh
 * response rather than spread into a copy, which cost more than building the row (a polled list).
 */
export const toBidLogResponse = (bid: BidLogEntry) => Object.assign(toBidResponse(bid), { proposal: bid.proposal });

export type BidLogResponse = ReturnType<typeof toBidLogResponse>;

/** The bid log's pagination: current, pages, total (no limit on this screen). */
export const bidLogPagination = (page: number, limit: number, total: number) => {
  const { current, pages } = pagination(page, limit, total);
  return { current, pages, total };
};

/** GET /api/bidding/logs. */
export interface BidLogsResponse {
  readonly success: true;
  readonly logs: readonly BidLogResponse[];
  readonly pagination: ReturnType<typeof bidLogPagination>;
}
