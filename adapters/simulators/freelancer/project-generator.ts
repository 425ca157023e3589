import {
  CATEGORIES,
  CURRENCIES,
  JOBS,
  jobNamed,
  jobsIn,
  type SimulatorCurrency,
  type SimulatorJob,
} from './catalogue.js';
import {
  BRIEF_SHARES,
  BRIEF_TRAITS,
  FOREIGN,
  HOURLY_TIMELINES,
  INSTRUCTIONS,
  QUESTIONS,
  QUESTIONS_INTRO,
  SCAMS,
  SKILL_TRAP,
  TIMELINE_DAYS,
  TIMELINES_IN_DAYS,
  TIMELINES_IN_WEEKS,
  type BriefTrait,
} from './project-briefs.js';
import { BUDGETS, CHECK_WORDS, CLOSINGS, TEMPLATES } from './project-templates.js';
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

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

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
  const pool = jobsIn(category.id);
  const jobs = sample(random, pool, intBetween(random, 2, 4));
  if (random() < 0.15) {
    const outsider = pick(
      random,
      JOBS.filter((job) => job.categoryId !== category.id),
    );
    jobs.push(outsider);
  }
  const primary = jobs[0] ?? pick(random, pool);
  const type = random() < 0.27 ? 'hourly' : 'fixed';
  const currency = pickWeighted(random, CURRENCIES);
  const budgets = BUDGETS[currency.code] ?? BUDGETS.USD;
  const [minimum, maximum] = pickWeighted(
    random,
    type === 'fixed' ? (budgets?.fixed ?? []) : (budgets?.hourly ?? []),
  ).range;
  const bidPeriod = pick(random, [3, 5, 7, 7, 7, 14, 30]);
  const hoursPerWeek = type === 'hourly' ? pick(random, [5, 10, 20, 30, 40]) : null;

  const values = { job: primary.name, subject: pick(random, templates.subjects), word: pick(random, CHECK_WORDS) };
  const title = fill(pick(random, templates.titles), values);
  const intro = fill(pick(random, templates.intros), values);
  const details = sample(random, templates.details, intBetween(random, 2, 3));
  const closing = pick(random, CLOSINGS);
  const shortLived = random() < 0.15;

  const base = {
    id: input.id,
    ownerId: poolClientId(intBetween(random, 0, CLIENT_POOL_SIZE - 1)),
    type,
    currency,
    budget: { minimum, maximum },
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
  } as const;
  return {
    ...base,
    ...dressBrief(random, {
      categoryId: category.id,
      type,
      hoursPerWeek,
      jobs,
      title,
      intro,
      details,
      closing,
      word: values.word,
      id: input.id,
    }),
  };
}

interface PlainBrief {
  readonly id: number;
  readonly categoryId: number;
  readonly type: 'fixed' | 'hourly';
  readonly hoursPerWeek: number | null;
  readonly jobs: readonly SimulatorJob[];
  readonly title: string;
  readonly intro: string;
  readonly details: readonly string[];
  /** One of CLOSINGS, `{word}` still unfilled. */
  readonly closing: string;
  readonly word: string;
}

type DressedBrief = Pick<SimulatorProject, 'title' | 'seoUrl' | 'description' | 'jobs' | 'language' | 'traits'>;

/**
 * The brief as posted: in another language now and then, else in English with, each on its own
 * share (BRIEF_SHARES), a stated timeline, questions, an instruction, a scam, or the whole project
 * swapped for the writing job that lists one developer skill. Every roll is drawn whatever the
 * others say, so one share never shifts another's projects.
 */
