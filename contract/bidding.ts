import { z } from 'zod';
import { activePause, autobidPauseView } from '../core/domain/bidding/autobid-pause.js';
import type { BiddingSettings } from '../core/domain/bidding/settings.js';
import type { BiddingStats } from '../core/use-cases/bidding/get-bidding-stats.js';
import type { TestRunResponse } from './last-run.js';
import { settingsFields } from './settings-fields.js';
import { budgetBoundsIssue, toWhatGetsBidResponse } from './what-gets-bid-settings.js';

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
