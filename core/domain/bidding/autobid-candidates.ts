import { fitPoints } from './fit-score.js';
import type { Project } from './project.js';
import type { ProfileEnv } from './rule-env.js';

/** A project the run may bid, with the profile that would bid it. */
export interface Candidate {
  readonly index: number;
  readonly project: Project;
  /** The first profile of the run whose rules accept the project: it bids it. */
  readonly profile: ProfileEnv;
  /** The fit score once computed (with a minimum fit set, or when the run is capped and ranks); -1 before. */
  fit: number;
}

/** Every field set at once: candidates of one shape keep the screen's and the ranking's property loads monomorphic. */
export const candidateOf = (index: number, project: Project, profile: ProfileEnv): Candidate => ({
  index,
  project,
  profile,
  fit: -1,
});

/** The project's fit for the profile that would bid it: each profile weighs fit by its own skills and budgets. */
export const fitOf = (candidate: Candidate): number => {
  if (candidate.fit < 0) {
    const { profile, project } = candidate;
    candidate.fit = fitPoints(project, profile.fit.env, profile.env.usdRate(project.currency));
  }
  return candidate.fit;
};

/**
 * The first `window` of `ordered`, best fit first; newest, then feed order on ties (`ordered` is
 * newest first already, so its place breaks ties). Candidates of every profile rank together: the
 * cap is the account's. A tick ranks about twenty candidates for most of its users: an insertion
 * that moves a candidate only past strictly worse fits is stable and beats Array#sort there.
 */
export function bestFirst(ordered: readonly Candidate[], window: number): Candidate[] {
  const count = Math.min(window, ordered.length);
  const ranked = new Array<Candidate>(count);
  for (let place = 0; place < count; place++) {
    const candidate = ordered[place] as Candidate;
    const fit = fitOf(candidate);
    let at = place;
    while (at > 0 && (ranked[at - 1] as Candidate).fit < fit) {
      ranked[at] = ranked[at - 1] as Candidate;
      at -= 1;
    }
    ranked[at] = candidate;
  }
  return ranked;
}

/** Newest first, feed order on ties. Only eligible projects get sorted, and only when capped. */
export const newestFirst = (candidates: readonly Candidate[]): Candidate[] =>
  [...candidates].sort((a, b) => b.project.postedAt.getTime() - a.project.postedAt.getTime() || a.index - b.index);
