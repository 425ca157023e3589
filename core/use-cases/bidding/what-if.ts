import { PACES, type Paces } from '../../domain/bidding/pacing.js';
import {
  MAIN_PROFILE_ID,
  profileRulesOf,
  type ProfileRules,
  type SearchProfile,
} from '../../domain/bidding/search-profile.js';
import { runSettingsOf, type BiddingSettings, type RunSettings } from '../../domain/bidding/settings.js';
import { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { RecentFeed } from './recent-feed.js';
import { checkedRuleChanges } from './rule-changes.js';
import type { BiddingSettingsChanges } from './update-bidding-settings.js';
import { readFacts } from './what-if/facts.js';
import type { WhatIfOutcome } from './what-if/outcome.js';
import { replay, type Scenario } from './what-if/replay.js';

/** How far back a what-if replays the feed (docs/design.md#what-if). */
export const WHAT_IF_DAYS = 7;
export const WHAT_IF_MS = WHAT_IF_DAYS * 24 * 3600_000;

export interface WhatIfResult {
  /** The settings as saved. */
  readonly before: WhatIfOutcome;
  /** The settings with the unsaved changes. */
  readonly after: WhatIfOutcome;
  readonly days: number;
  /** Projects the feed first saw in the replayed days. */
  readonly projects: number;
  readonly from: Date;
  readonly to: Date;
}

/** The unsaved form: the main profile's (the settings') changes, or one other profile's rules and switch. */
export type WhatIfRequest =
  | { readonly profileId?: typeof MAIN_PROFILE_ID; readonly changes: BiddingSettingsChanges }
  | {
      readonly profileId: string;
      readonly changes: { readonly isActive?: boolean; readonly rules: Partial<ProfileRules> };
    };

type WhatIfRepositories = Pick<Repositories, 'settings' | 'searchProfiles' | 'profiles' | 'ledger' | 'bids' | 'feed'>;

/**
 * "Preview on the last 7 days" (docs/design.md#what-if): replays the stored feed of the last
 * WHAT_IF_DAYS days against the saved settings and against the unsaved ones, through the
 * dispatcher's own run (runScheduled: windows, skill prefilter, rules, pacing, caps, records). The
 * replay runs the user at their time interval from the start of the period, as if autobidding had
 * been on and unpaused throughout at the normal pace; each run sees the balance less what the
 * replay spent, the replay's own bids of the last 24 hours, and as already bid the projects the
 * user really bid on before that run. It writes nothing, queues nothing and asks no marketplace.
 */
export class PreviewBiddingSettings {
  private readonly recentFeed: RecentFeed;

  constructor(
    private readonly repositories: WhatIfRepositories,
    private readonly rates: ExchangeRates,
    private readonly clock: Clock,
    private readonly paces: Paces = PACES,
    /** A language model writes the proposals, as for the dispatcher (proposal-language.ts). */
    private readonly modelWritesProposals = false,
  ) {
    this.recentFeed = new RecentFeed(repositories.feed);
  }

  async execute(user: User, request: WhatIfRequest): Promise<WhatIfResult> {
    const now = this.clock.now();
    const [settings, profiles] = await Promise.all([
      this.repositories.settings.get(user.id),
      this.repositories.searchProfiles.list(user.id),
    ]);
    const before: Scenario = { settings: replayed(runSettingsOf(settings)), others: profiles };
    const after = changed(settings, profiles, request);
    const to = now.getTime();
    const sources = { repositories: this.repositories, recentFeed: this.recentFeed, rates: this.rates };
    const facts = await readFacts(sources, user, to - WHAT_IF_MS, to);
    const saved = await replay(facts, before, this.paces, this.modelWritesProposals);
    // Previewed unchanged (the form as loaded): one replay answers both.
    const unchanged = JSON.stringify(before) === JSON.stringify(after);
    return {
      before: saved,
      after: unchanged ? saved : await replay(facts, after, this.paces, this.modelWritesProposals),
      days: WHAT_IF_DAYS,
      projects: facts.feed.length,
      from: new Date(facts.from),
      to: new Date(facts.to),
    };
  }
}

/** Replayed as if switched on and unpaused, at the normal pace: the what-if asks what the settings do, not what a refusal did. */
const replayed = (settings: RunSettings): RunSettings => ({
  ...settings,
  isActive: true,
  pause: null,
  slowPaceUntil: null,
});

function changed(settings: BiddingSettings, profiles: readonly SearchProfile[], request: WhatIfRequest): Scenario {
  if (request.profileId === undefined || request.profileId === MAIN_PROFILE_ID) {
    const changes = checkedRuleChanges(profileRulesOf(settings), request.changes as BiddingSettingsChanges);
    return { settings: replayed(runSettingsOf({ ...settings, ...changes })), others: profiles };
  }
  const { profileId } = request;
  const target = profiles.find((profile) => profile.id === profileId);
  if (target === undefined) throw new DomainError('SEARCH_PROFILE_NOT_FOUND', 'Profile not found');
  const { isActive, rules } = request.changes as { readonly isActive?: boolean; readonly rules: Partial<ProfileRules> };
  const edited: SearchProfile = {
    ...target,
    isActive: isActive ?? target.isActive,
    rules: { ...target.rules, ...checkedRuleChanges(target.rules, rules) },
  };
  return {
    settings: replayed(runSettingsOf(settings)),
    others: profiles.map((profile) => (profile.id === profileId ? edited : profile)),
  };
}
