import type { FitReason } from '../domain/bidding/fit-reasons.js';
import type { Project } from '../domain/bidding/project.js';

/** The most a model may move a fit score either way (docs/design.md#fit-score). */
export const FIT_ADJUSTMENT_LIMIT = 15;
/** A model's reason is one line for the bid detail, not an essay. */
export const FIT_ADJUSTMENT_REASON_MAX = 160;

export interface FitAdjustmentRequest {
  readonly project: Project;
  /** The user's skills, as they typed them. */
  readonly skills: readonly string[];
  /** The core's score and reasons (fit-score.ts). */
  readonly score: number;
  readonly reasons: readonly FitReason[];
}

export interface FitAdjustment {
  /** An integer within ±FIT_ADJUSTMENT_LIMIT; added to the core's score, clamped to 0–100. */
  readonly points: number;
  /** One line, at most FIT_ADJUSTMENT_REASON_MAX characters. */
  readonly reason: string;
}

/**
 * A language model's second opinion on a fit score, read by the bid worker before a bid is placed.
 * Null when it has none (no answer, a bad answer, an outage): the core's score stands, and the bid
 * is never held up for it.
 */
export interface FitAdjuster {
  adjust(request: FitAdjustmentRequest): Promise<FitAdjustment | null>;
}

/** The adjusted score: the core's plus the model's points, kept within 0–100. */
export const adjustedFitScore = (score: number, adjustment: FitAdjustment | null | undefined): number =>
  adjustment === null || adjustment === undefined ? score : Math.min(100, Math.max(0, score + adjustment.points));
