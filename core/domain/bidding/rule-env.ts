import type { AutobidContext } from './autobid-context.js';
import { timeLimitMs } from './autobid-timing.js';
import { fitEnv, type FitEnv } from './fit-env.js';
import { keywordPattern } from './keyword-matching.js';
import { kindMasks, typeMasks } from './project-rules.js';
import { biddableLanguages } from './proposal-language.js';
import type { BudgetBounds, ClientScreen, ProjectRuleEnv } from './project-rules.js';
import type { RunProfile } from './search-profile.js';
import type { RunSettings } from './settings.js';
import { skillRuleOf, skillSet } from './skill-matching.js';

/** One evaluation's fit settings and minimum, built once. */
export interface FitRule {
  readonly env: FitEnv;
  readonly min: number;
}

/** One profile of a run with its rules prepared (docs/design.md#search-profiles). */
export interface ProfileEnv {
  readonly profileId: string;
  readonly settings: RunSettings;
  readonly env: ProjectRuleEnv;
  readonly fit: FitRule;
}

/** One lookup per project instead of the caller's function; NaN stands for "no rate". */
export function memoizedRate(usdRate: AutobidContext['usdRate']): (currency: string) => number | undefined {
  const rates = new Map<string, number>();
  return (currency) => {
    let rate = rates.get(currency);
    if (rate === undefined) {
      rate = usdRate(currency) ?? Number.NaN;
      rates.set(currency, rate);
    }
    return rate;
  };
}

const setOrNull = (values: readonly string[], normalize: (value: string) => string): ReadonlySet<string> | null => {
  if (values.length === 0) return null;
  const set = new Set(values.map(normalize).filter((value) => value !== ''));
  return set.size === 0 ? null : set;
};

function clientScreen(settings: RunSettings): ClientScreen | null {
  const screen: ClientScreen = {
    requirePaymentVerified: settings.requirePaymentVerified,
    minRating: settings.minClientRating,
    minReviews: settings.minClientReviews,
    blockedCountries: setOrNull(settings.blockedCountries, (code) => code.trim().toUpperCase()),
    blockedClientIds: setOrNull(settings.blockedClientIds, (id) => id.trim()),
  };
  const anyRule =
    screen.requirePaymentVerified ||
    screen.minRating > 0 ||
    screen.minReviews > 0 ||
    screen.blockedCountries !== null ||
    screen.blockedClientIds !== null;
  return anyRule ? screen : null;
}

function budgetBounds(settings: RunSettings): BudgetBounds | null {
  const bounds: BudgetBounds = {
    fixedMinUsd: settings.fixedBudgetMinUsd,
    fixedMaxUsd: settings.fixedBudgetMaxUsd,
    hourlyMinUsd: settings.hourlyBudgetMinUsd,
    hourlyMaxUsd: settings.hourlyBudgetMaxUsd,
    minHourlyRateUsd: settings.minHourlyRateUsd,
  };
  const anyBound =
    bounds.fixedMinUsd !== null ||
    bounds.fixedMaxUsd !== null ||
    bounds.hourlyMinUsd !== null ||
    bounds.hourlyMaxUsd !== null ||
    bounds.minHourlyRateUsd > 0;
  return anyBound ? bounds : null;
}

/** The rules one profile's settings make, prepared once per evaluation: a rule the user did not set is null and costs nothing per project. */
function ruleEnv(ctx: AutobidContext, settings: RunSettings, usdRate: ProjectRuleEnv['usdRate']): ProjectRuleEnv {
  const excludedKeywords = keywordPattern(settings.excludedKeywords);
  const requiredKeywords = keywordPattern(settings.requiredKeywords);
  const languages = biddableLanguages(settings.languages, ctx.modelWritesProposals === true);
  const screen = clientScreen(settings);
  return {
    skills: skillSet(settings.skills),
    skillsShared: ctx.projectsShareASkill === true,
    skillRule: skillRuleOf(settings),
    maxBidsThreshold: settings.maxBidsThreshold,
    typeMasks: typeMasks(settings),
    excludedKeywords,
    requiredKeywords,
    languages,
    clientScreen: screen,
    hasProjectRules: languages !== null || screen !== null,
    hasTextRules: excludedKeywords !== null || requiredKeywords !== null,
    budget: budgetBounds(settings),
    postedNotBeforeMs: ctx.now.getTime() - timeLimitMs(settings.timeLimit),
    isProfileVerified: settings.isProfileVerified,
    // Account-wide: a project any profile bid on is not bid again by another.
    alreadyBid: ctx.projectIdsAlreadyBid,
    ownUserId: ctx.freelancerUserId,
    kindMasks: kindMasks(ctx.unbiddableKinds),
    usdRate,
    explain: ctx.explain ?? true,
  };
}

/** Each profile's rules, built once per evaluation; the profiles share one memo of the rates. */
export function profileEnvs(ctx: AutobidContext, profiles: readonly RunProfile[]): ProfileEnv[] {
  const usdRate = memoizedRate(ctx.usdRate);
  return profiles.map(({ profileId, settings }) => ({
    profileId,
    settings,
    env: ruleEnv(ctx, settings, usdRate),
    fit: { env: fitEnv(settings, ctx.now), min: settings.minFitScore },
  }));
}
