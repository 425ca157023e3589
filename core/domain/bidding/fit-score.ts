import { upperBudget } from './bid-amount.js';
import { fitEnv, type FitEnv } from './fit-env.js';
import { projectPoints } from './fit-project-factors.js';
import { strongestReasons, type FitReason, type Sink } from './fit-reasons.js';
import { budgetPoints, priceVsAveragePoints, skillPoints, skillSharePoints } from './fit-user-factors.js';
import type { Project } from './project.js';
import type { BiddingSettings } from './settings.js';
import { distinctProjectSkillIds } from './skill-matching.js';

/**
 * How well a project suits a user, 0–100, from what Freelancer says about the project and its
 * client (docs/design.md#fit-score). It starts at FIT_BASELINE and each factor adds or takes
 * points; a fact the marketplace did not give moves nothing. The client's country is not scored:
 * it is a rule the user sets (blocked countries) rather than a sign of a good or bad client.
 */
export const FIT_BASELINE = 50;
/** Reasons a score keeps: the factors that moved it most. */
export const FIT_TOP_REASONS = 4;

export interface FitScore {
  /** 0–100, an integer. */
  readonly score: number;
  /** The factors that moved the score most, largest first; none for a project nothing is known about. */
  readonly reasons: readonly FitReason[];
}

export interface FitFacts {
  readonly now: Date;
  /** Units of the project's currency per US dollar; undefined when unknown (the budget factors are then neutral). */
  readonly usdRate: number | undefined;
}

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

/** The score and its top reasons for one project and user. */
export const fitScore = (
  project: Project,
  settings: Pick<BiddingSettings, 'skills' | 'minBidUsd' | 'minHourlyRateUsd' | 'bidPercentage'>,
  facts: FitFacts,
): FitScore => projectFit(project, fitEnv(settings, facts.now), facts.usdRate);
