import { z } from 'zod';
import type { MAX_SEARCH_PROFILES } from '../core/domain/bidding/search-profile.js';
import {
  MAIN_PROFILE_ID,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_RULE_FIELDS,
  type ProfileRuleField,
  type ProfileRules,
} from '../core/domain/bidding/search-profile.js';
import { hasNoInvisibleCharacter } from './common.js';
import { settingsFields } from './settings-fields.js';
import { budgetBoundsIssue } from './what-gets-bid-settings.js';

/**
 * Search profiles on the wire (docs/design.md#search-profiles): the main profile (id `main`) is the
 * bidding settings themselves; the others hold their own rules. Every rule is validated as
 * PUT /api/bidding/settings validates it.
 */

const name = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(PROFILE_NAME_MAX_LENGTH, `name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`)
  .refine(hasNoInvisibleCharacter, 'name cannot contain invisible or control characters');

const ruleFields = Object.fromEntries(PROFILE_RULE_FIELDS.map((field) => [field, settingsFields[field]])) as {
  readonly [F in ProfileRuleField]: (typeof settingsFields)[F];
};

const withBudgetBounds = <
  T extends Partial<
    Record<'fixedBudgetMinUsd' | 'fixedBudgetMaxUsd' | 'hourlyBudgetMinUsd' | 'hourlyBudgetMaxUsd', number | null>
  >,
>(
  body: T,
  ctx: z.RefinementCtx,
): void => {
  const problem = budgetBoundsIssue(body);
  if (problem !== null) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

/** The rules a body names, apart from its other fields, as the use cases take them. */
const rulesOf = (body: Partial<Record<string, unknown>>): Partial<ProfileRules> =>
  Object.fromEntries(
    PROFILE_RULE_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  ) as Partial<ProfileRules>;

/** PUT /api/bidding/profiles/:id: the name, the switch and any subset of the rules; what is left out keeps its value. */
export const UpdateProfileBody = z
  .strictObject({ name, isActive: z.boolean({ error: 'isActive must be true or false' }), ...ruleFields })
  .partial()
  .superRefine(withBudgetBounds);
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** A parsed PUT body as the use case takes it: the name and the switch apart from the rules. */
export const profileChangesOf = (body: z.output<typeof UpdateProfileBody>) => ({
  name: body.name,
  isActive: body.isActive,
  rules: rulesOf(body),
});

/** POST /api/bidding/profiles: a new profile, its rules copied from `copyFrom` (default: the main profile), then any rules given. */
export const CreateProfileBody = z
  .strictObject({
    name,
    copyFrom: z.string({ error: 'copyFrom must be a profile id' }).max(64, 'copyFrom must be a profile id').optional(),
    ...z.strictObject(ruleFields).partial().shape,
  })
  .superRefine(withBudgetBounds);
export type CreateProfileBody = z.input<typeof CreateProfileBody>;

/**
 * A parsed POST body as the use case takes it. The bodies stay flat on the wire (the screens'
 * forms parse with them and send what they parsed); only the server splits them.
 */
export const newProfileOf = (body: z.output<typeof CreateProfileBody>) => ({
  name: body.name,
  ...(body.copyFrom === undefined ? {} : { copyFrom: body.copyFrom }),
  rules: rulesOf(body),
});

export const ProfileParams = z.object({ id: z.string().min(1).max(64) });

/**
 * One profile as the screens read it; `rules` has every rule field. The main profile's `isActive`
 * is always true: whether the account bids at all is the settings' `isActive`, the Start/Stop switch.
 */
export const toProfileView = (profile: {
  readonly id: string;
  readonly name: string;
  readonly isActive: boolean;
  readonly rules: ProfileRules;
}) => ({
  id: profile.id,
  name: profile.name,
  isMain: profile.id === MAIN_PROFILE_ID,
  isActive: profile.isActive,
  rules: {
    ...profile.rules,
    skills: [...profile.rules.skills],
    excludedKeywords: [...profile.rules.excludedKeywords],
    requiredKeywords: [...profile.rules.requiredKeywords],
    languages: [...profile.rules.languages],
  },
});
export type ProfileView = ReturnType<typeof toProfileView>;

/** GET /api/bidding/profiles: the main profile first, then the others oldest first. */
export interface ProfilesResponse {
  readonly success: true;
  readonly profiles: readonly ProfileView[];
  /** Profiles an account may have, the main one included. */
  readonly max: typeof MAX_SEARCH_PROFILES;
}

/** POST, PUT: the profile as stored. */
export interface ProfileResponse {
  readonly success: true;
  readonly message: string;
  readonly profile: ProfileView;
}
