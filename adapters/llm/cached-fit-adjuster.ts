import { normalizeSkill } from '../../core/domain/bidding/skill-matching.js';
import type { FitAdjuster, FitAdjustment, FitAdjustmentRequest } from '../../core/ports/fit-adjuster.port.js';

/** Projects judged and kept: a few hours of Freelancer's feed for the distinct skill sets bidding on it. */
const DEFAULT_ENTRIES = 5_000;

/**
 * One judgement per project and skill set: users with the same skills bidding on one project ask
 * the model once. The answer (null included) is kept, the oldest entry dropped first; a call under
 * way is shared, so two workers asking at once pay once.
 */
export class CachedFitAdjuster implements FitAdjuster {
  private readonly answers = new Map<string, Promise<FitAdjustment | null>>();

  constructor(
    private readonly inner: FitAdjuster,
    private readonly entries = DEFAULT_ENTRIES,
  ) {}

  adjust(request: FitAdjustmentRequest): Promise<FitAdjustment | null> {
    const key = `${request.project.id}\n${[...new Set(request.skills.map(normalizeSkill))].sort().join('\n')}`;
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = this.inner.adjust(request).catch(() => null);
      this.answers.set(key, answer);
      if (this.answers.size > this.entries) this.answers.delete(this.answers.keys().next().value as string);
    }
    return answer;
  }
}
