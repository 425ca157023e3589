import { validationFailed, type DomainError } from '../errors.js';
import { hasInvisibleCharacter } from '../text/display-text.js';
import { CUSTOM_PROMPT_MAX_LENGTH } from './settings.js';

/**
 * Prompt experiments (docs/design.md#prompt-experiments): a search profile's own prompt is the
 * control, and up to MAX_PROMPT_VARIANTS other prompts take a share of its bids each. The split is
 * decided by the bid's id alone, so a retry or a rewrite of a bid keeps its arm.
 */

export const MAX_PROMPT_VARIANTS = 3;
export const VARIANT_NAME_MAX_LENGTH = 60;
/**
 * The smallest share a variant may take, in percent: below it a variant collects its minimum
 * sample so slowly the experiment never ends.
 */
export const MIN_VARIANT_SHARE = 5;
/**
 * The control keeps at least this share, in percent: every variant is compared with it, so a
 * starved control would leave every comparison waiting.
 */
export const MIN_CONTROL_SHARE = 10;
export const MAX_VARIANTS_SHARE = 100 - MIN_CONTROL_SHARE;

/** A variant as the user names it: its prompt and the share of the profile's bids it takes. */
export interface VariantInput {
  readonly name: string;
  readonly prompt: string;
  /** Whole percent. */
  readonly sharePercent: number;
}

/** One stored variant; an ended one is kept, so its bids still name it. */
export interface PromptVariant extends VariantInput {
  readonly id: string;
  readonly userId: string;
  /** MAIN_PROFILE_ID for the main profile. */
  readonly profileId: string;
  /** Where it stands among the experiment's variants (0 first): the split's order and the screen's. */
  readonly position: number;
  readonly createdAt: Date;
  /** When it was stopped, replaced or promoted; null while running. */
  readonly endedAt: Date | null;
}

/** A profile's running variants, in position order, and since when its control's bids count. */
export interface PromptExperiment {
  readonly profileId: string;
  readonly variants: readonly PromptVariant[];
  /**
   * The oldest running variant's start: the control's bids count from here, so bids from before
   * the experiment never join its control arm.
   */
  readonly startedAt: Date;
}

