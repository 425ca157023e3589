import type { ArmCounts } from '../domain/bidding/experiment-stats.js';
import type { PromptVariant, VariantPlan } from '../domain/bidding/prompt-experiment.js';

/** Placed bids, replies and awards of one experiment's arms (docs/design.md#prompt-experiments). */
export interface ArmOutcomes {
  /** The profile's bids written with its own prompt since the experiment started. */
  readonly control: ArmCounts;
  /** By variant id; a variant without a placed bid counts zero. */
  readonly variants: ReadonlyMap<string, ArmCounts>;
}

export interface OutcomeQuery {
  readonly userId: string;
  /** MAIN_PROFILE_ID for the main profile, whose bids carry no profile id. */
  readonly profileId: string;
  /** The control counts the profile's bids without a variant placed (submittedAt) at or after this. */
  readonly since: Date;
  readonly variantIds: readonly string[];
}

/** The prompt variants of each user's search profiles, and the outcomes of the bids written with them. */
export interface PromptExperimentRepository {
  /** The profile's running variants, in position order; empty when it runs no experiment. */
  running(userId: string, profileId: string): Promise<readonly PromptVariant[]>;
  /** The user's variant, running or ended; null when absent or another user's. */
  find(userId: string, id: string): Promise<PromptVariant | null>;
  /**
   * Applies the plan to the profile's running variants at once: the kept ones (running, of this
   * user and profile) take their new name, share and position, the added ones start now, and every
   * other running one ends now. Answers the running variants after it.
   */
  change(userId: string, profileId: string, plan: VariantPlan): Promise<readonly PromptVariant[]>;
  /** Ends every running variant of the profile now; how many ended. */
  end(userId: string, profileId: string): Promise<number>;
  /**
   * Ends the running experiment the variant belongs to, but only while that variant still runs:
   * of two promotions at once, one ends it and the other answers null. Answers the variant as it was.
   */
  endWithVariant(userId: string, variantId: string): Promise<PromptVariant | null>;
  /** Every arm's counts in one grouped read of the bids, never by loading them. */
  outcomes(query: OutcomeQuery): Promise<ArmOutcomes>;
}
