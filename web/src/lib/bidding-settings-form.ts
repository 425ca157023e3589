import { z } from 'zod';
import { UpdateSettingsBody } from '@contract/bidding';
import { UpdateProfileBody } from '@contract/search-profiles';
import { PROFILE_RULE_FIELDS, type ProfileRuleField } from '@core/domain/bidding/search-profile';
import { DEFAULT_MATCHING_SETTINGS } from '@core/domain/bidding/settings';
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
  /** The IANA zone the schedule's times are read in. */
  timezone: string;
  minBidUsd: string;
  bidPercentage: string;
  // The prompt: set on its own screen for the main profile, in the profile's form for the others.
  useCustomPrompt: boolean;
  customPrompt: string;
  proposalLength: string;
  // What gets bid (docs/design.md#settings-for-what-gets-bid). An empty money box is "no limit".
  minSkillMatches: string;
  minSkillSharePercent: string;
  excludedKeywords: string[];
  requiredKeywords: string[];
  bidOnFixedProjects: boolean;
  fixedBudgetMinUsd: string;
  fixedBudgetMaxUsd: string;
  hourlyBudgetMinUsd: string;
  hourlyBudgetMaxUsd: string;
  languages: string[];
  minHourlyRateUsd: string;
  useClientTimeline: boolean;
  milestonePercentage: string;
  requirePaymentVerified: boolean;
  minClientRating: string;
  minClientReviews: string;
  blockedCountries: string[];
  minFitScore: string;
  reviewMode: string;
  holdBelowFitScore: string;
  holdOnGuardWarning: boolean;
  holdAboveAmountUsd: string;
  holdNewClientCountry: boolean;
  draftExpiryMinutes: string;
}

export type SettingsField = keyof SettingsFormValues;

type MatchingField = keyof typeof DEFAULT_MATCHING_SETTINGS;

/**
 * The settings of what gets bid the settings screen saves. The blocked clients are not among them:
 * they change one at a time (Unblock here, "Never bid for this client" on a bid), so a save never
 * undoes a block made while the screen was open. The rest are the core's matching settings, in its order.
 */
export const WHAT_GETS_BID_FIELDS = (Object.keys(DEFAULT_MATCHING_SETTINGS) as MatchingField[]).filter(
  (field): field is Exclude<MatchingField, 'blockedClientIds'> => field !== 'blockedClientIds',
) satisfies readonly SettingsField[];

/** The spec's bidding settings the settings screen saves: all of them but bidDelay, which is dropped; and what gets bid. */
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
  'timezone',
  'minBidUsd',
  'bidPercentage',
  ...WHAT_GETS_BID_FIELDS,
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

/** What a search profile's form saves (PUT /api/bidding/profiles/:id): its own rules, never an account setting. */
export const PROFILE_SCREEN_FIELDS: readonly (SettingsField & ProfileRuleField)[] = PROFILE_RULE_FIELDS;

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

export function toSettingsFormValues(
  settings: BiddingSettings,
  user: Pick<SessionUser, 'availableBids' | 'unlimitedBids'>,
): SettingsFormValues {
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
    timezone: settings.timezone,
    minBidUsd: String(settings.minBidUsd),
    bidPercentage: String(settings.bidPercentage),
    useCustomPrompt: settings.useCustomPrompt,
    customPrompt: settings.customPrompt,
    proposalLength: settings.proposalLength,
    minSkillMatches: String(settings.minSkillMatches),
    minSkillSharePercent: String(settings.minSkillSharePercent),
    excludedKeywords: [...settings.excludedKeywords],
    requiredKeywords: [...settings.requiredKeywords],
    bidOnFixedProjects: settings.bidOnFixedProjects,
    fixedBudgetMinUsd: boundText(settings.fixedBudgetMinUsd),
    fixedBudgetMaxUsd: boundText(settings.fixedBudgetMaxUsd),
    hourlyBudgetMinUsd: boundText(settings.hourlyBudgetMinUsd),
    hourlyBudgetMaxUsd: boundText(settings.hourlyBudgetMaxUsd),
    languages: [...settings.languages],
    minHourlyRateUsd: String(settings.minHourlyRateUsd),
    useClientTimeline: settings.useClientTimeline,
    milestonePercentage: String(settings.milestonePercentage),
    requirePaymentVerified: settings.requirePaymentVerified,
    minClientRating: String(settings.minClientRating),
    minClientReviews: String(settings.minClientReviews),
    blockedCountries: [...settings.blockedCountries],
    minFitScore: String(settings.minFitScore),
    reviewMode: settings.reviewMode,
    holdBelowFitScore: String(settings.holdBelowFitScore),
    holdOnGuardWarning: settings.holdOnGuardWarning,
    holdAboveAmountUsd: boundText(settings.holdAboveAmountUsd),
    holdNewClientCountry: settings.holdNewClientCountry,
    draftExpiryMinutes: String(settings.draftExpiryMinutes),
  };
}

