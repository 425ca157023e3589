import { fitEnv, type FitEnv } from '../../../domain/bidding/fit-env.js';
import type { RunSettings } from '../../../domain/bidding/settings.js';
import { skillSet } from '../../../domain/bidding/skill-matching.js';
import type { RunAccount } from '../run-account.js';

/** A run profile's settings and fit, prepared once per profile (docs/design.md#search-profiles). */
export interface ProfileTerms {
  readonly settings: RunSettings;
  readonly skills: ReadonlySet<number>;
  readonly fit: FitEnv;
}

/** The terms of each profile of the account's run by id; the first profile's for an unknown or absent id. */
export function profileTermsLookup(account: RunAccount, now: Date): (profileId?: string) => ProfileTerms {
  const { settings, profiles } = account.context;
  const prepare = (of: RunSettings): ProfileTerms => ({
    settings: of,
    skills: skillSet(of.skills),
    fit: fitEnv(of, now),
  });
  const first = prepare(profiles?.[0]?.settings ?? settings);
  if (profiles === undefined || profiles.length <= 1) return () => first;
  const byId = new Map(profiles.map((profile) => [profile.profileId, prepare(profile.settings)]));
  return (profileId) => (profileId === undefined ? first : (byId.get(profileId) ?? first));
}
