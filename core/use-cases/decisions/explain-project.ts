import type { BlockReason } from '../../domain/bidding/autobid-reasons.js';
import type { FitScore } from '../../domain/bidding/fit-score.js';
import type { Project } from '../../domain/bidding/project.js';
import {
  PROJECT_REFERENCE_REQUIRED,
  parseProjectReference,
  refersTo,
  type ProjectReference,
} from '../../domain/bidding/project-reference.js';
import { MAIN_PROFILE_ID, runProfiles, type RunProfile } from '../../domain/bidding/search-profile.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { blockReasonsOf, loadAccount, type LoadedAccount, type RunAccount } from '../engine/run-account.js';
import { usdRatesFor } from '../engine/usd-rates.js';
import {
  explainForProfile,
  type ProfileExplanation,
  type ProjectFacts,
} from './explain-project/profile-explanation.js';
import type { RuleVerdict } from './explain-project/rule-verdicts.js';

/** How far back the stored feed is searched: the longest time limit a user can set. */
const FEED_LOOKBACK_MS = 24 * 3600_000;

export interface Explanation {
  readonly project: Project;
  /** `bid`: every rule of some profile passes and nothing blocks the account; `skip`: each profile fails a rule; `blocked`: the account cannot bid now. */
  readonly verdict: 'bid' | 'skip' | 'blocked';
  readonly blocks: readonly BlockReason[];
  /** The rules of the profile that would bid the project, else the first profile's (the main one). */
  readonly rules: readonly RuleVerdict[];
  /** The project's fit for that profile now, with its top reasons (docs/design.md#fit-score). */
  readonly fit: FitScore;
  /** The profile `rules` and `fit` are of. */
  readonly profileId: string;
  readonly profileName: string;
  /** Every active profile's answer, main first then the others oldest first: the first that passes bids. */
  readonly profiles: readonly ProfileExplanation[];
}

/**
 * "Why not this project?" (docs/design.md#decision-log): finds the project the user names (an id or
 * a link) in the stored feed of the last 24 hours, else by reading that one project from the
 * Marketplace with their token (however old, open or closed), and checks it now against the user's current settings
 * with every reason. The account-level blocks are answered apart, and the project's rules are
 * checked as if the account could bid, so the user sees both what to fix and what already fits.
 */
export class ExplainProject {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'settings' | 'profiles' | 'searchProfiles' | 'ledger' | 'plans' | 'bids' | 'feed'
    >,
    private readonly marketplace: Pick<Marketplace, 'findProject'>,
    private readonly rates: ExchangeRates,
    private readonly clock: Clock,
    /** A language model writes the proposals: projects in any language may be bid (proposal-language.ts). */
    private readonly modelWritesProposals = false,
  ) {}

  async execute(user: User, input: string): Promise<Explanation> {
    const reference = parseProjectReference(input);
    if (reference === null) throw validationFailed(PROJECT_REFERENCE_REQUIRED, 'project');
    const now = this.clock.now();
    const account = await loadAccount(this.repositories, user, now);
    const project = await this.find(reference, account, now);
    if (project === null) {
      throw new DomainError(
        'PROJECT_NOT_FOUND',
        'No Freelancer project with that link or id was found. Check the link, or link your Freelancer account to look up older projects.',
      );
    }
    const blocks = blockReasonsOf(account);
    const alreadyBid = await this.repositories.bids.projectIdsWithBids(user.id, [project.id]);
    const usdRate = await usdRatesFor(this.rates, [project]);
    const facts: ProjectFacts = {
      context: { ...asIfItCouldBid(account), modelWritesProposals: this.modelWritesProposals },
      project,
      alreadyBid,
      usdRate,
      now,
    };
    const names = profileNames(account);
    const profiles = searchedProfiles(account, facts.context.settings, now).map((profile) =>
      explainForProfile(facts, profile, names.get(profile.profileId) ?? profile.profileId),
    );
    // Every profile is searched: the first that passes would bid it, as the rules choose.
    const shown = profiles.find((profile) => profile.verdict === 'bid') ?? (profiles[0] as ProfileExplanation);
    const verdict = blocks.length > 0 ? 'blocked' : shown.verdict;
    return {
      project,
      verdict,
      blocks,
      rules: shown.rules,
      fit: shown.fit,
      profileId: shown.profileId,
      profileName: shown.name,
      profiles,
    };
  }

  private async find(reference: ProjectReference, account: RunAccount, now: Date): Promise<Project | null> {
    const feed = await this.repositories.feed.listSeenSince(new Date(now.getTime() - FEED_LOOKBACK_MS));
    const stored = feed.find((entry) => refersTo(reference, entry.project));
    if (stored !== undefined) return stored.project;
    if (account.token === null) return null;
    return this.marketplace.findProject({ token: account.token, project: reference });
  }
}

/** Every active profile, main first, each as if its schedule were open: the answer is about the project, not the hour. */
function searchedProfiles(account: RunAccount, settings: RunSettings, now: Date): RunProfile[] {
  const others = (account.searchProfiles ?? []).map((profile) => ({
    ...profile,
    rules: { ...profile.rules, scheduleAutobidding: false },
  }));
  return runProfiles(settings, others, now);
}

const profileNames = (account: LoadedAccount): ReadonlyMap<string, string> =>
  new Map([
    [MAIN_PROFILE_ID, account.settings.profileName],
    ...(account.searchProfiles ?? []).map((profile) => [profile.id, profile.name] as const),
  ]);

/** The account's facts with every account-level block lifted, its skills and rules kept: the project rules alone decide. */
function asIfItCouldBid(account: RunAccount): RunAccount['context'] {
  const { context } = account;
  return {
    ...context,
    settings: { ...context.settings, isActive: true, pause: null, scheduleAutobidding: false, bidsLimit: 'no_limit' },
    user: { ...context.user, isActive: true, planStatus: 'active' },
    hasToken: true,
    balance: { total: Number.MAX_SAFE_INTEGER, unlimited: true },
    marketplaceAccount: null,
  };
}
