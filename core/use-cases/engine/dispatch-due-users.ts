import { isDue, projectsWindowStart } from '../../domain/bidding/autobid-timing.js';
import { PACES, PACING_LOOKBACK_MS, isSlowPaced, type Paces } from '../../domain/bidding/pacing.js';
import type { Project } from '../../domain/bidding/project.js';
import type { SearchProfile } from '../../domain/bidding/search-profile.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { isDomainError } from '../../domain/errors.js';
import { EMPTY_BALANCE, type BidBalance } from '../../domain/ledger/ledger.js';
import { hasUnlimitedBids } from '../../domain/plans/plan-change.js';
import type { User } from '../../domain/users/user.js';
import type { BlockReasonCode } from '../../domain/bidding/autobid-reasons.js';
import type { BidSlot, UserSlots } from '../../ports/bid-pacing-repository.port.js';
import type { NewDecision, RunSummary } from '../../ports/decision-log.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ProfileSummary } from '../../ports/freelancer-profile-repository.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { FeedEntry } from '../../ports/project-feed-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { accountOf, blocksBeforeReads, dailyCountStart, type RunAccount } from './run-account.js';
import { PLACE_BID_QUEUE } from './place-bid-job.js';
import { enqueuePlanned, PlannedRun } from './planned-jobs.js';
import { emptyRunSummary, type UserRunRecords } from './run-records.js';
import { runScheduled, runSkillSet, skilledProjectsOf, type SkilledProjects } from './scheduled-run.js';
import { usdRatesFor, type UsdRate } from './usd-rates.js';

/** Failures named in the result; the count covers them all. */
const FAILURES_SHOWN = 10;

export interface DueDispatchResult {
  /** Users with autobidding on. */
  readonly active: number;
  readonly due: number;
  /** Due users whose new projects went through the rules. */
  readonly evaluated: number;
  /** Due users with no project first seen since their last run. */
  readonly idle: number;
  /** Due users skipped for an account reason (plan, token, bids, disabled, daily limit, schedule…). */
  readonly blocked: number;
  /** place-bid jobs added. */
  readonly queued: number;
  /** Due users whose run failed: their run is not recorded, so the next tick tries again. */
  readonly failed: number;
  readonly failures: readonly { readonly userId: string; readonly code: string }[];
}

type DueRepositories = Pick<Repositories, 'settings' | 'users' | 'profiles' | 'searchProfiles' | 'ledger' | 'bids' | 'feed' | 'pacing' | 'decisions'>;
type Outcome = { readonly kind: 'idle' | 'blocked' | 'evaluated' };

/** What a tick writes to the decision log once its users ran. */
interface TickRecords {
  readonly decisions: NewDecision[];
  readonly summaries: RunSummary[];
}

interface Tick {
  readonly now: Date;
  readonly feed: readonly FeedEntry[];
  readonly usdRate: UsdRate;
  /**
   * The projects of each window this tick has seen, by start and first run or not: users due
   * together mostly ran together, so thousands of them share a few windows and one array each.
   */
  readonly windows: Map<string, readonly Project[]>;
  /** The projects of a window that share a skill with a skill set, by window and skill set, with their columns for the rules. */
  readonly skilled: Map<string, SkilledProjects>;
}

/**
 * The scheduled dispatcher (docs/design.md#engine): finds the users due now (autobidding on, their
 * interval passed), matches the feed's projects first seen since each one's previous run (the
 * first run: the last 60 minutes, within timeLimit) against their rules in memory, enqueues the
 * bids and records the run. The feed is read once per tick and every user record in bulk, so the
 * queries of a tick do not grow with its users (only the chunks of long id lists do), and the
 * work per user is a few map lookups and the rule function. The users' recent bid slots are read
 * with the rest; every run's jobs are written in one multi-row enqueue once the users ran, and
 * their slots booked in one write, those of a user whose jobs were queued only in part included
 * (planned-jobs.ts): a queued job keeps its slot.
 *
 * A blocked or idle user's run is recorded too: a run is a run, so each user is looked at once
 * per interval, and projects that appeared while they could not bid (outside their schedule, out
 * of bids) are not bid on in a burst, stale, when the block lifts.
 */
