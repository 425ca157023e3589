import { isDue } from '../../domain/bidding/autobid-timing.js';
import { PACES, isSlowPaced, type Paces } from '../../domain/bidding/pacing.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { EMPTY_BALANCE } from '../../domain/ledger/ledger.js';
import type { BidSlot, UserSlots } from '../../ports/bid-pacing-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { SearchProfile } from '../../domain/bidding/search-profile.js';
import { sortDueUsers, type Candidate, type DueUser } from './dispatch-due-users/candidates.js';
import { readPerUser, type PerUser } from './dispatch-due-users/per-user-reads.js';
import {
  failureCode,
  tallyRuns,
  type DispatchFailure,
  type Planning,
  type PlannedUserRun,
  type RunOutcome,
  type Tally,
} from './dispatch-due-users/tally.js';
import { skilledProjects, windowStart, type Tick } from './dispatch-due-users/tick-windows.js';
import { PLACE_BID_QUEUE } from './place-bid-job.js';
import { enqueuePlanned, PlannedRun } from './planned-jobs.js';
import { accountOf } from './run-account.js';
import type { UserRunRecords } from './run-records.js';
import { runScheduled } from './scheduled-run.js';
import { usdRatesFor } from './usd-rates.js';

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

type DueRepositories = Pick<
  Repositories,
  'settings' | 'users' | 'profiles' | 'searchProfiles' | 'ledger' | 'bids' | 'feed' | 'pacing' | 'decisions'
>;

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
    if (due.length === 0)
      return { active: active.length, due: 0, evaluated: 0, idle: 0, blocked: 0, queued: 0, failed: 0, failures: [] };
    const { tick, dueUsers } = await this.openTick(due, now);
    const sorted = sortDueUsers(tick, dueUsers);
    const known = await readPerUser(this.repositories, tick, sorted.candidates);
    // Every run is planned first, its jobs written for the whole tick at once (planned-jobs.ts).
    const planning = await this.planRuns(tick, sorted.candidates, known);
    await enqueuePlanned(
      this.jobs,
      PLACE_BID_QUEUE,
      planning.runs.map((run) => run.planned),
    );
    const tally = tallyRuns(sorted, planning);
    await this.recordTick(planning.booked, tally, now);
    return {
      active: active.length,
      due: due.length,
      ...tally.counts,
      failed: tally.failures.length,
      failures: tally.failures.slice(0, FAILURES_SHOWN),
    };
  }

  /**
   * The tick's bulk reads: the due users, their balances and search profiles, then the feed since
   * the earliest window. Whether a user is unlimited is on the user (their entitlement as bought): no
   * plan read. The search profiles are read with the rest, before the blocks: a profile's open
   * schedule lets a user bid while the main one's is closed (docs/design.md#search-profiles).
   */
  private async openTick(
    due: readonly RunSettings[],
    now: Date,
  ): Promise<{ readonly tick: Tick; readonly dueUsers: DueUser[] }> {
    const ids = due.map((settings) => settings.userId);
    const [users, balances, searchProfiles] = await Promise.all([
      this.repositories.users.findByIds(ids),
      this.repositories.ledger.balances(ids),
      this.repositories.searchProfiles.listActiveForUsers(ids),
    ]);
    // After the profiles: a profile's time limit may reach further back than the main one's.
    const earliest = due.reduce(
      (min, settings) =>
        Math.min(
          min,
          windowStart({ settings, searchProfiles: searchProfiles.get(settings.userId) ?? NO_PROFILES }, now).getTime(),
        ),
      now.getTime(),
    );
    const feed = await this.repositories.feed.listSeenSince(new Date(earliest));
    const tick: Tick = {
      now,
      feed,
      windows: new Map(),
      skilled: new Map(),
      usdRate: await usdRatesFor(
        this.rates,
        feed.map((entry) => entry.project),
      ),
    };
    const usersById = new Map(users.map((user) => [user.id, user]));
    const dueUsers: DueUser[] = [];
    for (const settings of due) {
      // A user deleted since listActive has no settings left to record a run in.
      const user = usersById.get(settings.userId);
      if (user !== undefined)
        dueUsers.push({
          settings,
          user,
          balance: balances.get(user.id) ?? EMPTY_BALANCE,
          searchProfiles: searchProfiles.get(user.id) ?? NO_PROFILES,
        });
    }
    return { tick, dueUsers };
  }

  /** Each candidate's run, one after another, its jobs and slots planned but not written; a run that throws is a failure. */
  private async planRuns(tick: Tick, candidates: readonly Candidate[], known: PerUser): Promise<Planning> {
    const booked: UserSlots[] = [];
    const runs: PlannedUserRun[] = [];
    const failures: DispatchFailure[] = [];
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
    return { runs, booked, failures };
  }

  private async recordTick(booked: readonly UserSlots[], tally: Tally, now: Date): Promise<void> {
    // Before the runs are recorded: should booking fail, the tick fails and the next one runs these
    // users again, queueing none of their projects twice, and the worker still paces every bid.
    await this.repositories.pacing.bookMany(booked);
    await this.repositories.settings.recordRuns(tally.ran, now);
    // After the runs are recorded: the log is the runs' account, and a failure to write it must not
    // make the next tick run these users again. One statement per table, whatever the users.
    await this.repositories.decisions.record(tally.records);
  }

  /** Runs one candidate's rules, planning their bids' jobs and slots into `planned`; answers the run's records. */
  private async runUser(
    tick: Tick,
    candidate: Candidate,
    known: PerUser,
    planned: PlannedRun,
  ): Promise<{ readonly outcome: RunOutcome; readonly records: UserRunRecords }> {
    const { user, settings, balance, searchProfiles } = candidate;
    const profile = known.profiles.get(user.id) ?? null;
    const placed = known.placed.get(user.id) ?? 0;
    const account = accountOf({
      user,
      settings,
      profile,
      balance,
      bidsPlacedLast24h: placed,
      now: tick.now,
      searchProfiles,
    });
    const alreadyBid = known.alreadyBid.get(user.id) ?? NONE;
    // With explain off the rules would only skip the projects sharing no skill with the user.
    const skilled = skilledProjects(tick, candidate, account);
    const pace = { now: tick.now, slow: isSlowPaced(settings, tick.now), paces: this.paces };
    // The rules answer the blocks the token and the daily count add, before any project.
    const deps = {
      bids: this.repositories.bids,
      pacing: this.repositories.pacing,
      jobs: planned.queue,
      ...(this.random === undefined ? {} : { random: this.random }),
    };
    const slots = { recent: known.slots.get(user.id) ?? NO_SLOTS, booked: planned.slots };
    const { result, records } = await runScheduled(deps, {
      account,
      window: candidate.projects,
      skilled,
      usdRate: tick.usdRate,
      pace,
      alreadyBid,
      slots,
      modelWritesProposals: this.modelWritesProposals,
    });
    return { outcome: result.blocked.length > 0 ? { kind: 'blocked' } : { kind: 'evaluated' }, records };
  }
}

const NONE: ReadonlySet<string> = new Set();
const NO_SLOTS: readonly BidSlot[] = [];
const NO_PROFILES: readonly SearchProfile[] = [];
