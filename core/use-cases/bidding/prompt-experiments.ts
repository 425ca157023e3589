import { DEFAULT_PROMPT } from '../../domain/bidding/default-prompt.js';
import { compareArms, type ExperimentComparison } from '../../domain/bidding/experiment-stats.js';
import {
  checkedVariants,
  controlShareOf,
  experimentOf,
  planVariantChange,
  type PromptVariant,
  type VariantChange,
} from '../../domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID, type ProfileRules } from '../../domain/bidding/search-profile.js';
import { DomainError } from '../../domain/errors.js';
import type { Repositories, Storage } from '../../ports/storage.port.js';

/** One profile's experiment as the user sees it: the arms, how they compare, and the prompt the control writes with. */
export interface ExperimentView {
  readonly profileId: string;
  readonly profileName: string;
  /** The profile's own prompt: the control's. */
  readonly controlPrompt: string;
  /** False without running variants; the rest is then empty. */
  readonly running: boolean;
  readonly startedAt: Date | null;
  readonly controlSharePercent: number;
  readonly variants: readonly PromptVariant[];
  /** Null when no experiment runs. */
  readonly comparison: ExperimentComparison | null;
}

export const NOT_THE_WINNER = 'Only a variant that gets clearly more replies than your current prompt can be promoted';
export const EXPERIMENT_ENDED = 'This experiment has already ended';

const profileNotFound = (): DomainError => new DomainError('SEARCH_PROFILE_NOT_FOUND', 'Profile not found');
const variantNotFound = (): DomainError => new DomainError('PROMPT_VARIANT_NOT_FOUND', 'Variant not found');

/** The prompt a profile's rules write with: the custom one when switched on and written, else the default. */
const promptOf = (rules: Pick<ProfileRules, 'useCustomPrompt' | 'customPrompt'>): string =>
  rules.useCustomPrompt && rules.customPrompt.trim() !== '' ? rules.customPrompt : DEFAULT_PROMPT;

/**
 * Prompt experiments (docs/design.md#prompt-experiments): start, change and stop a profile's
 * variants, read how they do against its own prompt, and promote the winner to be that prompt.
 * Every profile and variant is looked up by its user, so another user's ids are not found.
 */
export class ManagePromptExperiments {
  constructor(
    private readonly storage: Pick<Storage, 'settings' | 'searchProfiles' | 'promptExperiments' | 'transaction'>,
  ) {}

  async get(userId: string, profileId: string): Promise<ExperimentView> {
    const profile = await this.profile(this.storage, userId, profileId);
    const experiment = experimentOf(profileId, await this.storage.promptExperiments.running(userId, profileId));
    const base = { profileId, profileName: profile.name, controlPrompt: promptOf(profile.rules) };
    if (experiment === null)
      return { ...base, running: false, startedAt: null, controlSharePercent: 100, variants: [], comparison: null };
    return {
      ...base,
      running: true,
      startedAt: experiment.startedAt,
      controlSharePercent: controlShareOf(experiment.variants),
      variants: experiment.variants,
      comparison: await this.compare(userId, profileId, experiment.variants, experiment.startedAt),
    };
  }

  /**
   * Starts the profile's experiment, or changes it: variants sent with the id of a running one keep
   * its bids while their prompt stays the same; the running ones left out end.
   */
  async change(userId: string, profileId: string, variants: readonly VariantChange[]): Promise<ExperimentView> {
    await this.profile(this.storage, userId, profileId);
    const checked = checkedVariants(variants).map((variant, index) => ({
      ...variant,
      ...(variants[index]?.id === undefined ? {} : { id: variants[index].id }),
    }));
    const running = await this.storage.promptExperiments.running(userId, profileId);
    await this.storage.promptExperiments.change(userId, profileId, planVariantChange(running, checked));
    return this.get(userId, profileId);
  }

  /** Ends the profile's experiment; the profile keeps its own prompt. How many variants ended (0: none was running). */
  async stop(userId: string, profileId: string): Promise<number> {
    await this.profile(this.storage, userId, profileId);
    return this.storage.promptExperiments.end(userId, profileId);
  }

  /**
   * Makes the winning variant the profile's custom prompt, switched on, and ends the experiment, in
   * one transaction. Only the named winner: promoting a variant that merely looks ahead would
   * throw away the point of the test. Of two promotions at once, one takes effect and the other
   * finds the experiment ended.
   */
  async promote(userId: string, variantId: string): Promise<ExperimentView> {
    const variant = await this.storage.promptExperiments.find(userId, variantId);
    if (variant === null) throw variantNotFound();
    if (variant.endedAt !== null) throw new DomainError('CONFLICT', EXPERIMENT_ENDED);
    const view = await this.get(userId, variant.profileId);
    const verdict = view.comparison?.verdict;
    if (verdict?.kind !== 'winner' || verdict.variantId !== variant.id)
      throw new DomainError('CONFLICT', NOT_THE_WINNER);
    await this.storage.transaction(async (repositories) => {
      const ended = await repositories.promptExperiments.endWithVariant(userId, variant.id);
      if (ended === null) throw new DomainError('CONFLICT', EXPERIMENT_ENDED);
      await this.usePrompt(repositories, userId, variant.profileId, ended.prompt);
    });
    return this.get(userId, variant.profileId);
  }

  private async usePrompt(
    repositories: Repositories,
    userId: string,
    profileId: string,
    prompt: string,
  ): Promise<void> {
    if (profileId === MAIN_PROFILE_ID) {
      await repositories.settings.update(userId, { useCustomPrompt: true, customPrompt: prompt });
      return;
    }
    const updated = await repositories.searchProfiles.update(userId, profileId, {
      rules: { useCustomPrompt: true, customPrompt: prompt },
    });
    // The profile was deleted since: nothing is promoted, and the experiment stays as it was.
    if (updated === null) throw profileNotFound();
  }

  private async compare(
    userId: string,
    profileId: string,
    variants: readonly PromptVariant[],
    since: Date,
  ): Promise<ExperimentComparison> {
    const outcomes = await this.storage.promptExperiments.outcomes({
      userId,
      profileId,
      since,
      variantIds: variants.map((variant) => variant.id),
    });
    return compareArms(
      outcomes.control,
      variants.map((variant) => ({
        variantId: variant.id,
        ...(outcomes.variants.get(variant.id) ?? { placed: 0, replied: 0, awarded: 0 }),
      })),
    );
  }

  /** The user's profile by id, the main one being the settings; SEARCH_PROFILE_NOT_FOUND for anyone else's. */
  private async profile(
    repositories: Pick<Repositories, 'settings' | 'searchProfiles'>,
    userId: string,
    profileId: string,
  ): Promise<{ readonly name: string; readonly rules: ProfileRules }> {
    if (profileId === MAIN_PROFILE_ID) {
      const settings = await repositories.settings.get(userId);
      return { name: settings.profileName, rules: settings };
    }
    const profile = await repositories.searchProfiles.find(userId, profileId);
    if (profile === null) throw profileNotFound();
    return profile;
  }
}