export class DispatchDueUsers {
  constructor(
    private readonly repositories: DueRepositories,
    private readonly rates: ExchangeRates,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly paces: Paces = PACES,
    /** A language model writes the proposals: projects in any language may be bid (proposal-language.ts). */
    private readonly modelWritesProposals = false,
    /** The pacing's jitter in [0, 1); Math.random unless a test replays the dispatch exactly (the what-if's equality test). */
    private readonly random?: () => number,
  ) {}

  async execute(): Promise<DueDispatchResult> {
    const now = this.clock.now();
    const active = await this.repositories.settings.listActive();
    const due = active.filter((settings) => isDue(settings.lastRunAt, settings.timeInterval, now));
    const counts = { evaluated: 0, idle: 0, blocked: 0, queued: 0 };
    const failures: { userId: string; code: string }[] = [];
    if (due.length === 0) return { active: active.length, due: 0, ...counts, failed: 0, failures };

    const ids = due.map((settings) => settings.userId);
    const earliest = due.reduce((min, settings) => Math.min(min, windowStart(settings, now).getTime()), now.getTime());
    // Whether a user is unlimited is on the user (their entitlement as bought): no plan read. The
    // search profiles are read with the rest, before the blocks: a profile's open schedule lets a
    // user bid while the main one's is closed (docs/design.md#search-profiles).
    const [feed, users, balances, searchProfiles] = await Promise.all([
      this.repositories.feed.listSeenSince(new Date(earliest)),
      this.repositories.users.findByIds(ids),
      this.repositories.ledger.balances(ids),
      this.repositories.searchProfiles.listActiveForUsers(ids),
    ]);
    const tick: Tick = { now, feed, windows: new Map(), skilled: new Map(), usdRate: await usdRatesFor(this.rates, feed.map((entry) => entry.project)) };
    const usersById = new Map(users.map((user) => [user.id, user]));
    const ran: string[] = [];

    const records: TickRecords = { decisions: [], summaries: [] };
    const candidates: Candidate[] = [];
    for (const settings of due) {
      // A user deleted since listActive has no settings left to record a run in.
      const user = usersById.get(settings.userId);
      if (user === undefined) continue;
      const candidate = candidateOf(tick, { settings, user, balance: balances.get(user.id) ?? EMPTY_BALANCE, searchProfiles: searchProfiles.get(user.id) ?? NO_PROFILES });
      if (candidate === 'idle') {
        counts.idle += 1;
        ran.push(user.id);
        records.summaries.push(emptyRunSummary(user.id, now, 0, []));
      } else if ('blocked' in candidate) {
        counts.blocked += 1;
        ran.push(user.id);
        records.summaries.push(emptyRunSummary(user.id, now, candidate.scanned, candidate.blocked));
      } else candidates.push(candidate);
    }

    const known = await this.readPerUser(tick, candidates);
    // Every run is planned first, its jobs written for the whole tick at once (planned-jobs.ts).
    const booked: UserSlots[] = [];
    const runs: { readonly userId: string; readonly planned: PlannedRun; readonly outcome: Outcome; readonly records: UserRunRecords }[] = [];
    for (const candidate of candidates) {
      const planned = new PlannedRun(PLACE_BID_QUEUE);
      booked.push({ userId: candidate.user.id, slots: planned.slots });
      try {
        runs.push({ userId: candidate.user.id, planned, ...(await this.runUser(tick, candidate, known, planned)) });
      } catch (error) {
        planned.settle([]);
        failures.push({ userId: candidate.user.id, code: failureCode(error) });
      }
    }
    await enqueuePlanned(
      this.jobs,
      PLACE_BID_QUEUE,
      runs.map((run) => run.planned),
    );
    for (const { userId, planned, outcome, records: run } of runs) {
      if (planned.failure !== null) {
        failures.push({ userId, code: failureCode(planned.failure.error) });
        continue;
      }
      counts[outcome.kind] += 1;
      if (outcome.kind === 'evaluated') counts.queued += planned.queued;
      ran.push(userId);
      // A loop, not push(...rows): a tick's rows can outnumber the arguments a call may take.
      for (const decision of run.decisions) records.decisions.push(decision);
      // A project still queued from an earlier run was not queued again: the summary counts what was.
      records.summaries.push({ ...run.summary, queued: planned.queued });
    }
    // Before the runs are recorded: should booking fail, the tick fails and the next one runs these
    // users again, queueing none of their projects twice, and the worker still paces every bid.
    await this.repositories.pacing.bookMany(booked);
    await this.repositories.settings.recordRuns(ran, now);
    // After the runs are recorded: the log is the runs' account, and a failure to write it must not
    // make the next tick run these users again. One statement per table, whatever the users.
    await this.repositories.decisions.record(records);
    return { active: active.length, due: due.length, ...counts, failed: failures.length, failures: failures.slice(0, FAILURES_SHOWN) };
  }

