import { evaluateAutobidRules } from '../../../domain/bidding/autobid-rules.js';
import { fitScore, type FitScore } from '../../../domain/bidding/fit-score.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { RunProfile } from '../../../domain/bidding/search-profile.js';
import type { RunAccount } from '../../engine/run-account.js';
import { ruleVerdicts, type RuleVerdict } from './rule-verdicts.js';

/** One search profile's answer (docs/design.md#search-profiles). */
export interface ProfileExplanation {
  /** MAIN_PROFILE_ID for the settings themselves. */
  readonly profileId: string;
  readonly name: string;
  /** `bid`: every rule of this profile passes; `skip`: one fails. */
  readonly verdict: 'bid' | 'skip';
  readonly rules: readonly RuleVerdict[];
  readonly fit: FitScore;
}

export interface ProjectFacts {
  readonly context: RunAccount['context'] & { readonly modelWritesProposals: boolean };
  readonly project: Project;
  readonly alreadyBid: ReadonlySet<string>;
  readonly usdRate: (currency: string) => number | undefined;
  readonly now: Date;
}

/** One profile's rules over the project, each passing or naming why not. */
export function explainForProfile(facts: ProjectFacts, profile: RunProfile, name: string): ProfileExplanation {
  const { project, now, usdRate } = facts;
  const { settings } = profile;
  const evaluation = evaluateAutobidRules({
    ...facts.context,
    settings,
    profiles: [profile],
    projects: [project],
    projectIdsAlreadyBid: facts.alreadyBid,
    usdRate,
    explain: true,
  });
  const decision = evaluation.kind === 'evaluated' ? evaluation.decisions[0] : undefined;
  const failed = new Set(decision?.kind === 'skip' ? decision.reasons.map((reason) => reason.code) : []);
  // Without skills every project fails the skill rule; the block says so and the rules still answer.
  if (evaluation.kind === 'blocked') failed.add('SKILLS_MISMATCH');
  const fit = fitScore(project, settings, { now, usdRate: usdRate(project.currency) });
  // The rules score only projects every other rule lets through; the answer checks the minimum whatever else fails.
  if (fit.score < settings.minFitScore) failed.add('FIT_TOO_LOW');
  const rules = ruleVerdicts(project, settings, failed, facts.context.modelWritesProposals);
  return { profileId: profile.profileId, name, verdict: failed.size > 0 ? 'skip' : 'bid', rules, fit };
}
