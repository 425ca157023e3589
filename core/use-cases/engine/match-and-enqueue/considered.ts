import type { SkipReasonCode } from '../../../domain/bidding/autobid-reasons.js';
import type { ProjectDecision } from '../../../domain/bidding/autobid-decisions.js';
import { projectBriefScreening } from '../../../domain/bidding/brief-screening.js';
import { fitPoints, type FitScore } from '../../../domain/bidding/fit-score.js';
import { assumedEnglishMessage, assumesEnglish } from '../../../domain/bidding/proposal-language.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { UsdRate } from '../usd-rates.js';
import type { BidDecision } from './enqueue-bids.js';
import type { ProfileTerms } from './profile-terms.js';

export interface ConsideredProject {
  readonly project: Project;
  readonly outcome: 'queued' | 'skipped';
  readonly reasons: readonly SkipReasonCode[];
  /** The project's fit score for the user (docs/design.md#fit-score). */
  readonly fitScore: number;
  /** For a BRIEF_SCAM skip, which request the brief made; for a skip on the assumed English, why; null otherwise. */
  readonly detail: string | null;
}

/** The decision log's rows of a run: each bid with the fit its job carries, each skip scored and explained here. */
export function consideredProjects(
  decisions: readonly ProjectDecision[],
  fits: ReadonlyMap<BidDecision, FitScore>,
  profiles: () => ProfileTerms,
  usdRate: UsdRate,
  modelWritesProposals: boolean,
): ConsideredProject[] {
  // Only the rows the log keeps are scored: the queued ones (with their jobs) and a handful of skips per run,
  // each, as its reasons are, for the first profile.
  const skipScore = (project: Project): number => fitPoints(project, profiles().fit, usdRate(project.currency));
  const englishAssumed = assumesEnglish(profiles().settings.languages, modelWritesProposals);
  return decisions.map((decision) =>
    decision.kind === 'bid'
      ? {
          project: decision.project,
          outcome: 'queued',
          reasons: [],
          fitScore: (fits.get(decision) as FitScore).score,
          detail: null,
        }
      : {
          project: decision.project,
          outcome: 'skipped',
          reasons: decision.reasons.map((reason) => reason.code),
          fitScore: skipScore(decision.project),
          detail: skipDetail(decision, englishAssumed),
        },
  );
}

/**
 * A scam skip says which request it was; the reason's own message is the same for every scam. A
 * language skip the user's settings did not ask for (English assumed without a model) says why.
 */
function skipDetail(
  decision: Extract<ProjectDecision, { readonly kind: 'skip' }>,
  englishAssumed: boolean,
): string | null {
  for (const reason of decision.reasons)
    if (reason.code === 'BRIEF_SCAM') return projectBriefScreening(decision.project).scam?.message ?? null;
  if (englishAssumed && decision.reasons.some((reason) => reason.code === 'LANGUAGE_MISMATCH'))
    return assumedEnglishMessage(decision.project.language);
  return null;
}
