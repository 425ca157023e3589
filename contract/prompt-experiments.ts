import { z } from 'zod';
import {
  MIN_ARM_SAMPLE,
  SIGNIFICANCE_LEVEL,
  type ExperimentVerdict,
  type VariantStanding,
} from '../core/domain/bidding/experiment-stats.js';
import {
  MAX_PROMPT_VARIANTS,
  MAX_VARIANTS_SHARE,
  MIN_CONTROL_SHARE,
  MIN_VARIANT_SHARE,
  VARIANT_NAME_MAX_LENGTH,
} from '../core/domain/bidding/prompt-experiment.js';
import { CUSTOM_PROMPT_MAX_LENGTH } from '../core/domain/bidding/settings.js';
import type { ExperimentView } from '../core/use-cases/bidding/prompt-experiments.js';
import { hasNoInvisibleCharacter } from './common.js';

/**
 * Prompt experiments on the wire (docs/design.md#prompt-experiments), under /api/bidding/experiments:
 * GET ?profileId=, PUT (start or change), DELETE ?profileId= (stop), POST /:variantId/promote.
 * The core checks every rule again; these schemas give a form the same messages first.
 */

const id = (field: string) =>
  z
    .string({ error: `${field} must be an id` })
    .min(1, `${field} is required`)
    .max(64, `${field} must be an id`)
    .refine(hasNoInvisibleCharacter, `${field} must be an id`);

export const ExperimentQuery = z.object({ profileId: id('profileId') });
export type ExperimentQuery = z.input<typeof ExperimentQuery>;

export const VariantParams = z.object({ variantId: id('variantId') });

export const VariantBody = z.strictObject({
  /** A running variant's id keeps its bids while its prompt stays the same; absent: a new variant. */
  id: id('id').optional(),
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'Give the variant a name')
    .max(VARIANT_NAME_MAX_LENGTH, `A variant's name is at most ${VARIANT_NAME_MAX_LENGTH} characters`)
    .refine(hasNoInvisibleCharacter, "A variant's name cannot contain invisible or control characters"),
  prompt: z
    .string({ error: 'prompt must be text' })
    .trim()
    .min(1, 'Write the variant’s prompt')
    .max(CUSTOM_PROMPT_MAX_LENGTH, `A prompt is at most ${CUSTOM_PROMPT_MAX_LENGTH} characters`),
  sharePercent: z
    .number({ error: 'sharePercent must be a number' })
    .int('A share is a whole percent')
    .min(MIN_VARIANT_SHARE, `A variant's share is at least ${MIN_VARIANT_SHARE}%`)
    .max(MAX_VARIANTS_SHARE, `A variant's share is at most ${MAX_VARIANTS_SHARE}%`),
});
export type VariantBody = z.input<typeof VariantBody>;

/** An experiment's variants together: the screen's form validates with it before sending. */
export const VariantList = z
  .array(VariantBody, { error: 'variants must be a list' })
  .min(1, 'Add at least one variant, or stop the experiment')
  .max(MAX_PROMPT_VARIANTS, `An experiment has at most ${MAX_PROMPT_VARIANTS} variants`)
  .superRefine((variants, ctx) => {
    const total = variants.reduce((sum, variant) => sum + variant.sharePercent, 0);
    if (total > MAX_VARIANTS_SHARE)
      ctx.addIssue({
        code: 'custom',
        message: `The variants may take at most ${MAX_VARIANTS_SHARE}% together: your current prompt keeps at least ${MIN_CONTROL_SHARE}%`,
      });
  });

export const PutExperimentBody = z.strictObject({ profileId: id('profileId'), variants: VariantList });
export type PutExperimentBody = z.input<typeof PutExperimentBody>;

/** The arm id of the profile's own prompt. */
export const CONTROL_ARM_ID = 'control';

