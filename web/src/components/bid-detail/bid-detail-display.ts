import type { BidDetailView, BidHistoryEntry } from '@contract/bid-detail';
import { formatBidAmount } from '@/lib/money';

export type BidDetail = BidDetailView;

/** Who reads the bid: its owner (/bid-logs/…), spoken to as "you", or an admin, for whom it is the user's. */
export type BidReader = 'owner' | 'admin';
type AmountRule = NonNullable<NonNullable<BidDetail['match']>['amountRule']>;

export const PROJECT_TYPE_LABELS: Readonly<Record<'fixed' | 'hourly', string>> = {
  fixed: 'Fixed price',
  hourly: 'Hourly',
};

/** '$250.00 – $500.00', '$250.00 or more' (no upper budget); hourly budgets per hour. */
export function formatBudget(project: NonNullable<BidDetail['project']>, currency: string): string {
  const min = formatBidAmount(project.budgetMin, currency);
  const range =
    project.budgetMax === null ? `${min} or more` : `${min} – ${formatBidAmount(project.budgetMax, currency)}`;
  return project.type === 'hourly' ? `${range} per hour` : range;
}

export const formatPeriod = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

/** Whose minimum the rule kept: "your" to the owner, "the user's" to an admin. */
const whose = (reader: BidReader): { readonly start: string; readonly within: string } =>
  reader === 'owner' ? { start: 'Your', within: 'your' } : { start: "The user's", within: "the user's" };

/**
 * The amount rule in one sentence, from what was kept when the bid was queued:
 * "80% of the upper budget $500.00, not below your minimum $30.00", or for an hourly rate
 * "50% of the way through the client's $15.00 – $25.00 an hour".
 */
export function amountRuleSentence(rule: AmountRule, currency: string, reader: BidReader = 'owner'): string {
  if (rule.basis === 'hourly_range') return hourlyRuleSentence(rule, currency, reader);
  const share = `${rule.bidPercentage}% of the upper budget ${formatBidAmount(rule.upperBudget, currency)}`;
  const floor = formatBidAmount(rule.minBidUsd, 'USD');
  const their = whose(reader);
  if (rule.applied === 'client_minimum')
    return `The client's minimum ${formatBidAmount(rule.clientMinimum, currency)}: ${share} came to less.`;
  if (rule.floorApplied) return `${their.start} minimum ${floor}: ${share} came to less.`;
  return rule.minBidUsd > 0 ? `${share}, not below ${their.within} minimum ${floor}.` : `${share}.`;
}

function hourlyRuleSentence(rule: AmountRule, currency: string, reader: BidReader): string {
  const range = `${formatBidAmount(rule.clientMinimum, currency)} – ${formatBidAmount(rule.upperBudget, currency)} an hour`;
  const share = `${rule.bidPercentage}% of the way through the client's ${range}`;
  const floor = `${formatBidAmount(rule.minHourlyRateUsd ?? 0, 'USD')} an hour`;
  const their = whose(reader);
  if (rule.applied === 'client_minimum')
    return `The client's minimum rate ${formatBidAmount(rule.clientMinimum, currency)} an hour: they gave no top rate.`;
  if (rule.applied === 'your_minimum') return `${their.start} minimum rate ${floor}: ${share} came to less.`;
  return (rule.minHourlyRateUsd ?? 0) > 0 ? `${share}, not below ${their.within} minimum rate ${floor}.` : `${share}.`;
}

const HISTORY_LABELS: Readonly<Record<BidHistoryEntry['kind'], string>> = {
  queued: 'Queued',
  placed: 'Placed on Freelancer',
  refused: 'Not placed',
  // The proposal guard, or the review lane waiting for its user: the entry's detail says which.
  held: 'Held before placing',
  cancelled: 'Cancelled before it reached Freelancer',
  replied: 'The client wrote to you',
  accepted: 'Accepted by the client',
  rejected: 'Rejected',
};

/** What differs for an admin, who is not the one the client wrote to. */
const ADMIN_HISTORY_LABELS: Readonly<Partial<Record<BidHistoryEntry['kind'], string>>> = {
  replied: 'The client replied',
};

/** A kind added later (and not yet named here) still reads, capitalised. */
export const historyLabel = (kind: string, reader: BidReader = 'owner'): string =>
  (reader === 'admin' ? ADMIN_HISTORY_LABELS[kind as BidHistoryEntry['kind']] : undefined) ??
  HISTORY_LABELS[kind as BidHistoryEntry['kind']] ??
  kind.charAt(0).toUpperCase() + kind.slice(1);

/**
 * The server logs a bid the review lane holds as "Waiting for your review: <reasons>" (core's
 * REVIEW_HOLD_NOTE, written for its owner); an admin reads "Waiting for review: <reasons>".
 */
export const REVIEW_HOLD_NOTE = 'Waiting for your review:';

/** A history entry's reason as the reader reads it. */
export const historyDetail = (detail: string, reader: BidReader = 'owner'): string =>
  reader === 'admin' && detail.startsWith(REVIEW_HOLD_NOTE)
    ? `Waiting for review:${detail.slice(REVIEW_HOLD_NOTE.length)}`
    : detail;

export type HistoryTone = 'blue' | 'green' | 'red' | 'amber' | 'grey';

const HISTORY_TONES: Readonly<Record<string, HistoryTone>> = {
  placed: 'blue',
  replied: 'blue',
  accepted: 'green',
  refused: 'red',
  rejected: 'red',
  held: 'amber',
};

export const historyTone = (kind: string): HistoryTone => HISTORY_TONES[kind] ?? 'grey';
