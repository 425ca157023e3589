import { money } from './proposal-facts.js';
import { statedTimeline } from './stated-timeline.js';

/** The symbols a proposal may write an amount with, before the number ("£375"); any currency may be written by its code. */
const SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  USD: ['$', 'US$'],
  EUR: ['€'],
  GBP: ['£'],
  INR: ['₹', 'Rs.', 'Rs'],
  ZAR: ['R'],
  AUD: ['A$', 'AU$'],
  CAD: ['C$', 'CA$'],
  NZD: ['NZ$'],
  SGD: ['S$'],
  HKD: ['HK$'],
  JPY: ['¥'],
  PHP: ['₱'],
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "375", "375.5", "375.00", "1,375.00": not part of a longer number on either side. */
const NUMBER = '(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:\\.\\d{1,2})?)(?![\\d]|[.,]\\d)';

const namedAmounts = new Map<string, RegExp>();

/** The amounts `text` names in `currency`: by its code before or after the number, or by a symbol before it. */
export function amountsNamed(text: string, currency: string): readonly number[] {
  const key = currency.toUpperCase();
  let pattern = namedAmounts.get(key);
  if (pattern === undefined) {
    const code = escaped(key);
    const symbols = (SYMBOLS[key] ?? []).map(escaped).join('|');
    const forms = [`${NUMBER}\\s?${code}\\b`, `\\b${code}\\s?${NUMBER}`];
    if (symbols !== '') forms.push(`(?<![A-Za-z])(?:${symbols})\\s?${NUMBER}`);
    pattern = new RegExp(forms.join('|'), 'gi');
    namedAmounts.set(key, pattern);
  }
  return [...text.matchAll(pattern)].map((found) => Number((found[1] ?? found[2] ?? found[3] ?? '').replace(/,/g, '')));
}

const sameCents = (a: number, b: number): boolean => Math.round(a * 100) === Math.round(b * 100);

/** Whether `text` names `amount` in `currency` (see amountsNamed). */
export function statesAmount(text: string, amount: number, currency: string): boolean {
  return amountsNamed(text, currency).some((named) => sameCents(named, amount));
}

/** Whether `text` names a delivery of `days` days in digits: "3 days", "3-day", "3 working days". */
export function statesDays(text: string, days: number): boolean {
  return new RegExp(`(?<![\\d.,])${days}\\s*-?\\s*(?:(?:business|working|calendar)\\s+)?days?\\b`, 'i').test(text);
}

export interface BidTerms {
  readonly amount: number;
  readonly period: number;
}

/**
 * When the user changed the bid's amount or delivery on approval but the proposal still names the
 * old one, the sentence that says so (the client would read one price and be bid another); null
 * when the text names neither old term, or neither changed.
 */
export function outdatedTerms(text: string, before: BidTerms, after: BidTerms, currency: string): string | null {
  const stale: string[] = [];
  const now: string[] = [];
  if (after.amount !== before.amount && statesAmount(text, before.amount, currency)) {
    stale.push(money(before.amount, currency));
    now.push(money(after.amount, currency));
  }
  if (after.period !== before.period && statesDays(text, before.period)) {
    stale.push(days(before.period));
    now.push(days(after.period));
  }
  if (stale.length === 0) return null;
  return `The proposal still says ${stale.join(' and ')}, but the bid is now ${now.join(' and ')}: change the proposal to match.`;
}

const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;

export interface BidFacts {
  readonly amount: number;
  readonly currency: string;
  readonly periodDays: number;
  /** The client's budget bounds: a proposal may quote them back without naming a price of its own. */
  readonly budget: readonly number[];
}

/**
 * What a written proposal says that the bid does not (the review lane's guard warning): a price
 * in the bid's currency that is neither the bid's amount nor the client's budget, when the bid's
 * own amount is named nowhere, and a delivery time other than the bid's. Empty when it agrees.
 */
export function misstatedTerms(text: string, bid: BidFacts): readonly string[] {
  const warnings: string[] = [];
  const named = amountsNamed(text, bid.currency);
  const other = named.find((amount) => !bid.budget.some((bound) => sameCents(bound, amount)));
  if (other !== undefined && !named.some((amount) => sameCents(amount, bid.amount)))
    warnings.push(
      `The proposal names ${money(other, bid.currency)}, but the bid is ${money(bid.amount, bid.currency)}.`,
    );
  const timeline = statedTimeline(text);
  if (timeline?.kind === 'days' && timeline.days !== bid.periodDays)
    warnings.push(`The proposal promises ${days(timeline.days)}, but the bid says ${days(bid.periodDays)}.`);
  return warnings;
}
