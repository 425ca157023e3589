/**
 * How a prompt experiment's arms compare (docs/design.md#prompt-experiments): each variant against
 * the control with a two-sided two-proportion z-test. Replies decide the winner: a client who
 * writes first is the earliest sign a proposal worked, and they come about ten times as often as
 * awards, so an experiment can end in weeks. Awards are tested and shown too, but never decide.
 */

/** The significance level a winner must reach, after the correction for several variants. */
export const SIGNIFICANCE_LEVEL = 0.05;
/**
 * Placed bids each arm needs before any verdict. Below it a big gap is mostly noise (ten bids and
 * three replies against one), and the normal approximation behind the z-test needs roughly five
 * successes and five failures per arm, which reply rates of 10–30% reach at about 50 bids.
 */
export const MIN_ARM_SAMPLE = 50;

/**
 * The error function by Abramowitz and Stegun's formula 7.1.26: absolute error below 1.5e-7,
 * far finer than a p-value shown to two places needs.
 */
export function erf(x: number): number {
  // The formula leaves 1e-9 at zero; a tie must read p = 1 exactly.
  if (x === 0) return 0;
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** The standard normal distribution's CDF. */
export const normalCdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

/** The chance of a |z| at least this large when the arms do not differ. */
export const twoSidedP = (z: number): number => Math.min(1, Math.max(0, 2 * (1 - normalCdf(Math.abs(z)))));

export interface Proportion {
  readonly successes: number;
  readonly trials: number;
}

export interface ProportionTest {
  /** Positive when the variant's rate is higher. */
  readonly z: number;
  /** Two-sided, as computed. */
  readonly p: number;
}

/**
 * The variant's rate against the control's with the pooled standard error. Arms that cannot
 * differ (an empty arm, or both all-or-nothing alike) answer z 0 and p 1.
 */
export function twoProportionTest(control: Proportion, variant: Proportion): ProportionTest {
  if (control.trials === 0 || variant.trials === 0) return { z: 0, p: 1 };
  const pooled = (control.successes + variant.successes) / (control.trials + variant.trials);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / control.trials + 1 / variant.trials));
  if (standardError === 0) return { z: 0, p: 1 };
  const z = (variant.successes / variant.trials - control.successes / control.trials) / standardError;
  return { z, p: twoSidedP(z) };
}

/** One arm's bids, as the store counts them. */
export interface ArmCounts {
  /** Bids that reached Freelancer (not pending, failed or held). */
  readonly placed: number;
  /** Of those, the ones the client wrote about first. */
  readonly replied: number;
  /** Of those, the ones awarded. */
  readonly awarded: number;
}

export interface ArmTest extends ProportionTest {
  /** p times the number of variants compared (Bonferroni), at most 1: what the verdict reads. */
  readonly pAdjusted: number;
}

/** Where one variant stands against the control on replies. */
export type VariantStanding = 'too-few-bids' | 'no-difference' | 'better' | 'worse';

export interface VariantComparison extends ArmCounts {
  readonly variantId: string;
  readonly replyRate: number;
  readonly awardRate: number;
  readonly replies: ArmTest;
  readonly awards: ArmTest;
  readonly standing: VariantStanding;
}

export type ExperimentVerdict =
  /** A variant gets more replies than the control, significantly, with both arms past the minimum. */
  | { readonly kind: 'winner'; readonly variantId: string; readonly pAdjusted: number }
  /** Some arm has fewer placed bids than the minimum and nothing has been decided. */
  | { readonly kind: 'too-few-bids'; readonly smallestArm: number; readonly minimum: number }
  /** The control gets significantly more replies than every variant that can be judged. */
  | { readonly kind: 'control-better'; readonly pAdjusted: number }
  /** Enough bids everywhere, no significant difference: the smallest adjusted p so far. */
  | { readonly kind: 'no-winner'; readonly pAdjusted: number };

export interface ExperimentComparison {
  readonly control: ArmCounts & { readonly replyRate: number; readonly awardRate: number };
  readonly variants: readonly VariantComparison[];
  readonly verdict: ExperimentVerdict;
}

const rate = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

const armTest = (control: Proportion, variant: Proportion, comparisons: number): ArmTest => {
  const test = twoProportionTest(control, variant);
  return { ...test, pAdjusted: Math.min(1, test.p * comparisons) };
};

/**
 * Every variant against the control. With several variants the p-values are Bonferroni-adjusted
 * (times the number of variants): three variants tested at 0.05 each would name a false winner
 * about one time in seven, and the adjustment keeps that at one in twenty. A winner must beat the
 * control on replies at adjusted p < SIGNIFICANCE_LEVEL with both arms at MIN_ARM_SAMPLE placed bids
 * or more; of several such variants, the higher reply rate wins (then the smaller p, then the
 * earlier variant).
 */
export function compareArms(
  control: ArmCounts,
  variants: readonly (ArmCounts & { readonly variantId: string })[],
): ExperimentComparison {
  const comparisons = Math.max(1, variants.length);
  const controlReplies = { successes: control.replied, trials: control.placed };
  const controlAwards = { successes: control.awarded, trials: control.placed };
  const compared = variants.map((variant): VariantComparison => {
    const replies = armTest(controlReplies, { successes: variant.replied, trials: variant.placed }, comparisons);
    const awards = armTest(controlAwards, { successes: variant.awarded, trials: variant.placed }, comparisons);
    return {
      variantId: variant.variantId,
      placed: variant.placed,
      replied: variant.replied,
      awarded: variant.awarded,
      replyRate: rate(variant.replied, variant.placed),
      awardRate: rate(variant.awarded, variant.placed),
      replies,
      awards,
      standing: standingOf(control, variant, replies),
    };
  });
  return {
    control: {
      ...control,
      replyRate: rate(control.replied, control.placed),
      awardRate: rate(control.awarded, control.placed),
    },
    variants: compared,
    verdict: verdictOf(control, compared),
  };
}

function standingOf(control: ArmCounts, variant: ArmCounts, replies: ArmTest): VariantStanding {
  if (control.placed < MIN_ARM_SAMPLE || variant.placed < MIN_ARM_SAMPLE) return 'too-few-bids';
  if (replies.pAdjusted >= SIGNIFICANCE_LEVEL || replies.z === 0) return 'no-difference';
  return replies.z > 0 ? 'better' : 'worse';
}

function verdictOf(control: ArmCounts, variants: readonly VariantComparison[]): ExperimentVerdict {
  const better = variants.filter((variant) => variant.standing === 'better');
  const [winner] = [...better].sort((a, b) => b.replyRate - a.replyRate || a.replies.pAdjusted - b.replies.pAdjusted);
  if (winner !== undefined) return { kind: 'winner', variantId: winner.variantId, pAdjusted: winner.replies.pAdjusted };
  const waiting = variants.filter((variant) => variant.standing === 'too-few-bids');
  if (waiting.length > 0 || variants.length === 0) {
    return {
      kind: 'too-few-bids',
      smallestArm: Math.min(control.placed, ...waiting.map((variant) => variant.placed)),
      minimum: MIN_ARM_SAMPLE,
    };
  }
  const smallestP = Math.min(...variants.map((variant) => variant.replies.pAdjusted));
  if (variants.every((variant) => variant.standing === 'worse'))
    return { kind: 'control-better', pAdjusted: Math.max(...variants.map((variant) => variant.replies.pAdjusted)) };
  return { kind: 'no-winner', pAdjusted: smallestP };
}
