import type { Project } from './project.js';

/**
 * The delivery time a client states in their project, read from English text only
 * (docs/design.md#matching-and-pricing). Anything else, a weekday ("by Friday": which one, and in
 * whose time zone?) or another language, reads as no timeline, and the user's default stands.
 */
export type StatedTimeline = { readonly kind: 'days'; readonly days: number } | { readonly kind: 'asap' };

/** Freelancer takes whole days from 1; a client "timeline" past a year is no delivery time we would promise. */
export const MAX_STATED_DAYS = 365;
/** "ASAP", "urgent", "right away": the user's default, but no more than this many days. */
export const ASAP_DAYS = 3;
/** Briefs run to a few thousand characters; a timeline is stated early, and a hostile brief is not read whole. */
const READ_CHARS = 5_000;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
const UNIT_DAYS: Readonly<Record<string, number>> = {
  hour: 1 / 24,
  day: 1,
  business: 7 / 5,
  working: 7 / 5,
  week: 7,
  month: 30,
};

const NUMBER = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = '(hours?|hrs?|days?|business\\s+days?|working\\s+days?|weeks?|months?)';
/** "within 3 days", "in 2 weeks" after a word of delivery, "deadline: 10 days", "timeline is 1 month", "turnaround of 48 hours", "a 5-day deadline". */
const STATED: readonly { readonly pattern: RegExp; readonly mayBeAboutOther: boolean }[] = [
  {
    mayBeAboutOther: true,
    pattern: new RegExp(
      `\\b(?:within|in\\s+(?:the\\s+)?next|no\\s+later\\s+than|not\\s+more\\s+than|at\\s+most|max(?:imum)?\\s+of|less\\s+than|under)\\s+${NUMBER}\\s*-?\\s*${UNIT}\\b`,
      'gi',
    ),
  },
  {
    mayBeAboutOther: false,
    pattern: new RegExp(
      `\\b(?:done|complete[d]?|finish(?:ed)?|deliver(?:ed|y)?|ready|need(?:ed)?(?:\\s+(?:it|this|them))?|completion)\\s+(?:with)?in\\s+${NUMBER}\\s*-?\\s*${UNIT}\\b`,
      'gi',
    ),
  },
  {
    mayBeAboutOther: false,
    pattern: new RegExp(
      `\\b(?:deadline|timeline|time\\s*frame|timeframe|turnaround(?:\\s+time)?|delivery(?:\\s+time)?|duration)\\s*(?:is|of|:|-|=)?\\s*(?:about\\s+|around\\s+|approx(?:\\.|imately)?\\s+)?${NUMBER}\\s*-?\\s*${UNIT}\\b`,
      'gi',
    ),
  },
  {
    mayBeAboutOther: false,
    pattern: new RegExp(`\\b${NUMBER}\\s*-?\\s*${UNIT}\\s+(?:deadline|turnaround|delivery|timeline)\\b`, 'gi'),
  },
];
/** Words just before "within 7 days" that make it about something else than delivery: "payment within 7 days", "reply within 24 hours". */
const NOT_DELIVERY = /\b(?:pay|paid|payment|refund|respon[a-z]*|reply|replies|answer|review)\b[^.\n]{0,20}$/i;
const ASAP = /\b(?:asap|a\.s\.a\.p\.?|as\s+soon\s+as\s+possible|urgent(?:ly)?|right\s+away|immediately)\b/i;

function daysOf(amount: string, unit: string): number | null {
  const count = /^\d+$/.test(amount) ? Number(amount) : NUMBER_WORDS[amount.toLowerCase()];
  const key = unit.toLowerCase().replace(/s$/, '').replace(/^hr$/, 'hour').split(/\s+/)[0] ?? '';
  const perUnit = UNIT_DAYS[key];
  if (count === undefined || perUnit === undefined || count === 0) return null;
  // Whole days, rounded up: "36 hours" is 2 days, "10 business days" 14.
  const days = Math.ceil(count * perUnit - 1e-9);
  return days >= 1 && days <= MAX_STATED_DAYS ? days : null;
}

/** The first delivery time the text states, in whole days, "ASAP" when only urgency is stated, or null. */
export function statedTimeline(text: string): StatedTimeline | null {
  const read = text.slice(0, READ_CHARS);
  let first: { readonly at: number; readonly days: number } | null = null;
  for (const { pattern, mayBeAboutOther } of STATED) {
    for (const found of read.matchAll(pattern)) {
      if (first !== null && found.index >= first.at) break;
      if (mayBeAboutOther && NOT_DELIVERY.test(read.slice(Math.max(0, found.index - 30), found.index))) continue;
      const days = daysOf(found[1] ?? '', found[2] ?? '');
      if (days === null) continue;
      first = { at: found.index, days };
      break;
    }
  }
  if (first !== null) return { kind: 'days', days: first.days };
  return ASAP.test(read) ? { kind: 'asap' } : null;
}

// A feed project is priced for many users: its text is read once.
const timelines = new WeakMap<Project, StatedTimeline | null>();

const projectTimeline = (project: Project): StatedTimeline | null => {
  let timeline = timelines.get(project);
  if (timeline === undefined) {
    timeline = statedTimeline(`${project.title}\n${project.description}`);
    timelines.set(project, timeline);
  }
  return timeline;
};

/**
 * The bid's period in days: the client's stated timeline when `useClientTimeline` and the project
 * states one (ASAP: the default, at most ASAP_DAYS), else `completionPeriod`.
 */
export function bidPeriodDays(
  project: Project,
  settings: { readonly useClientTimeline: boolean; readonly completionPeriod: number },
): number {
  if (!settings.useClientTimeline) return settings.completionPeriod;
  const timeline = projectTimeline(project);
  if (timeline === null) return settings.completionPeriod;
  return timeline.kind === 'days' ? timeline.days : Math.min(settings.completionPeriod, ASAP_DAYS);
}
