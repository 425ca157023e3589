import { money } from './proposal-facts.js';

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

/** The number as a proposal may write it: "1375", "1,375", with ".00" or ".0" when whole, or its exact cents. */
function numberPattern(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const integer = grouped === whole ? whole : `(?:${whole}|${escaped(grouped)})`;
  const fraction = cents === '00' ? '(?:\\.00?)?' : cents.endsWith('0') ? `\\.${cents[0]}0?` : `\\.${cents}`;
  // Not part of a longer number on either side: 1375 is not 375, 375.50 is not 375.
  return `(?<![\\d.,])${integer}${fraction}(?![\\d]|[.,]\\d)`;
}

/** Whether `text` names `amount` in `currency`: by its code before or after the number, or by a symbol before it. */
export function statesAmount(text: string, amount: number, currency: string): boolean {
  const number = numberPattern(amount);
  const code = escaped(currency);
  const symbols = (SYMBOLS[currency.toUpperCase()] ?? []).map(escaped).join('|');
  const forms = [`${number}\\s?${code}\\b`, `\\b${code}\\s?${number}`];
  if (symbols !== '') forms.push(`(?<![A-Za-z])(?:${symbols})\\s?${number}`);
  return new RegExp(forms.join('|'), 'i').test(text);
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
