/** Why a fit score is what it is: the factors' reasons, how one reads, and which of them a score keeps (see fit-score.ts). */

export const FIT_REASON_CODES = [
  'skills',
  'budget',
  'competition',
  'price_vs_average',
  'payment_verified',
  'client_rating',
  'client_age',
  'project_age',
  'upgrades',
] as const;
export type FitReasonCode = (typeof FIT_REASON_CODES)[number];

export interface FitReason {
  readonly code: FitReasonCode;
  /** What the factor added (positive) or took (negative). */
  readonly points: number;
  /** Short, for the user: "shares 4 of 5 skills". */
  readonly text: string;
}

/** The reason as one line: "+18 shares 4 of 5 skills", "−12 client payment not verified". */
export const fitReasonLine = (reason: Pick<FitReason, 'points' | 'text'>): string =>
  `${reason.points >= 0 ? '+' : '−'}${Math.abs(reason.points)} ${reason.text}`;

/** Where a factor's reason goes; absent when only the number is wanted (ranking), so no text is built. */
export type Sink = FitReason[] | undefined;

/** The factor's points, its reason written to the sink when one is wanted and the points are not 0. */
export function add(sink: Sink, code: FitReasonCode, points: number, text: () => string): number {
  if (sink !== undefined && points !== 0) sink.push({ code, points, text: text() });
  return points;
}

/**
 * The `count` reasons that moved the score most, largest first; among equal weights the factor
 * listed first stays first. An insertion into a short list: a tick asks this of every bid it
 * queues, and Array#sort's work array for nine reasons costs more than the sort.
 */
export function strongestReasons(reasons: readonly FitReason[], count: number): FitReason[] {
  const kept: FitReason[] = [];
  for (const reason of reasons) {
    const weight = Math.abs(reason.points);
    let at = kept.length;
    while (at > 0 && Math.abs((kept[at - 1] as FitReason).points) < weight) at -= 1;
    if (at >= count) continue;
    // Shift the weaker ones down one place (the last falls off when the list is full), then insert.
    for (let from = Math.min(kept.length, count - 1); from > at; from -= 1) kept[from] = kept[from - 1] as FitReason;
    kept[at] = reason;
  }
  return kept;
}