const boundText = (usd: number | null): string => (usd === null ? '' : String(usd));

/** On save every number box becomes a number and an empty one becomes 0. */
const toNumber = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** An empty bound box means no bound (null), unlike an empty minimum bid, which is 0. */
const toBound = (text: string): number | null => (text.trim() === '' ? null : Number(text));

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
  timezone: (values) => values.timezone,
  minBidUsd: (values) => toNumber(values.minBidUsd),
  bidPercentage: (values) => toNumber(values.bidPercentage),
  useCustomPrompt: (values) => values.useCustomPrompt,
  customPrompt: (values) => values.customPrompt,
  proposalLength: (values) => values.proposalLength,
  minSkillMatches: (values) => toNumber(values.minSkillMatches),
  minSkillSharePercent: (values) => toNumber(values.minSkillSharePercent),
  excludedKeywords: (values) => values.excludedKeywords,
  requiredKeywords: (values) => values.requiredKeywords,
  bidOnFixedProjects: (values) => values.bidOnFixedProjects,
  fixedBudgetMinUsd: (values) => toBound(values.fixedBudgetMinUsd),
  fixedBudgetMaxUsd: (values) => toBound(values.fixedBudgetMaxUsd),
  hourlyBudgetMinUsd: (values) => toBound(values.hourlyBudgetMinUsd),
  hourlyBudgetMaxUsd: (values) => toBound(values.hourlyBudgetMaxUsd),
  languages: (values) => values.languages,
  minHourlyRateUsd: (values) => toNumber(values.minHourlyRateUsd),
  useClientTimeline: (values) => values.useClientTimeline,
  milestonePercentage: (values) => toNumber(values.milestonePercentage),
  requirePaymentVerified: (values) => values.requirePaymentVerified,
  minClientRating: (values) => toNumber(values.minClientRating),
  minClientReviews: (values) => toNumber(values.minClientReviews),
  blockedCountries: (values) => values.blockedCountries,
  minFitScore: (values) => toNumber(values.minFitScore),
  reviewMode: (values) => values.reviewMode,
  holdBelowFitScore: (values) => toNumber(values.holdBelowFitScore),
  holdOnGuardWarning: (values) => values.holdOnGuardWarning,
  holdAboveAmountUsd: (values) => toBound(values.holdAboveAmountUsd),
  holdNewClientCountry: (values) => values.holdNewClientCountry,
  draftExpiryMinutes: (values) => toNumber(values.draftExpiryMinutes),
};

/** The body of PUT /api/bidding/settings: the named fields only, as their wire values. */
export const toSettingsPayload = (
  values: SettingsFormValues,
  fields: readonly SettingsField[],
): Record<string, unknown> => Object.fromEntries(fields.map((field) => [field, wireValue[field](values)]));

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

/** The profile form's resolver: its rules as the payload, checked by the profile contract (the same rules as the settings'). */
export const profileFormSchema = () =>
  z
    .custom<SettingsFormValues>()
    .transform((values) => toSettingsPayload(values, PROFILE_SCREEN_FIELDS))
    .pipe(UpdateProfileBody);
