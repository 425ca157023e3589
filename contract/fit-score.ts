import { adjustedFitScore } from '../core/ports/fit-adjuster.port.js';

/** A fit score with its top reasons, largest first (docs/design.md#fit-score). */
export interface FitResponse {
  readonly score: number;
  readonly reasons: readonly { readonly code: string; readonly points: number; readonly text: string }[];
  /** A language model's adjustment (±15) with its one-line reason, on bids only; absent without one. */
  readonly adjustment?: { readonly points: number; readonly reason: string; readonly adjustedScore: number };
}

export const toFitResponse = (fit: {
  readonly score: number;
  readonly reasons: readonly { readonly code: string; readonly points: number; readonly text: string }[];
  readonly adjustment?: { readonly points: number; readonly reason: string } | null;
}): FitResponse => ({
  score: fit.score,
  reasons: fit.reasons.map((reason) => ({ code: reason.code, points: reason.points, text: reason.text })),
  ...(fit.adjustment === undefined || fit.adjustment === null
    ? {}
    : {
        adjustment: {
          points: fit.adjustment.points,
          reason: fit.adjustment.reason,
          adjustedScore: adjustedFitScore(fit.score, fit.adjustment),
        },
      }),
});
