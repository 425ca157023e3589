import { jobNamed, type SimulatorJob } from './catalogue.js';
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
  type BriefLanguage,
  type BriefTrait,
  type ForeignTemplates,
} from './project-briefs.js';
import { fill, slugify } from './project-text.js';
import { intBetween, pick, sample, type Random } from './random.js';

/** A generated project's brief before it is dressed: the work alone, in English. */
export interface PlainBrief {
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

/** The project's fields the brief as posted decides. */
export interface DressedBrief {
  readonly title: string;
  readonly seoUrl: string;
  readonly description: string;
  readonly jobs: readonly SimulatorJob[];
  readonly language: string;
  readonly traits: readonly BriefTrait[];
}

/** Every draw a brief may use, taken whichever of them it ends up using. */
interface BriefDraws {
  readonly rolls: Readonly<Record<'language' | 'trap' | 'timeline' | 'question' | 'instruction' | 'scam', number>>;
  readonly language: BriefLanguage;
  readonly days: number;
  readonly questions: readonly string[];
  readonly questionsIntro: string;
  readonly instruction: string;
  readonly scam: string;
  readonly trapTitle: string;
  readonly trapJobs: readonly string[];
  readonly foreign: ForeignTemplates;
  readonly foreignTitle: string;
  readonly foreignIntro: string;
  readonly foreignDetails: readonly string[];
}

/** What fills the templates' `{word}`, `{days}` and `{weeks}`. */
type BriefValues = Readonly<Record<'word' | 'days' | 'weeks', string>>;

/**
 * The brief as posted: in another language now and then, else in English with, each on its own
 * share (BRIEF_SHARES), a stated timeline, questions, an instruction, a scam, or the whole project
 * swapped for the writing job that lists one developer skill. Every roll is drawn whatever the
 * others say, so one share never shifts another's projects.
 */
export function dressBrief(random: Random, brief: PlainBrief): DressedBrief {
  const draws = drawBrief(random, brief);
  const stated =
    draws.rolls.timeline < (brief.type === 'fixed' ? BRIEF_SHARES.fixedTimeline : BRIEF_SHARES.hourlyTimeline);
  const values = { word: brief.word, days: String(draws.days), weeks: String(draws.days / 7) };
  return draws.rolls.language < BRIEF_SHARES.nonEnglish
    ? foreignBrief(brief, draws, stated, values)
    : englishBrief(random, brief, draws, stated, values);
}

function drawBrief(random: Random, brief: PlainBrief): BriefDraws {
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
  return {
    rolls,
    language,
    days,
    questions,
    questionsIntro,
    instruction,
    scam,
    trapTitle,
    trapJobs,
    foreign,
    foreignTitle,
    foreignIntro,
    foreignDetails,
  };
}

const skillsOf = (jobs: readonly SimulatorJob[]): string => jobs.map((job) => job.name).join(', ');

function foreignBrief(brief: PlainBrief, draws: BriefDraws, stated: boolean, values: BriefValues): DressedBrief {
  const { foreign } = draws;
  const filled = { ...values, job: brief.jobs[0]?.name ?? '', skills: skillsOf(brief.jobs) };
  const title = fill(draws.foreignTitle, filled);
  const lines = [
    fill(draws.foreignIntro, filled),
    ...draws.foreignDetails,
    fill(foreign.skills, filled),
    ...(stated ? [fill(foreign.timeline, filled)] : []),
    foreign.closing,
  ];
  return {
    title,
    seoUrl: seoUrlOf(brief.jobs, title, brief.id),
    description: lines.join(' '),
    jobs: brief.jobs,
    language: draws.language,
    traits: ['non_english', ...(stated ? (['timeline'] as const) : [])],
  };
}

function englishBrief(
  random: Random,
  brief: PlainBrief,
  draws: BriefDraws,
  stated: boolean,
  values: BriefValues,
): DressedBrief {
  const traits = new Set<BriefTrait>();
  const trap = draws.rolls.trap < BRIEF_SHARES.skillTrap;
  const jobs = trap ? uniqueJobs(draws.trapJobs) : brief.jobs;
  const title = trap ? draws.trapTitle : brief.title;
  const lines = trap ? [SKILL_TRAP.description] : [brief.intro, ...brief.details];
  if (trap) traits.add('skill_trap');
  lines.push(`Skills needed: ${skillsOf(jobs)}.`);
  if (brief.type === 'hourly') lines.push(`This is ongoing work of about ${brief.hoursPerWeek} hours per week.`);
  if (stated) traits.add('timeline');
  lines.push(...timelineLines(random, brief, draws.days, stated, values));
  const asks = bidderAsks(brief, draws, jobs[0]?.name ?? '', values);
  for (const trait of asks.traits) traits.add(trait);
  lines.push(...asks.lines);
  return {
    title,
    seoUrl: seoUrlOf(jobs, title, brief.id),
    description: lines.join(' '),
    jobs,
    language: 'en',
    traits: BRIEF_TRAITS.filter((trait) => traits.has(trait)),
  };
}

/** When the work is due, when the brief states it, and for a fixed project the ask for a price. */
function timelineLines(
  random: Random,
  brief: PlainBrief,
  days: number,
  stated: boolean,
  values: BriefValues,
): string[] {
  if (!stated) return brief.type === 'fixed' ? ['Please include your price and a timeline.'] : [];
  const phrasing =
    brief.type === 'hourly'
      ? HOURLY_TIMELINES
      : days >= 14 && days % 7 === 0 && random() < 0.5
        ? TIMELINES_IN_WEEKS
        : TIMELINES_IN_DAYS;
  return [fill(pick(random, phrasing), values), ...(brief.type === 'fixed' ? ['Please include your price.'] : [])];
}

/** The questions, scam and instruction the English brief ends with, each on its own share, then its closing. */
function bidderAsks(
  brief: PlainBrief,
  draws: BriefDraws,
  job: string,
  values: BriefValues,
): { readonly lines: string[]; readonly traits: BriefTrait[] } {
  const lines: string[] = [];
  const traits: BriefTrait[] = [];
  if (draws.rolls.question < BRIEF_SHARES.question && draws.questions.length > 0) {
    traits.push('question');
    lines.push(draws.questionsIntro, ...draws.questions.map((question) => fill(question, { job })));
  }
  if (draws.rolls.scam < BRIEF_SHARES.scam) {
    traits.push('scam');
    lines.push(draws.scam);
  }
  if (draws.rolls.instruction < BRIEF_SHARES.instruction) {
    traits.push('instruction');
    lines.push(fill(draws.instruction, values));
  }
  if (brief.closing.includes('{word}')) traits.push('instruction');
  lines.push(fill(brief.closing, values));
  return { lines, traits };
}

const seoUrlOf = (jobs: readonly SimulatorJob[], title: string, id: number): string =>
  `${jobs[0]?.seoUrl ?? 'projects'}/${slugify(title)}-${id}`;

/** The catalogue's jobs of these names, each once, in order. */
function uniqueJobs(names: readonly string[]): SimulatorJob[] {
  const found = [...new Set(names)].map((name) => jobNamed(name)).filter((job) => job !== undefined);
  return found;
}
