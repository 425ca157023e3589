import {
  BLOCK_MESSAGES,
  SKIP_MESSAGES,
  type BlockReasonCode,
  type SkipReasonCode,
} from '../../domain/bidding/autobid-reasons.js';
import { PACES, PACING_LOOKBACK_MS, type Paces } from '../../domain/bidding/pacing.js';
import type { Project } from '../../domain/bidding/project.js';
import {
  MAIN_PROFILE_ID,
  profileRulesOf,
  type ProfileRules,
  type SearchProfile,
} from '../../domain/bidding/search-profile.js';
import {
  intervalMinutes,
  runSettingsOf,
  type BiddingSettings,
  type RunSettings,
} from '../../domain/bidding/settings.js';
import { DomainError } from '../../domain/errors.js';
import { EMPTY_BALANCE, totalBids, type BidBalance } from '../../domain/ledger/ledger.js';
import { hasUnlimitedBids } from '../../domain/plans/plan-change.js';
import type { User } from '../../domain/users/user.js';
import type { BidSlot } from '../../ports/bid-pacing-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { ProfileSummary } from '../../ports/freelancer-profile-repository.port.js';
import type { FeedEntry } from '../../ports/project-feed-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { projectsOfRun } from '../engine/dispatch-due-users/tick-windows.js';
import type { MatchDeps, SkipCount } from '../engine/match-and-enqueue.js';
import { accountOf, blocksBeforeReads, dailyCountStart } from '../engine/run-account.js';
import { runScheduled, runSkillSet, skilledProjectsOf } from '../engine/scheduled-run.js';
import { usdRatesFor, type UsdRate } from '../engine/usd-rates.js';
import { RecentFeed } from './recent-feed.js';
import { checkedRuleChanges } from './rule-changes.js';
import type { BiddingSettingsChanges } from './update-bidding-settings.js';

/** How far back a what-if replays the feed (docs/design.md#what-if). */
export const WHAT_IF_DAYS = 7;
export const WHAT_IF_MS = WHAT_IF_DAYS * 24 * 3600_000;
/** Skip and block reasons a what-if names, the most frequent first. */
export const WHAT_IF_TOP_REASONS = 5;
/** The jitter a replay plans every bid with: the middle of the pace's range, so one body always answers the same. */
export const WHAT_IF_JITTER = 0.5;
/** Pages of the user's own bids read for their times; past that the older ones count as bid before the replay. */
const BID_PAGES = 20;
const BID_PAGE_SIZE = 500;
const NEVER = Number.POSITIVE_INFINITY;

/** What one set of settings would have done over the replayed days. */
export interface WhatIfOutcome {
  /** Bids the runs would have queued and the worker placed. */
  readonly bidsPlaced: number;
  /** Bids of the plan's balance those would have spent: none on an unlimited plan. */
  readonly bidsSpent: number;
  /** Projects of the runs' windows that went through the rules (the windows of blocked runs are not). */
  readonly projectsConsidered: number;
  /** Runs the schedule made: one per time interval. */
  readonly runs: number;
  /** Of those, runs with new projects that an account reason stopped before any project. */
  readonly blockedRuns: number;
  /** Why projects got no bid, most frequent first; a project skipped for several reasons counts in each. */
  readonly topSkips: readonly SkipCount[];
  /** When the replay's bids took the last of the balance; autobidding switches itself off then, so the replay stops there. null: they never did. */
  readonly ranOutAt: Date | null;
  /** Why runs were stopped, most frequent first, in runs. */
  readonly topBlocks: readonly { readonly code: BlockReasonCode; readonly message: string; readonly count: number }[];
}

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

/** One side of a what-if: the account's settings and its other profiles. */
interface Scenario {
  readonly settings: RunSettings;
  readonly others: readonly SearchProfile[];
}

