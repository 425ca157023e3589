import { CATEGORIES, CURRENCIES, JOBS, jobsIn, type SandboxCurrency, type SandboxJob } from './catalogue.js';
import { BUDGETS, CHECK_WORDS, CLOSINGS, TEMPLATES } from './project-templates.js';
import { intBetween, pick, pickWeighted, sample, type Random } from './random.js';

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
export type SandboxUpgrades = Readonly<Record<UpgradeFlag, boolean>>;

export const NO_UPGRADES: SandboxUpgrades = Object.fromEntries(UPGRADE_FLAGS.map((flag) => [flag, false])) as Record<UpgradeFlag, boolean>;

/** A project as the simulator keeps it; handlers render it as Freelancer's Project JSON. */
export interface SandboxProject {
  readonly id: number;
  readonly ownerId: number;
  readonly title: string;
  readonly seoUrl: string;
  readonly type: 'fixed' | 'hourly';
  readonly description: string;
  readonly currency: SandboxCurrency;
  readonly budget: { readonly minimum: number; readonly maximum: number | null };
  readonly jobs: readonly SandboxJob[];
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
   * switch at any time (`FreelancerSandboxState.upgradesOf`), or a test sets them on a project.
   */
  readonly upgrades: SandboxUpgrades;
  /** Put by a test (`seedProject`) rather than generated: served exactly as stored. */
  readonly seeded?: boolean;
  /** The account balance Freelancer asks of bidders, in USD, when set on this project; absent: none. */
  readonly minimumBalanceUsd?: number | null;
}

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fill = (template: string, values: Readonly<Record<string, string>>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Bids other freelancers have placed by `at`. */
export function othersBidCount(project: SandboxProject, at: number): number {
  const hours = Math.max(0, at - project.submittedAt) / HOUR;
  return Math.min(project.maxBids, project.initialBids + Math.floor(hours * project.bidsPerHour));
}

/**
 * One realistic new project, posted at `at`: a weighted category (the landing page's six), jobs
 * from it, a currency, a Freelancer budget range for that currency (some over $2,500), and a title
 * and description composed from the category's templates.
 */
export function generateProject(random: Random, input: { readonly id: number; readonly at: number }): SandboxProject {
  const category = pickWeighted(random, CATEGORIES);
  const templates = TEMPLATES[category.id];
  if (templates === undefined) throw new Error(`no templates for category ${category.id}`);
  const pool = jobsIn(category.id);
  const jobs = sample(random, pool, intBetween(random, 2, 4));
  if (random() < 0.15) {
    const outsider = pick(random, JOBS.filter((job) => job.categoryId !== category.id));
    jobs.push(outsider);
  }
  const primary = jobs[0] ?? pick(random, pool);
  const type = random() < 0.27 ? 'hourly' : 'fixed';
  const currency = pickWeighted(random, CURRENCIES);
  const budgets = BUDGETS[currency.code] ?? BUDGETS.USD;
  const [minimum, maximum] = pickWeighted(random, type === 'fixed' ? (budgets?.fixed ?? []) : (budgets?.hourly ?? [])).range;
  const bidPeriod = pick(random, [3, 5, 7, 7, 7, 14, 30]);
  const hoursPerWeek = type === 'hourly' ? pick(random, [5, 10, 20, 30, 40]) : null;

  const values = { job: primary.name, subject: pick(random, templates.subjects), word: pick(random, CHECK_WORDS) };
  const title = fill(pick(random, templates.titles), values);
  const lines = [
    fill(pick(random, templates.intros), values),
    ...sample(random, templates.details, intBetween(random, 2, 3)),
    `Skills needed: ${jobs.map((job) => job.name).join(', ')}.`,
    type === 'hourly'
      ? `This is ongoing work of about ${hoursPerWeek} hours per week.`
      : `Please include your price and a timeline; I would like this done within ${bidPeriod} days.`,
    fill(pick(random, CLOSINGS), values),
  ];
  const shortLived = random() < 0.15;

  return {
    id: input.id,
    ownerId: intBetween(random, 10_000_000, 89_999_999),
    title,
    seoUrl: `${primary.seoUrl}/${slugify(title)}-${input.id}`,
    type,
    description: lines.join(' '),
    currency,
    budget: { minimum, maximum },
    jobs,
    submittedAt: Math.floor(input.at / 1000) * 1000,
    closesAt: input.at + (shortLived ? intBetween(random, 1, 6) * HOUR : intBetween(random, 1, 7) * DAY),
    bidPeriod,
    initialBids: intBetween(random, 0, 2),
    // Mostly a few bids an hour; a popular few draw dozens.
    bidsPerHour: Math.round(-Math.log(1 - random()) * 4 * 10) / 10,
    maxBids: intBetween(random, 8, 120),
    hoursPerWeek,
    upgrades: {
      ...NO_UPGRADES,
      urgent: random() < 0.05,
      sealed: random() < 0.05,
      fulltime: random() < 0.02,
      nonpublic: random() < 0.02,
      ip_contract: random() < 0.03,
      non_compete: random() < 0.01,
      project_management: random() < 0.01,
      enterprise: random() < 0.01,
    },
  };
}
