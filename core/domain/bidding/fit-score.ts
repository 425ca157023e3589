import { upperBudget } from './bid-amount.js';
import type { Project, ProjectUpgrade } from './project.js';
import type { BiddingSettings } from './settings.js';
import { distinctProjectSkillIds, skillOverlap, skillSet } from './skill-matching.js';

/**
 * How well a project suits a user, 0–100, from what Freelancer says about the project and its
 * client (docs/design.md#fit-score). It starts at FIT_BASELINE and each factor adds or takes
 * points; a fact the marketplace did not give moves nothing. The client's country is not scored:
 * it is a rule the user sets (blocked countries) rather than a sign of a good or bad client.
 */
export const FIT_BASELINE = 50;
/** Reasons a score keeps: the factors that moved it most. */
export const FIT_TOP_REASONS = 4;

export const FIT_REASON_CODES = [
  'skills',
  'budget',
  'competition',
  'price_vs_average',
  'payment_verified',
  'client_rating',
  'client_age',
  'project_age',
  'upgrades',
] as const;
export type FitReasonCode = (typeof FIT_REASON_CODES)[number];

export interface FitReason {
  readonly code: FitReasonCode;
  /** What the factor added (positive) or took (negative). */
  readonly points: number;
  /** Short, for the user: "shares 4 of 5 skills". */
  readonly text: string;
}

export interface FitScore {
  /** 0–100, an integer. */
  readonly score: number;
  /** The factors that moved the score most, largest first; none for a project nothing is known about. */
  readonly reasons: readonly FitReason[];
}

/** The reason as one line: "+18 shares 4 of 5 skills", "−12 client payment not verified". */
export const fitReasonLine = (reason: Pick<FitReason, 'points' | 'text'>): string =>
  `${reason.points >= 0 ? '+' : '−'}${Math.abs(reason.points)} ${reason.text}`;

/** One evaluation's settings, prepared once: a tick scores every eligible project of every user. */
export interface FitEnv {
  readonly skills: ReadonlySet<number>;
  readonly nowMs: number;
  readonly minBidUsd: number;
  readonly minHourlyRateUsd: number;
  readonly bidPercentage: number;
}

export const fitEnv = (
  settings: Pick<BiddingSettings, 'skills' | 'minBidUsd' | 'minHourlyRateUsd' | 'bidPercentage'>,
  now: Date,
): FitEnv => ({
  skills: skillSet(settings.skills),
  nowMs: now.getTime(),
  minBidUsd: settings.minBidUsd,
  minHourlyRateUsd: settings.minHourlyRateUsd,
  bidPercentage: settings.bidPercentage,
});

export interface FitFacts {
  readonly now: Date;
  /** Units of the project's currency per US dollar; undefined when unknown (the budget factors are then neutral). */
  readonly usdRate: number | undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UPGRADE_POINTS: Readonly<Partial<Record<ProjectUpgrade, number>>> = {
  sealed: 4,
  featured: 3,
  urgent: 2,
  nda: -4,
  qualified: -4,
};

/** Where a factor's reason goes; absent when only the number is wanted (ranking), so no text is built. */
type Sink = FitReason[] | undefined;

// Intl formatting, or a regular expression, costs more than the reason: a tick writes reasons for every queued bid.
function usd(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return `${value < 0 ? '-' : ''}$${grouped}`;
}

function ago(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} minutes ago`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} hours ago`;
  return `${Math.round(ms / DAY)} days ago`;
}

function add(sink: Sink, code: FitReasonCode, points: number, text: () => string): number {
  if (sink !== undefined && points !== 0) sink.push({ code, points, text: text() });
  return points;
}

/** Share of the project's skills the user has: all of them +20, a third 0, none −10. */
const skillSharePoints = (shared: number, total: number): number =>
  total === 0 ? 0 : Math.round((30 * shared) / total) - 10;

function skillPoints(project: Project, env: FitEnv, sink: Sink): number {
  const { shared, total } = skillOverlap(project, env.skills);
  return add(
    sink,
    'skills',
    skillSharePoints(shared, total),
    () => `shares ${shared} of ${total} skill${total === 1 ? '' : 's'}`,
  );
}

/** The user's lowest price for this kind of project, in US dollars (an hour for hourly); 0: the user set none. */
const floorUsd = (project: Project, env: FitEnv): number =>
  project.type === 'hourly' ? env.minHourlyRateUsd : env.minBidUsd;

/** The client's upper budget against the user's minimum: three times it +10, covering it +4, below it −15. */
function budgetPoints(project: Project, env: FitEnv, upperUsd: number, sink: Sink): number {
  const floor = floorUsd(project, env);
  if (floor <= 0 || !(upperUsd > 0)) return 0;
  const unit = project.type === 'hourly' ? '/h' : '';
  if (upperUsd < floor)
    return add(
      sink,
      'budget',
      -15,
      () => `budget up to ${usd(upperUsd)}${unit}, below your minimum ${usd(floor)}${unit}`,
    );
  if (upperUsd >= 3 * floor)
    return add(sink, 'budget', 10, () => `budget up to ${usd(upperUsd)}${unit}, well above your minimum`);
  return add(sink, 'budget', 4, () => `budget up to ${usd(upperUsd)}${unit} covers your minimum`);
}