/** One arm's row of the screen's table. */
export interface ArmView {
  /** CONTROL_ARM_ID, or the variant's id. */
  readonly id: string;
  readonly isControl: boolean;
  readonly name: string;
  readonly prompt: string;
  readonly sharePercent: number;
  readonly placed: number;
  readonly replied: number;
  /** 0–1. */
  readonly replyRate: number;
  readonly awarded: number;
  readonly awardRate: number;
  /** Against the control, Bonferroni-adjusted for the number of variants; null for the control itself. */
  readonly replyPValue: number | null;
  readonly awardPValue: number | null;
  /** Null for the control. */
  readonly standing: VariantStanding | null;
}

export type VerdictView =
  | { readonly kind: 'winner'; readonly variantId: string; readonly variantName: string; readonly pValue: number }
  | { readonly kind: 'too-few-bids'; readonly smallestArm: number; readonly minimum: number }
  | { readonly kind: 'control-better'; readonly pValue: number }
  | { readonly kind: 'no-winner'; readonly pValue: number };

export interface ExperimentWire {
  readonly profileId: string;
  readonly profileName: string;
  readonly controlPrompt: string;
  readonly running: boolean;
  /** ISO time; null when no experiment runs. */
  readonly startedAt: string | null;
  readonly controlSharePercent: number;
  /** The control first, then the variants in order; empty when no experiment runs. */
  readonly arms: readonly ArmView[];
  /** Null when no experiment runs. */
  readonly verdict: VerdictView | null;
  /** Placed bids each arm needs before a verdict, and the level a winner must reach. */
  readonly minimumSample: number;
  readonly significanceLevel: number;
}

export interface ExperimentResponse {
  readonly success: true;
  readonly message?: string;
  readonly experiment: ExperimentWire;
}

const verdictView = (verdict: ExperimentVerdict, names: ReadonlyMap<string, string>): VerdictView => {
  switch (verdict.kind) {
    case 'winner':
      return {
        kind: 'winner',
        variantId: verdict.variantId,
        variantName: names.get(verdict.variantId) ?? '',
        pValue: verdict.pAdjusted,
      };
    case 'too-few-bids':
      return verdict;
    case 'control-better':
    case 'no-winner':
      return { kind: verdict.kind, pValue: verdict.pAdjusted };
  }
};

export const toExperimentWire = (view: ExperimentView): ExperimentWire => {
  const comparison = view.comparison;
  const byId = new Map(comparison?.variants.map((variant) => [variant.variantId, variant]) ?? []);
  const arms: ArmView[] =
    comparison === null
      ? []
      : [
          {
            id: CONTROL_ARM_ID,
            isControl: true,
            name: 'Current prompt',
            prompt: view.controlPrompt,
            sharePercent: view.controlSharePercent,
            ...comparison.control,
            replyPValue: null,
            awardPValue: null,
            standing: null,
          },
          ...view.variants.map((variant): ArmView => {
            const compared = byId.get(variant.id);
            return {
              id: variant.id,
              isControl: false,
              name: variant.name,
              prompt: variant.prompt,
              sharePercent: variant.sharePercent,
              placed: compared?.placed ?? 0,
              replied: compared?.replied ?? 0,
              replyRate: compared?.replyRate ?? 0,
              awarded: compared?.awarded ?? 0,
              awardRate: compared?.awardRate ?? 0,
              replyPValue: compared?.replies.pAdjusted ?? 1,
              awardPValue: compared?.awards.pAdjusted ?? 1,
              standing: compared?.standing ?? 'too-few-bids',
            };
          }),
        ];
  return {
    profileId: view.profileId,
    profileName: view.profileName,
    controlPrompt: view.controlPrompt,
    running: view.running,
    startedAt: view.startedAt?.toISOString() ?? null,
    controlSharePercent: view.controlSharePercent,
    arms,
    verdict:
      comparison === null
        ? null
        : verdictView(comparison.verdict, new Map(view.variants.map((variant) => [variant.id, variant.name]))),
    minimumSample: MIN_ARM_SAMPLE,
    significanceLevel: SIGNIFICANCE_LEVEL,
  };
};
