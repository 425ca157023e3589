/** Why a user gets no bids at all in this run; checked once, before any project. */
export type BlockReasonCode =
  | 'AUTOBID_PAUSED'
  | 'AUTOBID_OFF'
  | 'USER_DISABLED'
  | 'PLAN_NOT_ACTIVE'
  | 'NO_TOKEN'
  | 'NO_SKILLS'
  | 'NO_BIDS_LEFT'
  | 'DAILY_LIMIT_REACHED'
  | 'OUTSIDE_SCHEDULE'
  | MarketplaceAccountBlock;

/** The marketplace account itself cannot bid now (docs/design.md#freelancer-bid-balance). */
export type MarketplaceAccountBlock = 'MARKETPLACE_BIDS_USED_UP' | 'MARKETPLACE_ACCOUNT_LIMITED';

import { PROJECT_KIND_LABELS, type ProjectKind } from './project-kind.js';

/** Why one project gets no bid. */
export type SkipReasonCode =
  | 'PROJECT_CLOSED'
  | 'OWN_PROJECT'
  | 'NDA_PROJECT'
  | 'BARRED_FEATURED'
  | 'BARRED_PREFERRED_ONLY'
  | 'BARRED_VERIFIED_ONLY'
  | 'BARRED_QUALIFIED'
  | 'ALREADY_BID'
  | 'TOO_MANY_BIDS'
  | 'HOURLY_EXCLUDED'
  | 'TOO_OLD'
  | 'SKILLS_MISMATCH'
  | 'RATE_UNAVAILABLE'
  | 'VERIFIED_PROFILE_REQUIRED'
  | 'DAILY_LIMIT_REACHED'
  | 'NO_BIDS_LEFT'
  | 'PACE_LIMIT'
  | 'FIXED_EXCLUDED'
  | 'BUDGET_OUT_OF_RANGE'
  | 'KEYWORD_EXCLUDED'
  | 'KEYWORD_MISSING'
  | 'LANGUAGE_MISMATCH'
  | 'CLIENT_NOT_VERIFIED'
  | 'CLIENT_REPUTATION_LOW'
  | 'CLIENT_COUNTRY_BLOCKED'
  | 'CLIENT_BLOCKED'
  | 'FIT_TOO_LOW'
  | 'BRIEF_SCAM'
  | 'NO_BUDGET';

export interface BlockReason {
  readonly code: BlockReasonCode;
  readonly message: string;
}

export interface SkipReason {
  readonly code: SkipReasonCode;
  readonly message: string;
}

export const BLOCK_MESSAGES: Readonly<Record<BlockReasonCode, string>> = {
  // The pause's own message (Freelancer's words) replaces this where the pause is known.
  AUTOBID_PAUSED: 'Autobidding is paused after a refusal by Freelancer',
  AUTOBID_OFF: 'Autobidding is turned off',
  USER_DISABLED: 'The account is disabled',
  PLAN_NOT_ACTIVE: 'Active plan required to start autobidding',
  NO_TOKEN: 'OAuth token required to start autobidding',
  NO_SKILLS: 'No skills are configured, so no project can match',
  NO_BIDS_LEFT: 'No available bids left',
  DAILY_LIMIT_REACHED: 'The bid limit for the last 24 hours is reached',
  OUTSIDE_SCHEDULE: 'Outside the autobidding schedule',
  MARKETPLACE_BIDS_USED_UP: 'Your Freelancer account has no bids left',
  MARKETPLACE_ACCOUNT_LIMITED: 'Freelancer has limited your account, so it cannot bid',
};

/**
 * In the order reasons are listed; a code's index is its bit in a skip mask, and masks are stored
 * (the decision log's `reasons_mask`): append only, never reorder or remove.
 */
export const SKIP_CODES: readonly SkipReasonCode[] = [
  'PROJECT_CLOSED',
  'OWN_PROJECT',
  'NDA_PROJECT',
  'BARRED_FEATURED',
  'BARRED_PREFERRED_ONLY',
  'BARRED_VERIFIED_ONLY',
  'BARRED_QUALIFIED',
  'ALREADY_BID',
  'TOO_MANY_BIDS',
  'HOURLY_EXCLUDED',
  'TOO_OLD',
  'SKILLS_MISMATCH',
  'RATE_UNAVAILABLE',
  'VERIFIED_PROFILE_REQUIRED',
  'DAILY_LIMIT_REACHED',
  'NO_BIDS_LEFT',
  'PACE_LIMIT',
  'FIXED_EXCLUDED',
  'BUDGET_OUT_OF_RANGE',
  'KEYWORD_EXCLUDED',
  'KEYWORD_MISSING',
  'LANGUAGE_MISMATCH',
  'CLIENT_NOT_VERIFIED',
  'CLIENT_REPUTATION_LOW',
  'CLIENT_COUNTRY_BLOCKED',
  'CLIENT_BLOCKED',
  'FIT_TOO_LOW',
  'BRIEF_SCAM',
  // Last: a decision's reasons are stored as this list's bits, so a new code only ever goes at the end.
  'NO_BUDGET',
];