function competitionPoints(project: Project, sink: Sink): number {
  const count = project.bidCount;
  if (!(count >= 0)) return 0;
  const points = count === 0 ? 10 : count <= 5 ? 8 : count <= 15 ? 3 : count <= 30 ? 0 : count <= 50 ? -6 : -10;
  return add(sink, 'competition', points, () =>
    count === 0
      ? 'no bids yet'
      : count <= 5
        ? `only ${count} bid${count === 1 ? '' : 's'} so far`
        : `${count} bids already`,
  );
}

/** The user's likely price against the average bid: at or under it +4, over half again above it −6. */
function priceVsAveragePoints(project: Project, env: FitEnv, upperUsd: number, rate: number, sink: Sink): number {
  const average = project.bidAvg;
  if (average === null || average === undefined || !(average > 0) || project.bidCount === 0 || !(upperUsd > 0))
    return 0;
  const averageUsd = average / rate;
  const priceUsd = Math.max(floorUsd(project, env), (env.bidPercentage / 100) * upperUsd);
  const unit = project.type === 'hourly' ? '/h' : '';
  if (priceUsd <= averageUsd)
    return add(
      sink,
      'price_vs_average',
      4,
      () => `your price ${usd(priceUsd)}${unit} is within the ${usd(averageUsd)}${unit} average bid`,
    );
  if (priceUsd > 1.5 * averageUsd)
    return add(
      sink,
      'price_vs_average',
      -6,
      () => `your price ${usd(priceUsd)}${unit} is well above the ${usd(averageUsd)}${unit} average bid`,
    );
  return 0;
}

function clientPoints(project: Project, env: FitEnv, sink: Sink): number {
  const { client } = project;
  if (client === null || client === undefined) return 0;
  let points = 0;
  if (client.paymentVerified === true) points += add(sink, 'payment_verified', 8, () => 'client payment verified');
  else if (client.paymentVerified === false)
    points += add(sink, 'payment_verified', -12, () => 'client payment not verified');
  const { rating, reviews } = client;
  if (reviews === 0) points += add(sink, 'client_rating', -4, () => 'client has no reviews yet');
  else if (reviews !== null && reviews > 0 && rating !== null && rating >= 0) {
    const ratingPoints = rating >= 4.5 ? 8 : rating >= 4 ? 4 : rating >= 3 ? -4 : -12;
    points += add(
      sink,
      'client_rating',
      ratingPoints,
      () => `client rated ${rating.toFixed(1)} from ${reviews} review${reviews === 1 ? '' : 's'}`,
    );
  }
  if (client.registeredAt !== null) {
    const memberMs = env.nowMs - client.registeredAt.getTime();
    if (memberMs >= 0 && memberMs < 30 * DAY)
      points += add(sink, 'client_age', -4, () => `client joined ${ago(memberMs)}`);
    else if (memberMs >= 365 * DAY)
      points += add(
        sink,
        'client_age',
        3,
        () => `client on Freelancer since ${client.registeredAt?.getUTCFullYear() ?? ''}`,
      );
  }
  return points;
}

/** Early bids are read first: within 15 minutes +8, an hour +4; a project near its close (3 days, an urgent one's 12 hours) −8. */
function agePoints(project: Project, env: FitEnv, sink: Sink): number {
  // A clock ahead of ours reads as just posted.
  const ageMs = Math.max(0, env.nowMs - project.postedAt.getTime());
  if (!Number.isFinite(ageMs)) return 0;
  const late = project.upgrades?.includes('urgent') === true ? 12 * HOUR : 3 * DAY;
  const points = ageMs <= 15 * MINUTE ? 8 : ageMs <= HOUR ? 4 : ageMs > late ? -8 : 0;
  return add(sink, 'project_age', points, () => `posted ${ago(ageMs)}`);
}

/** Sealed bids hide prices (+4), featured and urgent clients invest in hiring (+3, +2); NDA and qualification exams add hurdles (−4 each). */
function upgradePoints(project: Project, sink: Sink): number {
  const { upgrades } = project;
  if (upgrades === undefined || upgrades.length === 0) return 0;
  let points = 0;
  const named: string[] = [];
  for (const upgrade of upgrades) {
    const worth = UPGRADE_POINTS[upgrade] ?? 0;
    if (worth === 0) continue;
    points += worth;
    named.push(upgrade === 'nda' ? 'NDA' : upgrade);
  }
  return add(sink, 'upgrades', points, () => `${named.join(', ')} project`);
}