function dressBrief(random: Random, brief: PlainBrief): DressedBrief {
  const rolls = {
    language: random(),
    trap: random(),
    timeline: random(),
    question: random(),
    instruction: random(),
    scam: random(),
  };
  const language = pick(random, ['de', 'es', 'fr', 'pt'] as const);
  const days = pick(random, TIMELINE_DAYS);
  const questions = sample(random, QUESTIONS[brief.categoryId] ?? [], intBetween(random, 1, 2));
  const questionsIntro = pick(random, QUESTIONS_INTRO);
  const instruction = pick(random, INSTRUCTIONS);
  const scam = pick(random, SCAMS);
  const trapTitle = pick(random, SKILL_TRAP.titles);
  const trapJobs = [
    pick(random, SKILL_TRAP.writingJobs),
    pick(random, SKILL_TRAP.writingJobs),
    pick(random, SKILL_TRAP.devJobs),
  ];
  const foreign = FOREIGN[language];
  const foreignTitle = pick(random, foreign.titles);
  const foreignIntro = pick(random, foreign.intros);
  const foreignDetails = sample(random, foreign.details, 2);

  const stated = rolls.timeline < (brief.type === 'fixed' ? BRIEF_SHARES.fixedTimeline : BRIEF_SHARES.hourlyTimeline);
  const skillsOf = (jobs: readonly SimulatorJob[]): string => jobs.map((job) => job.name).join(', ');
  const values = { word: brief.word, days: String(days), weeks: String(days / 7) };

  if (rolls.language < BRIEF_SHARES.nonEnglish) {
    const filled = { ...values, job: brief.jobs[0]?.name ?? '', skills: skillsOf(brief.jobs) };
    const title = fill(foreignTitle, filled);
    const lines = [
      fill(foreignIntro, filled),
      ...foreignDetails,
      fill(foreign.skills, filled),
      ...(stated ? [fill(foreign.timeline, filled)] : []),
      foreign.closing,
    ];
    return {
      title,
      seoUrl: seoUrlOf(brief.jobs, title, brief.id),
      description: lines.join(' '),
      jobs: brief.jobs,
      language,
      traits: ['non_english', ...(stated ? (['timeline'] as const) : [])],
    };
  }

  const traits = new Set<BriefTrait>();
  const trap = rolls.trap < BRIEF_SHARES.skillTrap;
  const jobs = trap ? uniqueJobs(trapJobs) : brief.jobs;
  const title = trap ? trapTitle : brief.title;
  const lines = trap ? [SKILL_TRAP.description] : [brief.intro, ...brief.details];
  if (trap) traits.add('skill_trap');
  lines.push(`Skills needed: ${skillsOf(jobs)}.`);
  if (brief.type === 'hourly') lines.push(`This is ongoing work of about ${brief.hoursPerWeek} hours per week.`);
  if (stated) {
    traits.add('timeline');
    const phrasing =
      brief.type === 'hourly'
        ? HOURLY_TIMELINES
        : days >= 14 && days % 7 === 0 && random() < 0.5
          ? TIMELINES_IN_WEEKS
          : TIMELINES_IN_DAYS;
    lines.push(fill(pick(random, phrasing), values));
    if (brief.type === 'fixed') lines.push('Please include your price.');
  } else if (brief.type === 'fixed') {
    lines.push('Please include your price and a timeline.');
  }
  if (rolls.question < BRIEF_SHARES.question && questions.length > 0) {
    traits.add('question');
    lines.push(questionsIntro, ...questions.map((question) => fill(question, { job: jobs[0]?.name ?? '' })));
  }
  if (rolls.scam < BRIEF_SHARES.scam) {
    traits.add('scam');
    lines.push(scam);
  }
  if (rolls.instruction < BRIEF_SHARES.instruction) {
    traits.add('instruction');
    lines.push(fill(instruction, values));
  }
  if (brief.closing.includes('{word}')) traits.add('instruction');
  lines.push(fill(brief.closing, values));
  return {
    title,
    seoUrl: seoUrlOf(jobs, title, brief.id),
    description: lines.join(' '),
    jobs,
    language: 'en',
    traits: BRIEF_TRAITS.filter((trait) => traits.has(trait)),
  };
}

const seoUrlOf = (jobs: readonly SimulatorJob[], title: string, id: number): string =>
  `${jobs[0]?.seoUrl ?? 'projects'}/${slugify(title)}-${id}`;

/** The catalogue's jobs of these names, each once, in order. */
function uniqueJobs(names: readonly string[]): SimulatorJob[] {
  const found = [...new Set(names)].map((name) => jobNamed(name)).filter((job) => job !== undefined);
  return found;
}
