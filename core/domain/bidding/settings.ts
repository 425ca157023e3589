import type { AutobidPause } from './autobid-pause.js';
import type { ProjectKind } from './project-kind.js';

export const TIME_INTERVALS = ['1min', '5min', '10min', '15min', '30min', '1hour'] as const;
export const MAX_BIDS_THRESHOLDS = [10, 25, 50, 75, 100] as const;
export const TIME_LIMITS = ['no_limit', '1hour', '6hours', '12hours', '24hours'] as const;
export const BIDS_LIMITS = ['no_limit', 5, 10, 20, 50] as const;
export const COMPLETION_PERIODS = [1, 3, 7, 14, 21, 30, 45, 60, 90, 120, 180, 365] as const;
export const CUSTOM_PROMPT_MAX_LENGTH = 2000;

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

export type BiddingSettingsPatch = Partial<Omit<BiddingSettings, 'userId' | 'updatedAt'>>;

/** The fields the engine keeps for itself: no user changes them through the settings. */
export type EngineSettingsField = 'lastRunAt' | 'pause' | 'slowPaceUntil' | 'unbiddableKinds';

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