/** What both replays read once. */
interface Facts {
  readonly user: User;
  readonly feed: readonly FeedEntry[];
  readonly usdRate: UsdRate;
  readonly profile: ProfileSummary | null;
  readonly balance: BidBalance;
  /** The user's real bids on the feed's projects, by project: when each was submitted (-Infinity: before the bids read). */
  readonly realBids: ReadonlyMap<string, number>;
  /** Submission times of the real bids placed before the replay, for its first day's 24-hour count. */
  readonly earlierPlaced: readonly number[];
  readonly from: number;
  readonly to: number;
}

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
    const facts = await this.readFacts(user, now);
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

  private async readFacts(user: User, now: Date): Promise<Facts> {
    const to = now.getTime();
    const from = to - WHAT_IF_MS;
    const { profiles, ledger, bids } = this.repositories;
    const feed = await this.recentFeed.between(from, to);
    const projects = feed.map((entry) => entry.project);
    const [usdRate, summaries, balances, bidOn, timed] = await Promise.all([
      usdRatesFor(this.rates, projects),
      profiles.summaries([user.id]),
      ledger.balances([user.id]),
      bids.projectIdsWithBids(
        user.id,
        projects.map((project) => project.id),
      ),
      this.bidTimes(user.id, dailyCountStart(new Date(from)).getTime()),
    ]);
    const realBids = new Map<string, number>();
    for (const projectId of bidOn) realBids.set(projectId, timed.byProject.get(projectId) ?? Number.NEGATIVE_INFINITY);
    const summary = summaries.get(user.id);
    // Freelancer's reading of the account is of now, not of the replayed runs: unknown, it blocks none.
    const profile = summary === undefined ? null : { ...summary, marketplaceAccount: null };
    return {
      user,
      feed,
      usdRate,
      profile,
      balance: balances.get(user.id) ?? EMPTY_BALANCE,
      realBids,
      earlierPlaced: timed.placedBefore(from),
      from,
      to,
    };
  }

  /** The user's bids submitted since `horizon`, newest first, a page at a time: when each project was bid, and which were placed. */
  private async bidTimes(userId: string, horizon: number) {
    const byProject = new Map<string, number>();
    const placed: number[] = [];
    for (let page = 1; page <= BID_PAGES; page++) {
      const { items } = await this.repositories.bids.listByUser(userId, {
        page,
        limit: BID_PAGE_SIZE,
        sortBy: 'submittedAt',
        sortOrder: 'desc',
      });
      for (const bid of items) {
        const at = bid.submittedAt.getTime();
        if (at < horizon) continue;
        byProject.set(bid.projectId, at);
        // Failed and held bids never reached Freelancer: the 24-hour limit does not count them.
        if (bid.status !== 'failed' && bid.status !== 'held') placed.push(at);
      }
      const last = items.at(-1);
      if (items.length < BID_PAGE_SIZE || last === undefined || last.submittedAt.getTime() < horizon) break;
    }
    return { byProject, placedBefore: (instant: number) => placed.filter((at) => at < instant) };
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

/** A job queue that only counts: the replay's runs queue their bids here, where nothing takes them. */
function countingSink(): MatchDeps['jobs'] {
  let queued = 0;
  return { enqueue: async () => String((queued += 1)) };
}

/** The replay hands every run its already-bid set and its slots: a read or a booking here would be a bug. */
const readsNothing = (): never => {
  throw new Error('A what-if replay reads and writes no bids or slots');
};

/**
 * One scenario run by run over the period. Each run is one call of the dispatcher's own
 * runScheduled; between runs the replay keeps what the worker and the ledger would have: the
 * bids placed (at their planned slots), the balance spent, the slots booked.
 */
async function replay(
  facts: Facts,
  scenario: Scenario,
  paces: Paces,
  modelWritesProposals: boolean,
): Promise<WhatIfOutcome> {
  const { user, feed, profile } = facts;
  const intervalMs = intervalMinutes[scenario.settings.timeInterval] * 60_000;
  const deps: MatchDeps = {
    bids: { projectIdsWithBids: readsNothing },
    pacing: { slotsSince: readsNothing, book: readsNothing },
    jobs: countingSink(),
    random: () => WHAT_IF_JITTER,
  };
  const others = scenario.others.filter((other) => other.isActive);
  const underDailyLimit = scenario.settings.bidsLimit !== 'no_limit';
  const startTotal = totalBids(facts.balance);
  // Planned bid instants, ascending: each run plans after every earlier slot.
  const placed: number[] = [...facts.earlierPlaced].sort((a, b) => a - b);
  const ownFrom = placed.length;
  const skips = new Map<SkipReasonCode, number>();
  const blocks = new Map<BlockReasonCode, number>();
  let spent = 0;
  let considered = 0;
  let runs = 0;
  let blockedRuns = 0;
  let ranOutAt: number | null = null;
  let lastRunAt = new Date(facts.from);
  for (let at = facts.from + intervalMs; at <= facts.to; at += intervalMs) {
    runs += 1;
    const now = new Date(at);
    const settings: RunSettings = { ...scenario.settings, lastRunAt };
    lastRunAt = now;
    const window = projectsOfRun(feed, { settings, searchProfiles: others }, now);
    // An idle run: nothing new since the last one, as the dispatcher counts it.
    if (window.length === 0) continue;
    const unlimited = hasUnlimitedBids(user, now);
    const balance: BidBalance = unlimited ? facts.balance : { plan: Math.max(0, startTotal - spent), extra: 0 };
    const bidsPlacedLast24h = underDailyLimit ? countSince(placed, dailyCountStart(now).getTime(), at) : 0;
    const account = accountOf({
      user,
      settings,
      profile,
      balance,
      bidsPlacedLast24h,
      now,
      searchProfiles: others,
    });
    // As a tick: the blocks known before its per-user reads stop the run there; the rest the rules answer.
    const early = blocksBeforeReads(account);
    const skilled = early.length > 0 ? null : skilledProjectsOf(window, runSkillSet(settings, account));
    const booked: BidSlot[] = [];
    const run =
      skilled === null
        ? null
        : await runScheduled(deps, {
            account,
            window,
            skilled,
            usdRate: facts.usdRate,
            pace: { now, slow: false, paces },
            alreadyBid: bidBefore(facts.realBids, skilled.projects, at),
            slots: { recent: slotsSince(placed, at - PACING_LOOKBACK_MS), booked },
            modelWritesProposals,
          });
    const blocked = run === null ? early : run.result.blocked;
    if (run === null || blocked.length > 0) {
      blockedRuns += 1;
      for (const { code } of blocked) blocks.set(code, (blocks.get(code) ?? 0) + 1);
      continue;
    }
    const { records } = run;
    for (const slot of booked) placed.push(slot.at.getTime());
    if (!unlimited) spent += booked.length;
    considered += window.length;
    for (const [code, count] of Object.entries(records.summary.skippedByReason) as [SkipReasonCode, number][])
      skips.set(code, (skips.get(code) ?? 0) + count);
    // The worker that takes the last bid switches autobidding off (PlaceBid): no run follows.
    if (!unlimited && booked.length > 0 && spent >= startTotal) {
      ranOutAt = placed.at(-1) ?? at;
      break;
    }
  }
  return {
    bidsPlaced: placed.length - ownFrom,
    bidsSpent: spent,
    projectsConsidered: considered,
    runs,
    blockedRuns,
    ranOutAt: ranOutAt === null ? null : new Date(ranOutAt),
    topSkips: topOf(skips, SKIP_MESSAGES),
    topBlocks: topOf(blocks, BLOCK_MESSAGES),
  };
}

const NONE: ReadonlySet<string> = new Set();

/** The run's projects the user really bid on before the run's instant. */
function bidBefore(
  realBids: ReadonlyMap<string, number>,
  projects: readonly Project[],
  at: number,
): ReadonlySet<string> {
  if (realBids.size === 0) return NONE;
  const ids = new Set<string>();
  for (const project of projects) if ((realBids.get(project.id) ?? NEVER) < at) ids.add(project.id);
  return ids;
}

/** Instants, ascending, in [since, until): searched from the end, where a run's recent ones are. */
function countSince(sorted: readonly number[], since: number, until: number): number {
  let count = 0;
  for (let index = sorted.length - 1; index >= 0 && (sorted[index] as number) >= since; index--)
    if ((sorted[index] as number) < until) count += 1;
  return count;
}

function slotsSince(sorted: readonly number[], since: number): BidSlot[] {
  const slots: BidSlot[] = [];
  for (let index = sorted.length - 1; index >= 0 && (sorted[index] as number) >= since; index--)
    slots.push({ bidId: `replay-${index}`, at: new Date(sorted[index] as number) });
  return slots;
}

function topOf<C extends string>(
  counts: ReadonlyMap<C, number>,
  messages: Readonly<Record<C, string>>,
): { readonly code: C; readonly message: string; readonly count: number }[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, WHAT_IF_TOP_REASONS)
    .map(([code, count]) => ({ code, message: messages[code], count }));
}
