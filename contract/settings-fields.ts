import { z } from 'zod';
import { PROPOSAL_LENGTHS } from '../core/domain/bidding/proposal-length.js';
import {
  BIDS_LIMITS,
  COMPLETION_PERIODS,
  CUSTOM_PROMPT_MAX_LENGTH,
  MAX_BIDS_THRESHOLDS,
  TIME_INTERVALS,
  TIME_LIMITS,
} from '../core/domain/bidding/settings.js';
import { MAX_SKILL_LENGTH, MAX_SKILLS } from '../core/use-cases/bidding/skills.js';
import { hasNoInvisibleCharacter } from './common.js';
import { whatGetsBidFields } from './what-gets-bid-settings.js';

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
      .max(MAX_SKILL_LENGTH, `Each skill must be at most ${MAX_SKILL_LENGTH} characters`)
      .refine(hasNoInvisibleCharacter, 'Skills cannot contain invisible or control characters'),
    { error: 'Skills must be a list of text' },
  )
  .max(MAX_SKILLS, `Skills may hold at most ${MAX_SKILLS} entries`);

/** minBidUsd is kept as whole cents: more than 2 decimals would be rounded silently. */
const minBidUsd = number('Minimum bid', MAX_MIN_BID_USD).refine(
  (usd) => /^\d+(\.\d{1,2})?$/.test(String(usd)),
  'Minimum bid may have at most 2 decimals',
);

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
