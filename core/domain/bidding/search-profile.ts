import { isWithinSchedule } from './autobid-schedule.js';
import { REVIEW_LANE_FIELDS, type BiddingSettings, type RunSettings } from './settings.js';

/**
 * Search profiles (docs/design.md#search-profiles): several sets of "what to look for" on one
 * account, e.g. "Laravel APIs" and "Shopify fixes". Each profile has its own skills, keywords,
 * budgets and pricing, prompt, schedule and review mode; the account keeps one balance, one pace,
 * one daily limit and one client screen. The user's existing settings are the first
 * profile, the main one: its rules are the settings' own fields, so a user with one profile bids
 * exactly as before.
 */

/** The settings each profile sets for itself; every other field of BiddingSettings is the account's. */
export const PROFILE_RULE_FIELDS = [
  'skills',
  'maxBidsThreshold',
  'bidOnHourlyProjects',
  'bidOnFixedProjects',
  'timeLimit',
  'completionPeriod',
  'scheduleAutobidding',
  'startTime',
  'endTime',
  'timezone',
  'minBidUsd',
  'bidPercentage',
  'useCustomPrompt',
  'customPrompt',
  'proposalLength',
  'minSkillMatches',
  'minSkillSharePercent',
  'excludedKeywords',
  'requiredKeywords',
  'fixedBudgetMinUsd',
  'fixedBudgetMaxUsd',
  'hourlyBudgetMinUsd',
  'hourlyBudgetMaxUsd',
  'languages',
  'minHourlyRateUsd',
  'useClientTimeline',
  'milestonePercentage',
  'minFitScore',
  // Each profile decides which of its bids wait for the user.
  ...REVIEW_LANE_FIELDS,
] as const satisfies readonly (keyof BiddingSettings)[];

export type ProfileRuleField = (typeof PROFILE_RULE_FIELDS)[number];
export type ProfileRules = Pick<BiddingSettings, ProfileRuleField>;

/** The main profile's id on the wire and on bids: it is the settings themselves, not a row of its own. */
export const MAIN_PROFILE_ID = 'main';
/** Profiles per account, the main one included: enough for a freelancer's few specialities. */
export const MAX_SEARCH_PROFILES = 5;
export const PROFILE_NAME_MAX_LENGTH = 60;

/** A profile beside the main one. */
export interface SearchProfile {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  /** An inactive profile is kept but never searched. */
  readonly isActive: boolean;
  readonly rules: ProfileRules;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewSearchProfile = Pick<SearchProfile, 'name' | 'isActive' | 'rules'>;
export type SearchProfilePatch = Partial<Pick<SearchProfile, 'name' | 'isActive'>> & {
  readonly rules?: Partial<ProfileRules>;
};

export const profileRulesOf = (settings: ProfileRules): ProfileRules =>
  Object.fromEntries(PROFILE_RULE_FIELDS.map((field) => [field, settings[field]])) as unknown as ProfileRules;

/** The settings one profile bids by: the account's, with the profile's own rules over them. */
export const settingsForProfile = <S extends RunSettings>(account: S, rules: ProfileRules): S => ({
  ...account,
  ...rules,
});

/** One profile as a run evaluates it; `profileId` is MAIN_PROFILE_ID for the settings themselves. */
export interface RunProfile {
  readonly profileId: string;
  readonly settings: RunSettings;
}

/**
 * The profiles a run searches, main first then the others in the order given: the active ones
 * whose own schedule is open at `now`. The main profile is searched whenever autobidding is on and
 * its schedule is open, as before profiles existed.
 */
export function runProfiles(account: RunSettings, others: readonly SearchProfile[], now: Date): RunProfile[] {
  const profiles: RunProfile[] = [];
  if (isWithinSchedule(account, now)) profiles.push({ profileId: MAIN_PROFILE_ID, settings: account });
  for (const profile of others) {
    if (!profile.isActive || !isWithinSchedule(profile.rules, now)) continue;
    profiles.push({ profileId: profile.id, settings: settingsForProfile(account, profile.rules) });
  }
  return profiles;
}

const sameShape = (value: unknown, fallback: unknown): boolean => {
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  // A bound that may be absent (a null default, such as a budget limit) is a number or null.
  if (fallback === null) return value === null || (typeof value === 'number' && Number.isFinite(value));
  return typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value));
};

/**
 * Stored rules read back over `defaults`: a field written before it existed, or of the wrong
 * shape, takes its default, so profiles stored today stay readable as rules are added.
 */
export function rulesFromStored(stored: unknown, defaults: ProfileRules): ProfileRules {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    PROFILE_RULE_FIELDS.map((field) => {
      const value = record[field];
      return [field, sameShape(value, defaults[field]) ? value : defaults[field]];
    }),
  ) as unknown as ProfileRules;
}