/** The running variants as an experiment, or null when there are none. */
export function experimentOf(profileId: string, running: readonly PromptVariant[]): PromptExperiment | null {
  if (running.length === 0) return null;
  const variants = [...running].sort(
    (a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const startedAt = new Date(Math.min(...variants.map((variant) => variant.createdAt.getTime())));
  return { profileId, variants, startedAt };
}

export const controlShareOf = (variants: readonly Pick<VariantInput, 'sharePercent'>[]): number =>
  100 - variants.reduce((sum, variant) => sum + variant.sharePercent, 0);

/** Line breaks and tabs belong in a prompt; no other control character does. */
const hasControlCharacter = (prompt: string): boolean => /\p{Cc}/u.test(prompt.replace(/[\n\r\t]/g, ''));

/**
 * The variants as they are kept: names and prompts trimmed, every rule checked. The first problem
 * found is thrown, naming its field (`variants.<index>.<field>`) so a form can show it in place.
 */
export function checkedVariants(variants: readonly VariantInput[]): readonly VariantInput[] {
  if (variants.length === 0) throw validationFailed('Add at least one variant, or stop the experiment', 'variants');
  if (variants.length > MAX_PROMPT_VARIANTS)
    throw validationFailed(`An experiment has at most ${MAX_PROMPT_VARIANTS} variants`, 'variants');
  const names = new Set<string>();
  const checked = variants.map((variant, index) => {
    const problem = variantProblem(variant, index, names);
    if (problem !== null) throw problem;
    names.add(variant.name.trim().toLowerCase());
    return { name: variant.name.trim(), prompt: variant.prompt.trim(), sharePercent: variant.sharePercent };
  });
  if (controlShareOf(checked) < MIN_CONTROL_SHARE)
    throw validationFailed(
      `The variants may take at most ${MAX_VARIANTS_SHARE}% together: your current prompt keeps at least ${MIN_CONTROL_SHARE}%`,
      'variants',
    );
  return checked;
}

function variantProblem(variant: VariantInput, index: number, takenNames: ReadonlySet<string>): DomainError | null {
  const field = (name: keyof VariantInput): string => `variants.${index}.${name}`;
  const name = variant.name.trim();
  const prompt = variant.prompt.trim();
  if (name === '') return validationFailed('Give the variant a name', field('name'));
  if (name.length > VARIANT_NAME_MAX_LENGTH)
    return validationFailed(`A variant's name is at most ${VARIANT_NAME_MAX_LENGTH} characters`, field('name'));
  if (hasInvisibleCharacter(name, { allowJoiners: false }))
    return validationFailed("A variant's name cannot contain invisible or control characters", field('name'));
  if (takenNames.has(name.toLowerCase())) return validationFailed('Two variants cannot share a name', field('name'));
  if (prompt === '') return validationFailed('Write the variant’s prompt', field('prompt'));
  if (prompt.length > CUSTOM_PROMPT_MAX_LENGTH)
    return validationFailed(`A prompt is at most ${CUSTOM_PROMPT_MAX_LENGTH} characters`, field('prompt'));
  if (hasControlCharacter(prompt))
    return validationFailed('A prompt cannot contain control characters', field('prompt'));
  if (
    !Number.isInteger(variant.sharePercent) ||
    variant.sharePercent < MIN_VARIANT_SHARE ||
    variant.sharePercent > MAX_VARIANTS_SHARE
  ) {
    return validationFailed(
      `A variant's share is a whole percent from ${MIN_VARIANT_SHARE} to ${MAX_VARIANTS_SHARE}`,
      field('sharePercent'),
    );
  }
  return null;
}

/**
 * A bid id's place on the split, in [0, 100): FNV-1a over its UTF-16 units, finished with
 * MurmurHash3's fmix32 so ids that differ in their last characters (sequential or UUIDs alike)
 * still spread over the whole range.
 */
export function splitPoint(bidId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < bidId.length; index++) {
    hash ^= bidId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return ((hash >>> 0) / 2 ** 32) * 100;
}

/**
 * The variant a bid is written with, or null for the control. The variants take the first shares
 * of the range in their order and the control the rest, so the same bid always lands on the same arm.
 */
export function armForBid(
  bidId: string,
  experiment: Pick<PromptExperiment, 'variants'> | null,
): Pick<PromptVariant, 'id' | 'prompt'> | null {
  if (experiment === null) return null;
  const point = splitPoint(bidId);
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += variant.sharePercent;
    if (point < upTo) return variant;
  }
  return null;
}

/** A variant the user sends: a new one, or a running one by its id. */
export interface VariantChange extends VariantInput {
  readonly id?: string;
}

/** How the stored variants change: these keep their rows with a new name, share and place; these start; every other running one ends. */
export interface VariantPlan {
  readonly keep: readonly (Omit<VariantInput, 'prompt'> & Pick<PromptVariant, 'id' | 'position'>)[];
  readonly add: readonly (VariantInput & Pick<PromptVariant, 'position'>)[];
}

/**
 * The change from the running variants to the ones asked for. A variant keeps its row, and so its
 * bids, only while its prompt stays the same: a new prompt is a new arm, whose replies owe nothing
 * to the old text. An id that is not one of the running variants (ended, or someone else's) starts
 * a new one, so it can never touch a row it does not name.
 */
export function planVariantChange(running: readonly PromptVariant[], wanted: readonly VariantChange[]): VariantPlan {
  const byId = new Map(running.map((variant) => [variant.id, variant]));
  const keep: VariantPlan['keep'][number][] = [];
  const add: VariantPlan['add'][number][] = [];
  wanted.forEach((variant, position) => {
    const current = variant.id === undefined ? undefined : byId.get(variant.id);
    if (current !== undefined && current.prompt === variant.prompt) {
      byId.delete(current.id);
      keep.push({ id: current.id, name: variant.name, sharePercent: variant.sharePercent, position });
    } else {
      add.push({ name: variant.name, prompt: variant.prompt, sharePercent: variant.sharePercent, position });
    }
  });
  return { keep, add };
}
