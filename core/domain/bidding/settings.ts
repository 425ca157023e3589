import type { AutobidPause } from './autobid-pause.js';
import type { ProjectKind } from './project-kind.js';
import { DEFAULT_PROPOSAL_LENGTH, type ProposalLength } from './proposal-length.js';

export const TIME_INTERVALS = ['1min', '5min', '10min', '15min', '30min', '1hour'] as const;
export const MAX_BIDS_THRESHOLDS = [10, 25, 50, 75, 100] as const;
export const TIME_LIMITS = ['no_limit', '1hour', '6hours', '12hours', '24hours'] as const;
export const BIDS_LIMITS = ['no_limit', 5, 10, 20, 50] as const;
export const COMPLETION_PERIODS = [1, 3, 7, 14, 21, 30, 45, 60, 90, 120, 180, 365] as const;
export const CUSTOM_PROMPT_MAX_LENGTH = 2000;

/** How a run's matched bids go out: placed at once, all drafted for the user's approval, or only the risky ones held (docs/design.md#review-lane). */
export const REVIEW_MODES = ['auto', 'review_all', 'hold_risky'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

export type TimeInterval = (typeof TIME_INTERVALS)[number];
export type MaxBidsThreshold = (typeof MAX_BIDS_THRESHOLDS)[number];
export type TimeLimit = (typeof TIME_LIMITS)[number];
export type BidsLimit = (typeof BIDS_LIMITS)[number];

/** One user's autobid rules and proposal settings, in their wire values (docs/design.md#autobid-rules). */
export interface BiddingSettings {
  readonly userId: string;
  readonly isActive: boolean;
  readonly timeInterval: TimeInterval;
  readonly maxBidsThreshold: MaxBidsThreshold;
  readonly bidOnHourlyProjects: boolean;
  readonly skills: readonly string[];
  readonly timeLimit: TimeLimit;
  readonly bidsLimit: BidsLimit;
  /** Days offered to finish the work; sent as the bid period. */
  readonly completionPeriod: number;
  readonly isProfileVerified: boolean;
  readonly scheduleAutobidding: boolean;
  /** 'HH:MM' in `timezone`. */
  readonly startTime: string;
  readonly endTime: string;
  /** IANA zone name, e.g. 'Asia/Kolkata'. */
  readonly timezone: string;
  readonly minBidUsd: number;
  /** 0–100: share of the project's upper budget to bid. */
  readonly bidPercentage: number;
  readonly useCustomPrompt: boolean;
  readonly customPrompt: string;
  /** How many words a proposal runs to (PROPOSAL_WORD_RANGES). */
  readonly proposalLength: ProposalLength;

  // What gets bid (docs/design.md#matching-and-pricing). An empty list or a null bound is no rule.
  /** At least this many of the project's skills must be the user's (1 or more). */
  readonly minSkillMatches: number;
  /** 0–100: and at least this share of the project's skills, in percent (0: no share rule). */
  readonly minSkillSharePercent: number;
  /** A project whose title or brief contains any of these (whole words, any case) is skipped. */
  readonly excludedKeywords: readonly string[];
  /** When not empty, the title or brief must contain at least one of these. */
  readonly requiredKeywords: readonly string[];
  /** Fixed-price projects are bid on; `bidOnHourlyProjects` is the hourly side. */
  readonly bidOnFixedProjects: boolean;
  /** Bounds on a fixed project's upper budget, in US dollars. */
  readonly fixedBudgetMinUsd: number | null;
  readonly fixedBudgetMaxUsd: number | null;
  /** Bounds on an hourly project's upper rate, in US dollars an hour. */
  readonly hourlyBudgetMinUsd: number | null;
  readonly hourlyBudgetMaxUsd: number | null;
  /** ISO 639-1 codes of the languages the user bids in; empty: any language. */
  readonly languages: readonly string[];
  /** The lowest hourly rate the user bids, in US dollars an hour. */
  readonly minHourlyRateUsd: number;
  /** Offer the client's own timeline when the project states one; `completionPeriod` is the default otherwise. */
  readonly useClientTimeline: boolean;
  /** 0–100: the share of the amount asked as the first milestone (Freelancer's `milestone_percentage`). */
  readonly milestonePercentage: number;

  // Client risk (docs/design.md#client-screening). A client the marketplace says nothing about is never skipped for it.
  readonly requirePaymentVerified: boolean;
  /** 0–5; 0: no rule. */
  readonly minClientRating: number;
  readonly minClientReviews: number;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly blockedCountries: readonly string[];
  /** Marketplace user ids of clients the user never bids for. */
  readonly blockedClientIds: readonly string[];

  /** 0–100: projects scoring below it are skipped (docs/design.md#fit-score); 0: no rule. */
  readonly minFitScore: number;

  // Review lane (docs/design.md#review-lane).
  readonly reviewMode: ReviewMode;
  /** hold_risky: a draft scoring below this is held. */
  readonly holdBelowFitScore: number;
  /** hold_risky: a draft the proposal guard warns about is held. */
  readonly holdOnGuardWarning: boolean;
  /** hold_risky: a bid worth more than this many US dollars is held; null: no amount rule. */
  readonly holdAboveAmountUsd: number | null;
  /** hold_risky: the first bid to a client in a country the user never bid into is held. */
  readonly holdNewClientCountry: boolean;
  /** A held draft nobody approved expires after this many minutes. */
  readonly draftExpiryMinutes: number;

  /** The name of the main search profile, which these settings are (docs/design.md#search-profiles). */
  readonly profileName: string;

  /** When the engine last considered projects for this user; null before the first run. */
  readonly lastRunAt: Date | null;
  /** Freelancer stopped this user's autobidding (docs/design.md#refusals); an expired cool-down may stay stored. */
  readonly pause: AutobidPause | null;
  /** Until then the user bids at a slower pace, after Freelancer said they bid too fast. */
  readonly slowPaceUntil: Date | null;
  /** Kinds of project Freelancer refused this user's bids on; the rules skip them. */
  readonly unbiddableKinds: readonly ProjectKind[];
  readonly updatedAt: Date;
}

/**
 * What a scheduled run reads of a user's settings: every rule, price and cap, but not how a bid is
 * written or reviewed, nor the profile's name. Those matter once a bid is placed (the worker reads
 * the whole settings then), and the dispatcher reads every active user's row each minute.
 */
export type RunSettings = Omit<BiddingSettings, RunUnreadField>;

/** Which of a profile's bids wait for the user, and for how long (docs/design.md#review-lane). */
export const REVIEW_LANE_FIELDS = [
  'reviewMode',
  'holdBelowFitScore',
  'holdOnGuardWarning',
  'holdAboveAmountUsd',
  'holdNewClientCountry',
  'draftExpiryMinutes',
] as const satisfies readonly (keyof BiddingSettings)[];

export const RUN_UNREAD_FIELDS = [
  'useCustomPrompt',
  'customPrompt',
  'proposalLength',
  ...REVIEW_LANE_FIELDS,
  'profileName',
  'updatedAt',
] as const satisfies readonly (keyof BiddingSettings)[];
export type RunUnreadField = (typeof RUN_UNREAD_FIELDS)[number];

/** The run's part of whole settings: what `listActive` answers. */
export function runSettingsOf(settings: BiddingSettings): RunSettings {
  const run: Partial<BiddingSettings> = { ...settings };
  for (const field of RUN_UNREAD_FIELDS) delete run[field];
  return run as RunSettings;
}

export type BiddingSettingsPatch = Partial<Omit<BiddingSettings, 'userId' | 'updatedAt'>>;

/** The fields the engine keeps for itself: no user changes them through the settings. */
export type EngineSettingsField = 'lastRunAt' | 'pause' | 'slowPaceUntil' | 'unbiddableKinds';

/** The matching, pricing, client-risk and review defaults: no rule that skips more than the spec did, and the client's own timeline when a project states one. */
export const DEFAULT_MATCHING_SETTINGS = {
  minSkillMatches: 1,
  minSkillSharePercent: 0,
  excludedKeywords: [],
  requiredKeywords: [],
  bidOnFixedProjects: true,
  fixedBudgetMinUsd: null,
  fixedBudgetMaxUsd: null,
  hourlyBudgetMinUsd: null,
  hourlyBudgetMaxUsd: null,
  languages: [],
  minHourlyRateUsd: 0,
  useClientTimeline: true,
  milestonePercentage: 100,
  requirePaymentVerified: false,
  minClientRating: 0,
  minClientReviews: 0,
  blockedCountries: [],
  blockedClientIds: [],
  minFitScore: 0,
  reviewMode: 'auto',
  holdBelowFitScore: 50,
  holdOnGuardWarning: true,
  holdAboveAmountUsd: null,
  holdNewClientCountry: false,
  draftExpiryMinutes: 60,
} as const satisfies Partial<BiddingSettings>;

export const defaultBiddingSettings = (userId: string, now: Date): BiddingSettings => ({
  userId,
  isActive: false,
  timeInterval: '5min',
  maxBidsThreshold: 25,
  bidOnHourlyProjects: true,
  skills: [],
  timeLimit: 'no_limit',
  bidsLimit: 'no_limit',
  completionPeriod: 30,
  isProfileVerified: false,
  scheduleAutobidding: false,
  startTime: '09:00',
  endTime: '17:00',
  timezone: 'UTC',
  minBidUsd: 0,
  bidPercentage: 50,
  useCustomPrompt: false,
  customPrompt: '',
  proposalLength: DEFAULT_PROPOSAL_LENGTH,
  ...DEFAULT_MATCHING_SETTINGS,
  profileName: 'Main profile',
  lastRunAt: null,
  pause: null,
  slowPaceUntil: null,
  unbiddableKinds: [],
  updatedAt: now,
});

export const intervalMinutes: Readonly<Record<TimeInterval, number>> = {
  '1min': 1,
  '5min': 5,
  '10min': 10,
  '15min': 15,
  '30min': 30,
  '1hour': 60,
};
