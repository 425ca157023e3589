import { z } from 'zod';
import { UpdateSettingsBody } from '../../../contract/bidding';
import { autobiddingShownActive } from './autobidding';
import type { BiddingSettings } from './bidding-settings';
import type { SessionUser } from './session';

/** The settings as a form holds them: text for every select and number box, as the DOM gives it back. */
export interface SettingsFormValues {
  isActive: boolean;
  timeInterval: string;
  maxBidsThreshold: string;
  bidOnHourlyProjects: 'yes' | 'no';
  skills: string[];
  timeLimit: string;
  bidsLimit: string;
  completionPeriod: string;
  isProfileVerified: boolean;
  scheduleAutobidding: boolean;
  startTime: string;
  endTime: string;
  minBidUsd: string;
  bidPercentage: string;
}

export type SettingsField = keyof SettingsFormValues;

/** The spec's bidding settings the settings screen saves: all of them but bidDelay, which is dropped. */
export const SETTINGS_SCREEN_FIELDS = [
  'isActive',
  'timeInterval',
  'maxBidsThreshold',
  'bidOnHourlyProjects',
  'skills',
  'timeLimit',
  'bidsLimit',
  'completionPeriod',
  'isProfileVerified',
  'scheduleAutobidding',
  'startTime',
  'endTime',
  'minBidUsd',
  'bidPercentage',
] as const satisfies readonly SettingsField[];

/** What the profile screen's Bidding Preferences send. */
export const PROFILE_PREFERENCE_FIELDS = [
  'timeInterval',
  'bidOnHourlyProjects',
  'maxBidsThreshold',
  'timeLimit',
  'bidsLimit',
  'scheduleAutobidding',
  'startTime',
  'endTime',
  'skills',
  'minBidUsd',
  'bidPercentage',
  'isActive',
] as const satisfies readonly SettingsField[];

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

export function toSettingsFormValues(settings: BiddingSettings, user: Pick<SessionUser, 'availableBids' | 'unlimitedBids'>): SettingsFormValues {
  return {
    isActive: autobiddingShownActive(settings.isActive, user),
    timeInterval: settings.timeInterval,
    maxBidsThreshold: String(settings.maxBidsThreshold),
    bidOnHourlyProjects: settings.bidOnHourlyProjects ? 'yes' : 'no',
    skills: [...settings.skills],
    timeLimit: settings.timeLimit,
    bidsLimit: String(settings.bidsLimit),
    completionPeriod: String(settings.completionPeriod),
    isProfileVerified: settings.isProfileVerified,
    scheduleAutobidding: settings.scheduleAutobidding,
    startTime: settings.startTime === '' ? DEFAULT_START_TIME : settings.startTime,
    endTime: settings.endTime === '' ? DEFAULT_END_TIME : settings.endTime,
    minBidUsd: String(settings.minBidUsd),
    bidPercentage: String(settings.bidPercentage),
  };
}

/** On save every number box becomes a number and an empty one becomes 0. */
const toNumber = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** The wire value of each field; a value that is not a number stays NaN and the contract refuses it. */
const wireValue: { [F in SettingsField]: (values: SettingsFormValues) => unknown } = {
  isActive: (values) => values.isActive,
  timeInterval: (values) => values.timeInterval,
  maxBidsThreshold: (values) => toNumber(values.maxBidsThreshold),
  bidOnHourlyProjects: (values) => values.bidOnHourlyProjects === 'yes',
  skills: (values) => values.skills,
  timeLimit: (values) => values.timeLimit,
  bidsLimit: (values) => (values.bidsLimit === 'no_limit' ? 'no_limit' : toNumber(values.bidsLimit)),
  completionPeriod: (values) => toNumber(values.completionPeriod),
  isProfileVerified: (values) => values.isProfileVerified,
  scheduleAutobidding: (values) => values.scheduleAutobidding,
  startTime: (values) => values.startTime,
  endTime: (values) => values.endTime,
  minBidUsd: (values) => toNumber(values.minBidUsd),
  bidPercentage: (values) => toNumber(values.bidPercentage),
};

/** The body of PUT /api/bidding/settings: the named fields only, as their wire values. */
export const toSettingsPayload = (values: SettingsFormValues, fields: readonly SettingsField[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, wireValue[field](values)]));

/**
 * The form's resolver schema: the values become the payload, which the contract's own schema then
 * checks (options, 0–100, at most 2 decimals), so a refusal shows beside its field before any call.
 */
export const settingsFormSchema = (fields: readonly SettingsField[]) =>
  z
    .custom<SettingsFormValues>()
    .transform((values) => toSettingsPayload(values, fields))
    .pipe(UpdateSettingsBody);

export type SettingsPayload = z.output<typeof UpdateSettingsBody>;