  /**
   * What the rules need that only the users with projects to look at need: their profiles, their
   * bids of the last 24 hours (only under a daily limit), which of their projects they already
   * bid on and their bid slots of the pacing's lookback, each read once for all of them, so a tick
   * makes the same few queries for 10 users or 10,000.
   */
  private async readPerUser(tick: Tick, candidates: readonly Candidate[]): Promise<PerUser> {
    if (candidates.length === 0) return { profiles: new Map(), placed: new Map(), alreadyBid: new Map(), slots: new Map() };
    const { profiles, bids, pacing } = this.repositories;
    const ids = candidates.map((candidate) => candidate.user.id);
    const limited = candidates.filter((candidate) => candidate.settings.bidsLimit !== 'no_limit').map((candidate) => candidate.user.id);
    // Every candidate's projects were first seen after the earliest window start: asking about all
    // of those costs one pass over the feed, not one per user.
    const earliest = candidates.reduce((min, candidate) => Math.min(min, windowStart(candidate.settings, tick.now).getTime()), tick.now.getTime());
    const projectIds = tick.feed.slice(firstIndexAfter(tick.feed, earliest)).map((entry) => entry.project.id);
    const [profilesById, placed, alreadyBid, slots] = await Promise.all([
      profiles.summaries(ids),
      limited.length === 0 ? new Map<string, number>() : bids.countPlacedSinceMany(limited, dailyCountStart(tick.now)),
      bids.projectIdsWithBidsMany(ids, projectIds),
      pacing.slotsSinceMany(ids, new Date(tick.now.getTime() - PACING_LOOKBACK_MS)),
    ]);
    return { profiles: profilesById, placed, alreadyBid, slots };
  }

  /** Runs one candidate's rules, planning their bids' jobs and slots into `planned`; answers the run's records. */
  private async runUser(tick: Tick, candidate: Candidate, known: PerUser, planned: PlannedRun): Promise<{ readonly outcome: Outcome; readonly records: UserRunRecords }> {
    const { user, settings, balance, searchProfiles } = candidate;
    const profile = known.profiles.get(user.id) ?? null;
    const placed = known.placed.get(user.id) ?? 0;
    const unlimited = hasUnlimitedBids(user, tick.now);
    const account = accountOf({ user, settings, profile, balance, unlimited, bidsPlacedLast24h: placed, now: tick.now, searchProfiles });
    const alreadyBid = known.alreadyBid.get(user.id) ?? NONE;
    // With explain off the rules would only skip the projects sharing no skill with the user.
    const skilled = skilledProjects(tick, candidate, account);
    const pace = { now: tick.now, slow: isSlowPaced(settings, tick.now), paces: this.paces };
    // The rules answer the blocks the token and the daily count add, before any project.
    const deps = { bids: this.repositories.bids, pacing: this.repositories.pacing, jobs: planned.queue, ...(this.random === undefined ? {} : { random: this.random }) };
    const slots = { recent: known.slots.get(user.id) ?? NO_SLOTS, booked: planned.slots };
    const { result, records } = await runScheduled(deps, { account, window: candidate.projects, skilled, usdRate: tick.usdRate, pace, alreadyBid, slots, modelWritesProposals: this.modelWritesProposals });
    return { outcome: result.blocked.length > 0 ? { kind: 'blocked' } : { kind: 'evaluated' }, records };
  }
}

const failureCode = (error: unknown): string => (isDomainError(error) ? error.code : 'INTERNAL');

const NONE: ReadonlySet<string> = new Set();
const NO_SLOTS: readonly BidSlot[] = [];
const NO_PROFILES: readonly SearchProfile[] = [];

