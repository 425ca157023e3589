/**
 * The review lane's verdict on a drafted bid (docs/design.md#review-lane): place it now, or hold it
 * as a draft for the user to approve, edit or reject. Pure: the worker gathers the facts.
 */

import type { BiddingSettings } from './settings.js';

export type HoldReasonCode = 'REVIEW_ALL' | 'LOW_FIT' | 'GUARD_WARNING' | 'HIGH_AMOUNT' | 'NEW_CLIENT_COUNTRY';

export interface HoldReason {
  readonly code: HoldReasonCode;
  /** One sentence for the Review screen and the notification. */
  readonly message: string;
}

export type ReviewVerdict =
  { readonly kind: 'place' } | { readonly kind: 'hold'; readonly reasons: readonly HoldReason[] };

export interface DraftFacts {
  /**
   * The project's fit score (0–100) when the fit score was computed; absent or null otherwise,
   * and then the "below fit" rule cannot hold the bid (there is nothing to compare).
   */
  readonly fitScore?: number | null;
  /** What the proposal guard flagged without holding the bid (contact details taken out, a rewrite of a near-copy). */
  readonly guardWarnings: readonly string[];
  readonly amountUsd: number;
  /** The client's country (ISO alpha-2), null when the marketplace did not say: then no "new country" hold. */
  readonly clientCountry: string | null;
  /** Whether the user has placed a bid for a client in `clientCountry` before. */
  readonly biddedIntoCountry: boolean;
}

export type ReviewSettings = Pick<
  BiddingSettings,
  'reviewMode' | 'holdBelowFitScore' | 'holdOnGuardWarning' | 'holdAboveAmountUsd' | 'holdNewClientCountry'
>;

const PLACE: ReviewVerdict = { kind: 'place' };

export const HOLD_MESSAGES = {
  reviewAll: 'You review every bid before it is placed.',
  lowFit: (score: number, threshold: number) => `Fit score ${score} is below your threshold of ${threshold}.`,
  guardWarning: (warnings: readonly string[]) => `The proposal guard flagged it: ${warnings.join(' ')}`,
  highAmount: (amountUsd: number, limit: number) =>
    `The bid ($${amountUsd.toFixed(2)}) is over your review limit of $${limit.toFixed(2)}.`,
  newCountry: (country: string) => `Your first bid for a client in ${country}.`,
} as const;

/** `auto` never holds; `review_all` holds every draft; `hold_risky` holds a draft for each risk its settings watch. */
export function reviewVerdict(settings: ReviewSettings, facts: DraftFacts): ReviewVerdict {
  if (settings.reviewMode === 'auto') return PLACE;
  if (settings.reviewMode === 'review_all')
    return { kind: 'hold', reasons: [{ code: 'REVIEW_ALL', message: HOLD_MESSAGES.reviewAll }] };
  const reasons: HoldReason[] = [];
  const fit = facts.fitScore ?? null;
  if (fit !== null && fit < settings.holdBelowFitScore)
    reasons.push({ code: 'LOW_FIT', message: HOLD_MESSAGES.lowFit(fit, settings.holdBelowFitScore) });
  if (settings.holdOnGuardWarning && facts.guardWarnings.length > 0)
    reasons.push({ code: 'GUARD_WARNING', message: HOLD_MESSAGES.guardWarning(facts.guardWarnings) });
  if (settings.holdAboveAmountUsd !== null && facts.amountUsd > settings.holdAboveAmountUsd) {
    reasons.push({
      code: 'HIGH_AMOUNT',
      message: HOLD_MESSAGES.highAmount(facts.amountUsd, settings.holdAboveAmountUsd),
    });
  }
  if (settings.holdNewClientCountry && facts.clientCountry !== null && !facts.biddedIntoCountry) {
    reasons.push({ code: 'NEW_CLIENT_COUNTRY', message: HOLD_MESSAGES.newCountry(facts.clientCountry) });
  }
  return reasons.length === 0 ? PLACE : { kind: 'hold', reasons };
}

/** Whether the lane needs the user's earlier client countries at all: the lookup is skipped otherwise. */
export const needsCountryHistory = (settings: ReviewSettings, clientCountry: string | null): boolean =>
  settings.reviewMode === 'hold_risky' && settings.holdNewClientCountry && clientCountry !== null;
