import { CATEGORIES, CURRENCIES, JOBS, jobsIn, type SimulatorCurrency, type SimulatorJob } from './catalogue.js';
import { dressBrief, type PlainBrief } from './brief-dressing.js';
import type { BriefTrait } from './project-briefs.js';
import { BUDGETS } from './project-budgets.js';
import { fill } from './project-text.js';
import { CHECK_WORDS, CLOSINGS, TEMPLATES, type CategoryTemplates } from './project-templates.js';
import { intBetween, pick, pickWeighted, sample, type Random } from './random.js';
import { CLIENT_POOL_SIZE, poolClientId } from './simulator-clients.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Freelancer's project upgrade flags, spelt as its JSON spells them. */
export const UPGRADE_FLAGS = [
  'featured',
  'sealed',
  'nonpublic',
  'fulltime',
  'urgent',
  'qualified',
  'NDA',
  'ip_contract',
  'non_compete',
  'project_management',
  'pf_only',
  'premium',
  'enterprise',
] as const;
export type UpgradeFlag = (typeof UPGRADE_FLAGS)[number];
export type SimulatorUpgrades = Readonly<Record<UpgradeFlag, boolean>>;

export const NO_UPGRADES: SimulatorUpgrades = Object.fromEntries(UPGRADE_FLAGS.map((flag) => [flag, false])) as Record<
  UpgradeFlag,
  boolean
>;

/** A project as the simulator keeps it; handlers render it as Freelancer's Project JSON. */
export interface SimulatorProject {
  readonly id: number;
  readonly ownerId: number;
  readonly title: string;
  readonly seoUrl: string;
  readonly type: 'fixed' | 'hourly';
  readonly description: string;
  readonly currency: SimulatorCurrency;
  readonly budget: { readonly minimum: number; readonly maximum: number | null };
  readonly jobs: readonly SimulatorJob[];
  /** Epoch ms. */
  readonly submittedAt: number;
  /** Epoch ms after which it takes no bids; null: open until the simulator drops it. */
  readonly closesAt: number | null;
  readonly bidPeriod: number;
  /** Bids by other freelancers: `initialBids + bidsPerHour × age`, at most `maxBids`. */
  readonly initialBids: number;
  readonly bidsPerHour: number;
  readonly maxBids: number;
  readonly hoursPerWeek: number | null;
  /**
   * As stored. The upgrades that bar some accounts (featured, NDA, pf_only, premium, qualified)
   * are never generated: the simulator serves them on a share of the stream's projects it can
   * switch at any time (`FreelancerSimulatorState.upgradesOf`), or a test sets them on a project.
   */
  readonly upgrades: SimulatorUpgrades;
  /** Put by a test (`seedProject`) rather than generated: served exactly as stored. */
  readonly seeded?: boolean;
  /** The account balance Freelancer asks of bidders, in USD, when set on this project; absent: none. */
  readonly minimumBalanceUsd?: number | null;
  /** ISO 639-1 code of the brief's language; absent on rows written before it was kept: English; null (seeded): not said. */
  readonly language?: string | null;
  /** What the brief carries beyond the work (project-briefs.ts); absent: nothing. */
  readonly traits?: readonly BriefTrait[];
  /** A seeded project's average bid as given (null: none); absent: derived from its budget and bid count. */
  readonly bidAvg?: number | null;
}

/** Bids other freelancers have placed by `at`. */
export function othersBidCount(project: SimulatorProject, at: number): number {
  const hours = Math.max(0, at - project.submittedAt) / HOUR;
  return Math.min(project.maxBids, project.initialBids + Math.floor(hours * project.bidsPerHour));
}

/**
 * One realistic new project, posted at `at`: a weighted category (the landing page's six), jobs
 * from it, a currency, a Freelancer budget range for that currency (some over $2,500), a client
 * from the pool, and a title and description composed from the category's templates, dressed
 * (`dressBrief`) with what briefs say beyond the work. The draws that make the base project come
 * first, in a fixed order, so the brief's draws never change its budget, type or timing.
 */
