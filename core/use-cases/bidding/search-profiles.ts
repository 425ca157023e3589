import {
  MAIN_PROFILE_ID,
  MAX_SEARCH_PROFILES,
  profileRulesOf,
  type ProfileRules,
  type SearchProfile,
} from '../../domain/bidding/search-profile.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Repositories } from '../../ports/storage.port.js';
import { checkedRuleChanges } from './rule-changes.js';
import type { UpdateBiddingSettings } from './update-bidding-settings.js';

/** One profile as the user sees it, the main one (id MAIN_PROFILE_ID) and the others alike. */
export interface ProfileSummary {
  readonly id: string;
  readonly name: string;
  /**
   * Whether runs search this profile. Always true for the main one: whether the account bids at
   * all is the settings' isActive, the Start/Stop switch, not a profile's.
   */
  readonly isActive: boolean;
  readonly rules: ProfileRules;
}

export interface NewProfileInput {
  readonly name: string;
  /** The profile whose rules the new one starts from; the main one when absent. */
  readonly copyFrom?: string;
  /** Rules set over the copied ones. */
  readonly rules: Partial<ProfileRules>;
}

export interface ProfileChanges {
  readonly name?: string;
  readonly isActive?: boolean;
  readonly rules: Partial<ProfileRules>;
}

export const MAIN_PROFILE_UNDELETABLE = 'The main profile cannot be deleted';
export const MAIN_PROFILE_ALWAYS_ON = 'The main profile cannot be switched off; stop autobidding to pause it';

const mainProfileOf = (settings: BiddingSettings): ProfileSummary => ({
  id: MAIN_PROFILE_ID,
  name: settings.profileName,
  isActive: true,
  rules: profileRulesOf(settings),
});
const summaryOf = ({ id, name, isActive, rules }: SearchProfile): ProfileSummary => ({ id, name, isActive, rules });
const profileNotFound = (): DomainError => new DomainError('SEARCH_PROFILE_NOT_FOUND', 'Profile not found');

/**
 * The user's search profiles (docs/design.md#search-profiles). The main one is the settings
 * themselves: changing it changes the settings, through the settings' own use case. Every other
 * profile's rules pass the same checks, against its own stored rules.
 */
export class ManageSearchProfiles {
  constructor(
    private readonly repositories: Pick<Repositories, 'settings' | 'searchProfiles'>,
    private readonly updateSettings: Pick<UpdateBiddingSettings, 'execute'>,
  ) {}

  /** The main profile first, then the others oldest first. */
  async list(userId: string): Promise<ProfileSummary[]> {
    const [settings, others] = [
      await this.repositories.settings.get(userId),
      await this.repositories.searchProfiles.list(userId),
    ];
    return [mainProfileOf(settings), ...others.map(summaryOf)];
  }

  async create(user: User, input: NewProfileInput): Promise<ProfileSummary> {
    await this.assertNameFree(user.id, input.name);
    const base = await this.rulesOf(user.id, input.copyFrom ?? MAIN_PROFILE_ID);
    const rules = { ...base, ...checkedRuleChanges(base, input.rules) };
    const created = await this.repositories.searchProfiles.create(
      user.id,
      { name: input.name, isActive: true, rules },
      MAX_SEARCH_PROFILES - 1,
    );
    if (created === null)
      throw new DomainError(
        'SEARCH_PROFILE_LIMIT_REACHED',
        `You can have at most ${MAX_SEARCH_PROFILES} search profiles, the main one included; delete one to add another`,
      );
    return summaryOf(created);
  }

  async update(user: User, id: string, changes: ProfileChanges): Promise<ProfileSummary> {
    if (id === MAIN_PROFILE_ID) return this.updateMain(user, changes);
    const current = await this.repositories.searchProfiles.find(user.id, id);
    if (current === null) throw profileNotFound();
    if (changes.name !== undefined) await this.assertNameFree(user.id, changes.name, id);
    const rules = checkedRuleChanges(current.rules, changes.rules);
    const updated = await this.repositories.searchProfiles.update(user.id, id, {
      name: changes.name,
      isActive: changes.isActive,
      rules,
    });
    if (updated === null) throw profileNotFound();
    return summaryOf(updated);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (id === MAIN_PROFILE_ID) throw new DomainError('CONFLICT', MAIN_PROFILE_UNDELETABLE);
    if (!(await this.repositories.searchProfiles.delete(userId, id))) throw profileNotFound();
  }

  private async updateMain(user: User, changes: ProfileChanges): Promise<ProfileSummary> {
    if (changes.isActive === false) throw validationFailed(MAIN_PROFILE_ALWAYS_ON, 'isActive');
    if (changes.name !== undefined) await this.assertNameFree(user.id, changes.name, MAIN_PROFILE_ID);
    const settings = await this.updateSettings.execute(user, {
      ...changes.rules,
      ...(changes.name === undefined ? {} : { profileName: changes.name }),
    });
    return mainProfileOf(settings);
  }

  private async rulesOf(userId: string, id: string): Promise<ProfileRules> {
    if (id === MAIN_PROFILE_ID) return profileRulesOf(await this.repositories.settings.get(userId));
    const profile = await this.repositories.searchProfiles.find(userId, id);
    if (profile === null) throw new DomainError('SEARCH_PROFILE_NOT_FOUND', 'The profile to copy was not found');
    return profile.rules;
  }

  /** Names are told apart without regard to case, as a person reads them. */
  private async assertNameFree(userId: string, name: string, exceptId?: string): Promise<void> {
    const key = name.trim().toLowerCase();
    const taken = (await this.list(userId)).some(
      (profile) => profile.id !== exceptId && profile.name.trim().toLowerCase() === key,
    );
    if (taken)
      throw new DomainError('SEARCH_PROFILE_NAME_TAKEN', `You already have a profile named "${name.trim()}"`, {
        field: 'name',
      });
  }
}