/** The factors that depend on the project and the time alone, not on whose fit it is. */
const projectPoints = (project: Project, env: FitEnv, sink: Sink): number =>
  competitionPoints(project, sink) +
  clientPoints(project, env, sink) +
  agePoints(project, env, sink) +
  upgradePoints(project, sink);

/** A project's own factors at one instant, whoever it is scored for; their reasons once a bid asks for them. */
interface ProjectFacts {
  readonly nowMs: number;
  readonly points: number;
  /** Its skills each once, for the skill share. */
  readonly skills: readonly number[];
  reasons: readonly FitReason[] | undefined;
  /** The client's upper budget in US dollars at `rate` (NaN until a rate was given). */
  rate: number;
  upperUsd: number;
}

// A tick ranks the same feed projects for thousands of users at one instant, and queues bids on
// them for thousands more: their own points, and their reasons' text, are worked out once.
const projectFactsAt = new WeakMap<Project, ProjectFacts>();

function projectFacts(project: Project, env: FitEnv): ProjectFacts {
  let facts = projectFactsAt.get(project);
  if (facts === undefined || facts.nowMs !== env.nowMs) {
    facts = {
      nowMs: env.nowMs,
      points: projectPoints(project, env, undefined),
      skills: distinctProjectSkillIds(project),
      reasons: undefined,
      rate: Number.NaN,
      upperUsd: Number.NaN,
    };
    projectFactsAt.set(project, facts);
  }
  return facts;
}

function projectReasons(project: Project, env: FitEnv, facts: ProjectFacts): readonly FitReason[] {
  if (facts.reasons === undefined) {
    const reasons: FitReason[] = [];
    projectPoints(project, env, reasons);
    facts.reasons = reasons;
  }
  return facts.reasons;
}

/** The factors that weigh the client's budget against the user's prices; 0 without a usable rate. */
function pricePoints(
  project: Project,
  env: FitEnv,
  facts: ProjectFacts,
  usdRate: number | undefined,
  sink: Sink,
): number {
  if (usdRate === undefined || !Number.isFinite(usdRate) || usdRate <= 0) return 0;
  if (facts.rate !== usdRate) {
    facts.rate = usdRate;
    facts.upperUsd = upperBudget(project) / usdRate;
  }
  const { upperUsd } = facts;
  return budgetPoints(project, env, upperUsd, sink) + priceVsAveragePoints(project, env, upperUsd, usdRate, sink);
}

const clampScore = (points: number): number => Math.min(100, Math.max(0, Math.round(FIT_BASELINE + points)));

/**
 * The score alone, no reasons built: what ranking and the minimum-fit rule compare, for about
 * twenty projects of every capped user a tick, so it reads the project's cached facts once and
 * counts the shared skills in place. Equal to projectFit's score (a test holds them together).
 */
export function fitPoints(project: Project, env: FitEnv, usdRate: number | undefined): number {
  const facts = projectFacts(project, env);
  const { skills } = facts;
  let shared = 0;
  for (let index = 0; index < skills.length; index++) if (env.skills.has(skills[index] as number)) shared += 1;
  return clampScore(
    facts.points + skillSharePoints(shared, skills.length) + pricePoints(project, env, facts, usdRate, undefined),
  );
}

/** The score with its top reasons, given a prepared env (see fitEnv). */
export function projectFit(project: Project, env: FitEnv, usdRate: number | undefined): FitScore {
  const reasons: FitReason[] = [];
  const facts = projectFacts(project, env);
  // The reasons in factor order (skills, the project's own, then price), so equal weights keep it.
  const points = skillPoints(project, env, reasons) + facts.points;
  for (const reason of projectReasons(project, env, facts)) reasons.push(reason);
  const value = clampScore(points + pricePoints(project, env, facts, usdRate, reasons));
  return { score: value, reasons: strongestReasons(reasons, FIT_TOP_REASONS) };
}

/**
 * The `count` reasons that moved the score most, largest first; among equal weights the factor
 * listed first stays first. An insertion into a short list: a tick asks this of every bid it
 * queues, and Array#sort's work array for nine reasons costs more than the sort.
 */
export function strongestReasons(reasons: readonly FitReason[], count: number): FitReason[] {
  const kept: FitReason[] = [];
  for (const reason of reasons) {
    const weight = Math.abs(reason.points);
    let at = kept.length;
    while (at > 0 && Math.abs((kept[at - 1] as FitReason).points) < weight) at -= 1;
    if (at >= count) continue;
    // Shift the weaker ones down one place (the last falls off when the list is full), then insert.
    for (let from = Math.min(kept.length, count - 1); from > at; from -= 1) kept[from] = kept[from - 1] as FitReason;
    kept[at] = reason;
  }
  return kept;
}

/** The score and its top reasons for one project and user. */
export const fitScore = (
  project: Project,
  settings: Pick<BiddingSettings, 'skills' | 'minBidUsd' | 'minHourlyRateUsd' | 'bidPercentage'>,
  facts: FitFacts,
): FitScore => projectFit(project, fitEnv(settings, facts.now), facts.usdRate);