/** The reason a project of a kind gets when Freelancer refused the account's bids on that kind; NDA projects are skipped for everyone. */
export const BARRED_KIND_CODES: Readonly<Record<ProjectKind, SkipReasonCode>> = {
  nda: 'NDA_PROJECT',
  featured: 'BARRED_FEATURED',
  preferred_only: 'BARRED_PREFERRED_ONLY',
  verified_only: 'BARRED_VERIFIED_ONLY',
  qualified: 'BARRED_QUALIFIED',
};

const barred = (kind: ProjectKind): string => `Freelancer refused this account's bids on ${PROJECT_KIND_LABELS[kind]}`;

export const SKIP_MESSAGES: Readonly<Record<SkipReasonCode, string>> = {
  PROJECT_CLOSED: 'The project no longer takes bids',
  OWN_PROJECT: "The project was posted by the user's own Freelancer account",
  NDA_PROJECT: "NDA projects cannot be bid on through Freelancer's API",
  BARRED_FEATURED: barred('featured'),
  BARRED_PREFERRED_ONLY: barred('preferred_only'),
  BARRED_VERIFIED_ONLY: barred('verified_only'),
  BARRED_QUALIFIED: barred('qualified'),
  ALREADY_BID: 'Already bid on this project',
  TOO_MANY_BIDS: 'The project has more bids than the threshold',
  HOURLY_EXCLUDED: 'Bidding on hourly projects is turned off',
  TOO_OLD: 'The project was posted before the time limit',
  SKILLS_MISMATCH: 'The project shares too few skills with the profile',
  RATE_UNAVAILABLE: 'No exchange rate for the project currency',
  VERIFIED_PROFILE_REQUIRED: 'Projects over $2500 need a verified profile',
  DAILY_LIMIT_REACHED: 'The bid limit for the last 24 hours is reached',
  NO_BIDS_LEFT: 'No available bids left for this project',
  PACE_LIMIT: 'More projects matched than a safe pace can bid on before the next run',
  FIXED_EXCLUDED: 'Bidding on fixed-price projects is turned off',
  BUDGET_OUT_OF_RANGE:
    "The project's budget is outside your range for its type, or its top hourly rate is under your minimum rate",
  KEYWORD_EXCLUDED: 'The title or brief contains one of your excluded keywords',
  KEYWORD_MISSING: 'The title and brief contain none of your required keywords',
  LANGUAGE_MISMATCH: 'The project is written in a language you do not bid in',
  CLIENT_NOT_VERIFIED: "The client's payment method is not verified",
  CLIENT_REPUTATION_LOW: "The client's rating or number of reviews is under your minimum",
  CLIENT_COUNTRY_BLOCKED: 'The client is in a country you blocked',
  CLIENT_BLOCKED: 'You blocked this client',
  FIT_TOO_LOW: 'The fit score is below your minimum',
  // Which request it was (the decision's detail) is the project's: see brief-screening.ts.
  BRIEF_SCAM: 'The brief asks for something scammers ask for (off-platform contact or payment, unpaid work, fees)',
  NO_BUDGET: 'The project states no budget above zero to price a bid from',
};

export const skipBit = (code: SkipReasonCode): number => 1 << SKIP_CODES.indexOf(code);

export const blockReason = (code: BlockReasonCode): BlockReason => ({ code, message: BLOCK_MESSAGES[code] });

// Millions of skips share a handful of reason lists, so each distinct list is built once.
const listsByMask = new Map<number, readonly SkipReason[]>();

export function skipReasons(mask: number): readonly SkipReason[] {
  const cached = listsByMask.get(mask);
  if (cached) return cached;
  const list = Object.freeze(
    SKIP_CODES.filter((code) => (mask & skipBit(code)) !== 0).map((code) =>
      Object.freeze({ code, message: SKIP_MESSAGES[code] }),
    ),
  );
  listsByMask.set(mask, list);
  return list;
}