/** A due user's records from the tick's first bulk reads. */
interface DueUser {
  readonly user: User;
  readonly settings: RunSettings;
  readonly balance: BidBalance;
  /** Their active profiles beside the main one, oldest first; most users have none. */
  readonly searchProfiles: readonly SearchProfile[];
}

/** A due user with projects in their window and no block that the tick's bulk reads already show. */
interface Candidate extends DueUser {
  /** The window's key in Tick.windows, and its projects. */
  readonly window: string;
  readonly projects: readonly Project[];
}

/** The per-user records read in bulk for a tick's candidates. */
interface PerUser {
  readonly profiles: ReadonlyMap<string, ProfileSummary>;
  readonly placed: ReadonlyMap<string, number>;
  readonly alreadyBid: ReadonlyMap<string, ReadonlySet<string>>;
  readonly slots: ReadonlyMap<string, readonly BidSlot[]>;
}

/**
 * Idle with nothing new, blocked by what is known before the per-user reads (plan, balance,
 * skills, schedule…), or a candidate. The check assumes a token and no bid in the last 24 hours,
 * the most a profile and a count can allow, so it blocks no one the full check would let bid.
 */
function candidateOf(tick: Tick, due: DueUser): Candidate | 'idle' | { readonly blocked: readonly BlockReasonCode[]; readonly scanned: number } {
  const { user, settings, balance, searchProfiles } = due;
  const { key: window, projects } = windowOf(tick, settings);
  if (projects.length === 0) return 'idle';
  const unlimited = hasUnlimitedBids(user, tick.now);
  const assumed = accountOf({ user, settings, profile: null, balance, unlimited, bidsPlacedLast24h: 0, now: tick.now, searchProfiles });
  const known = blocksBeforeReads(assumed);
  return known.length > 0 ? { blocked: known.map((reason) => reason.code), scanned: projects.length } : { ...due, window, projects };
}

function windowOf(tick: Tick, settings: RunSettings): { readonly key: string; readonly projects: readonly Project[] } {
  const key = `${windowStart(settings, tick.now).getTime()}:${settings.lastRunAt === null}`;
  let projects = tick.windows.get(key);
  if (projects === undefined) {
    projects = projectsOfRun(tick.feed, settings, tick.now);
    tick.windows.set(key, projects);
  }
  return { key, projects };
}

/**
 * The candidate's window less the projects sharing no skill with them, newest first and in feed
 * order on ties, so the rules can stop at the user's cap; shared by users of one window and skill
 * set. A user with search profiles wants the skills of any profile of the run.
 */
function skilledProjects(tick: Tick, candidate: Candidate, account: RunAccount): SkilledProjects {
  const wanted = runSkillSet(candidate.settings, account);
  const key = `${candidate.window}|${[...wanted].sort((a, b) => a - b).join(',')}`;
  let skilled = tick.skilled.get(key);
  if (skilled === undefined) {
    skilled = skilledProjectsOf(candidate.projects, wanted);
    tick.skilled.set(key, skilled);
  }
  return skilled;
}

const windowStart = (settings: RunSettings, now: Date): Date => projectsWindowStart(settings.lastRunAt, now, settings.timeLimit);

/**
 * The feed's projects of this user's run: first seen after their window start and not after now.
 * On a first run the projects must also have been posted within that window (the last 60
 * minutes, within timeLimit); later runs leave the posting age to the timeLimit rule.
 */
export function projectsOfRun(feed: readonly FeedEntry[], settings: RunSettings, now: Date): Project[] {
  const start = windowStart(settings, now).getTime();
  const from = firstIndexAfter(feed, start);
  const to = firstIndexAfter(feed, now.getTime());
  const projects: Project[] = [];
  for (let index = from; index < to; index++) {
    const { project } = feed[index] as FeedEntry;
    if (settings.lastRunAt !== null || project.postedAt.getTime() > start) projects.push(project);
  }
  return projects;
}

/** Binary search over first-seen order: the first entry first seen strictly after `ms`. */
function firstIndexAfter(feed: readonly FeedEntry[], ms: number): number {
  let low = 0;
  let high = feed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((feed[middle] as FeedEntry).firstSeenAt.getTime() > ms) high = middle;
    else low = middle + 1;
  }
  return low;
}