export function generateProject(random: Random, input: { readonly id: number; readonly at: number }): SimulatorProject {
  const category = pickWeighted(random, CATEGORIES);
  const templates = TEMPLATES[category.id];
  if (templates === undefined) throw new Error(`no templates for category ${category.id}`);
  const { jobs, primary } = drawJobs(random, category.id);
  const terms = drawTerms(random);
  const wording = drawWording(random, templates, primary);
  const shortLived = random() < 0.15;

  const base = {
    id: input.id,
    ownerId: poolClientId(intBetween(random, 0, CLIENT_POOL_SIZE - 1)),
    type: terms.type,
    currency: terms.currency,
    budget: terms.budget,
    submittedAt: Math.floor(input.at / 1000) * 1000,
    closesAt: input.at + (shortLived ? intBetween(random, 1, 6) * HOUR : intBetween(random, 1, 7) * DAY),
    bidPeriod: terms.bidPeriod,
    initialBids: intBetween(random, 0, 2),
    // Mostly a few bids an hour; a popular few draw dozens.
    bidsPerHour: Math.round(-Math.log(1 - random()) * 4 * 10) / 10,
    maxBids: intBetween(random, 8, 120),
    hoursPerWeek: terms.hoursPerWeek,
    upgrades: drawUpgrades(random),
  } as const;
  const brief: PlainBrief = {
    ...wording,
    categoryId: category.id,
    type: terms.type,
    hoursPerWeek: terms.hoursPerWeek,
    jobs,
    id: input.id,
  };
  return { ...base, ...dressBrief(random, brief) };
}

/** Two to four of the category's jobs, now and then one from another category besides; the first leads the wording. */
function drawJobs(random: Random, categoryId: number): { jobs: SimulatorJob[]; primary: SimulatorJob } {
  const pool = jobsIn(categoryId);
  const jobs = sample(random, pool, intBetween(random, 2, 4));
  if (random() < 0.15) {
    const outsider = pick(
      random,
      JOBS.filter((job) => job.categoryId !== categoryId),
    );
    jobs.push(outsider);
  }
  return { jobs, primary: jobs[0] ?? pick(random, pool) };
}

interface ProjectTerms {
  readonly type: 'fixed' | 'hourly';
  readonly currency: SimulatorCurrency;
  readonly budget: SimulatorProject['budget'];
  readonly bidPeriod: number;
  readonly hoursPerWeek: number | null;
}

/** The project's type, currency, a budget range Freelancer offers in that currency, its bid period and weekly hours. */
function drawTerms(random: Random): ProjectTerms {
  const type = random() < 0.27 ? 'hourly' : 'fixed';
  const currency = pickWeighted(random, CURRENCIES);
  const budgets = BUDGETS[currency.code] ?? BUDGETS.USD;
  const [minimum, maximum] = pickWeighted(
    random,
    type === 'fixed' ? (budgets?.fixed ?? []) : (budgets?.hourly ?? []),
  ).range;
  const bidPeriod = pick(random, [3, 5, 7, 7, 7, 14, 30]);
  const hoursPerWeek = type === 'hourly' ? pick(random, [5, 10, 20, 30, 40]) : null;
  return { type, currency, budget: { minimum, maximum }, bidPeriod, hoursPerWeek };
}

/** The English brief's words from the category's templates: title, intro, details, a closing (`{word}` unfilled) and its check word. */
function drawWording(
  random: Random,
  templates: CategoryTemplates,
  primary: SimulatorJob,
): Pick<PlainBrief, 'title' | 'intro' | 'details' | 'closing' | 'word'> {
  const values = { job: primary.name, subject: pick(random, templates.subjects), word: pick(random, CHECK_WORDS) };
  const title = fill(pick(random, templates.titles), values);
  const intro = fill(pick(random, templates.intros), values);
  const details = sample(random, templates.details, intBetween(random, 2, 3));
  const closing = pick(random, CLOSINGS);
  return { title, intro, details, closing, word: values.word };
}

/** The upgrades a posting may carry; never the ones that bar accounts (see `SimulatorProject.upgrades`). */
function drawUpgrades(random: Random): SimulatorUpgrades {
  return {
    ...NO_UPGRADES,
    urgent: random() < 0.05,
    sealed: random() < 0.05,
    fulltime: random() < 0.02,
    nonpublic: random() < 0.02,
    ip_contract: random() < 0.03,
    non_compete: random() < 0.01,
    project_management: random() < 0.01,
    enterprise: random() < 0.01,
  };
}
