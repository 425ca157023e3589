import { isDue, projectsWindowStart } from '../../domain/bidding/autobid-timing.js';
import { PACES, type Paces } from '../../domain/bidding/pacing.js';
import type { Project } from '../../domain/bidding/project.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import { isDomainError } from '../../domain/errors.js';
import { EMPTY_BALANCE, type BidBalance } from '../../domain/ledger/ledger.js';
import type { Plan } from '../../domain/plans/plan.js';
import { isUnlimitedPlanActive } from '../../domain/plans/plan-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { FeedEntry } from '../../ports/project-feed-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { matchAndEnqueue } from './match-and-enqueue.js';
import { accountOf, bidsPlacedLast24h, blockReasonsOf } from './run-account.js';
import { usdRatesFor, type UsdRate } from './usd-rates.js';

/** Users run side by side: on Postgres each waits on a few queries, so some overlap pays. */
const CONCURRENCY = 8;
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

type DueRepositories = Pick<Repositories, 'settings' | 'users' | 'profiles' | 'ledger' | 'plans' | 'bids' | 'feed' | 'pacing'>;
type Outcome = { readonly kind: 'idle' | 'blocked' } | { readonly kind: 'evaluated'; readonly queued: number };

interface Tick {
  readonly now: Date;
  readonly feed: readonly FeedEntry[];
  readonly usdRate: UsdRate;
  readonly plans: readonly Plan[];
}

/**
 * The scheduled dispatcher (docs/design.md#engine): finds the users due now (autobidding on, their
 * interval passed), matches the feed's projects first seen since each one's previous run (the
 * first run: the last 60 minutes, within timeLimit) against their rules in memory, enqueues the
 * bids and records the run. The feed is read once per tick and users' records in bulk where the
 * ports allow, so the work per user is a few lookups and the rule function.
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
    const [feed, users, balances, plans] = await Promise.all([
      this.repositories.feed.listSeenSince(new Date(earliest)),
      this.repositories.users.findByIds(ids),
      this.repositories.ledger.balances(ids),
      this.repositories.plans.list(),
    ]);
    const tick: Tick = { now, feed, plans, usdRate: await usdRatesFor(this.rates, feed.map((entry) => entry.project)) };
    const usersById = new Map(users.map((user) => [user.id, user]));
    const ran: string[] = [];

    await forEachConcurrently(due, CONCURRENCY, async (settings) => {
      // A user deleted since listActive has no settings left to record a run in.
      const user = usersById.get(settings.userId);
      if (user === undefined) return;
      try {
        const outcome = await this.runUser(tick, settings, user, balances.get(user.id) ?? EMPTY_BALANCE);
        counts[outcome.kind] += 1;
        if (outcome.kind === 'evaluated') counts.queued += outcome.queued;
        ran.push(user.id);
      } catch (error) {
        failures.push({ userId: user.id, code: isDomainError(error) ? error.code : 'INTERNAL' });
      }
    });
    await this.repositories.settings.recordRuns(ran, now);
    return { active: active.length, due: due.length, ...counts, failed: failures.length, failures: failures.slice(0, FAILURES_SHOWN) };
  }

  private async runUser(tick: Tick, settings: BiddingSettings, user: User, balance: BidBalance): Promise<Outcome> {
    const projects = projectsOfRun(tick.feed, settings, tick.now);
    if (projects.length === 0) return { kind: 'idle' };
    const { bids, profiles } = this.repositories;
    const [profile, placed] = await Promise.all([profiles.get(user.id), bidsPlacedLast24h(bids, settings, tick.now)]);
    const unlimited = isUnlimitedPlanActive(user, tick.plans, tick.now);
    const account = accountOf({ user, settings, profile, balance, unlimited, bidsPlacedLast24h: placed, now: tick.now });
    if (blockReasonsOf(account).length > 0) return { kind: 'blocked' };
    // slow: false until the settings carry Freelancer's "bidding too fast" (slowPaceUntil).
    const result = await matchAndEnqueue({ bids, pacing: this.repositories.pacing, jobs: this.jobs }, account, projects, tick.usdRate, { now: tick.now, slow: false, paces: this.paces });
    return { kind: 'evaluated', queued: result.queued };
  }
}

const windowStart = (settings: BiddingSettings, now: Date): Date => projectsWindowStart(settings.lastRunAt, now, settings.timeLimit);

/**
 * The feed's projects of this user's run: first seen after their window start and not after now.
 * On a first run the projects must also have been posted within that window (the last 60
 * minutes, within timeLimit); later runs leave the posting age to the timeLimit rule.
 */
export function projectsOfRun(feed: readonly FeedEntry[], settings: BiddingSettings, now: Date): Project[] {
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

async function forEachConcurrently<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
