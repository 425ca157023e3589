import { beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../../adapters/jobs/bid-worker.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import {
  BLOCK_MESSAGES,
  SKIP_MESSAGES,
  type BlockReasonCode,
  type SkipReasonCode,
} from '../../../core/domain/bidding/autobid-reasons.js';
import type { Project } from '../../../core/domain/bidding/project.js';
import { profileRulesOf } from '../../../core/domain/bidding/search-profile.js';
import { totalBids } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import type { NewDecision, RunSummary } from '../../../core/ports/decision-log.port.js';
import type { EnqueueItem, EnqueueOptions } from '../../../core/ports/job-queue.port.js';
import type { ProposalRequest, ProposalWriter } from '../../../core/ports/proposal-writer.port.js';
import { PreviewBiddingSettings, WHAT_IF_MS, type WhatIfRequest } from '../../../core/use-cases/bidding/what-if.js';
import { WHAT_IF_TOP_REASONS, type WhatIfOutcome } from '../../../core/use-cases/bidding/what-if/outcome.js';
import { WHAT_IF_JITTER } from '../../../core/use-cases/bidding/what-if/replay.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import type { PlaceBidPayload } from '../../../core/use-cases/engine/place-bid-job.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder, type BidderOptions } from '../../fixtures/engine.js';

const END = new Date('2026-01-15T12:00:00.000Z');
const START = new Date(END.getTime() - WHAT_IF_MS);
const MINUTE = 60_000;
const SECOND = 1_000;

/** A queue that remembers when each job is due, so the clock can step straight to the next one. */
class SteppedQueue extends InMemoryJobQueue {
  readonly due: number[] = [];
  override async enqueue<T>(queue: string, payload: T, options?: EnqueueOptions): Promise<string | null> {
    const id = await super.enqueue(queue, payload, options);
    if (id !== null && options?.startAfter !== undefined) this.due.push(options.startAfter.getTime());
    return id;
  }
  override async enqueueMany<T>(queue: string, items: readonly EnqueueItem<T>[]): Promise<(string | null)[]> {
    const ids = await super.enqueueMany(queue, items);
    items.forEach((item, index) => {
      if (ids[index] !== null && item.options?.startAfter !== undefined)
        this.due.push(item.options.startAfter.getTime());
    });
    return ids;
  }
}

const WORDS =
  'form state login deploy list tests review schema cache route query layout mobile access audit build queue retry metric chart export import upload search filter sort paginate theme token session webhook email invoice'.split(
    ' ',
  );

/** A proposal of its own for every user and project: the guard holds near-copies, and these runs bid hundreds. */
class DistinctProposals implements ProposalWriter {
  private seed = 1;
  async write(request: ProposalRequest): Promise<string> {
    const words: string[] = [];
    for (let index = 0; index < 40; index++) {
      this.seed = (this.seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      words.push(WORDS[this.seed % WORDS.length] as string);
    }
    return `For ${request.project.title}: ${words.join(' ')}.`;
  }
}

/**
 * Seven days of feed, one project every 20 minutes, varied the way the rules tell projects apart:
 * skills, bid counts, type, currency, and some the feed saw 90 minutes after they were posted;
 * plus a burst of 30 at once, more than a run's pace can bid.
 */
function sevenDaysOfFeed(): { readonly project: Project; readonly seenAt: Date }[] {
  const skills = [['React.js', 'CSS'], ['PHP'], ['React.js', 'PHP'], ['Python'], ['React.js']];
  const entries: { project: Project; seenAt: Date }[] = [];
  for (let index = 0; START.getTime() + (index + 1) * 20 * MINUTE < END.getTime(); index++) {
    const seenAt = new Date(START.getTime() + (index + 1) * 20 * MINUTE - 37 * SECOND);
    const late = index % 13 === 0;
    const postedAt = new Date(seenAt.getTime() - (late ? 90 : 2) * MINUTE);
    const hourly = index % 4 === 3;
    entries.push({
      seenAt,
      project: aFeedProject(`p${index}`, postedAt, {
        title: `Project ${index}: a small web app`,
        description: 'Build a small web app with a form, a list and a login, tested and deployed.',
        skills: skills[index % skills.length] as string[],
        bidCount: index % 5 === 0 ? 40 : 3 + (index % 7),
        currency: index % 6 === 0 ? 'EUR' : 'USD',
        ...(hourly
          ? { type: 'hourly' as const, budgetMin: 15, budgetMax: 30 + (index % 3) * 10 }
          : { budgetMin: 100, budgetMax: 300 + (index % 9) * 100 }),
      }),
    });
  }
  const burstAt = new Date(START.getTime() + 2 * 24 * 60 * MINUTE + 12 * 60 * MINUTE + 5 * SECOND);
  for (let index = 0; index < 30; index++) {
    entries.push({
      seenAt: burstAt,
      project: aFeedProject(`burst${index}`, new Date(burstAt.getTime() - (index + 1) * SECOND), {
        skills: ['React.js', 'PHP'],
        description: 'A quick fix to a React form that loses its state on submit.',
      }),
    });
  }
  return entries.sort((a, b) => a.seenAt.getTime() - b.seenAt.getTime());
}

/** What the real runs did for one user: placed bids, spent balance, and every skip counted. */
interface RealOutcome {
  readonly bidsPlaced: number;
  readonly bidsSpent: number;
  readonly topSkips: readonly { code: SkipReasonCode; message: string; count: number }[];
  readonly projectsConsidered: number;
  readonly blockedRuns: number;
  readonly topBlocks: readonly { code: BlockReasonCode; message: string; count: number }[];
}

/**
 * The what-if's promise (docs/design.md#what-if): its counts equal a real dispatch of the same feed
 * and settings. Users with a daily cap, a schedule, a time limit, a balance that runs out and a
 * second search profile are run by the real dispatcher every minute of seven days, and their bids
 * placed by the real worker against the fake marketplace as each comes due; the what-if, asked at
 * the end of those seven days with the same settings, must count the same bids, the same spent
 * bids and the same skips.
 */
describe('What-if against the real dispatch', () => {
  const clock = new FixedClock(START.toISOString());
  const storage = new InMemoryStorage(clock);
  const queue = new SteppedQueue(clock);
  const marketplace = new RecordingMarketplace();
  const summaries: RunSummary[] = [];
  const users: Record<string, User> = {};
  const startBalance = new Map<string, number>();
  const whatIf = new Map<string, WhatIfOutcome>();
  let worker: QueueWorker<PlaceBidPayload>;

  const bidder = async (name: string, options: BidderOptions) => {
    const user = await aBidder(storage, START, {
      name,
      bids: 1_000,
      ...options,
      settings: { timeInterval: '5min', lastRunAt: START, skills: ['React.js'], ...options.settings },
    });
    users[name] = user;
    // Each user their own Freelancer account: the fake marketplace knows a bid by its bidder.
    await storage.profiles.save(user.id, {
      oauthToken: `token-${user.id}`,
      freelancerUserId: String(100 + Object.keys(users).length),
    });
    startBalance.set(user.id, options.bids ?? 1_000);
    return user;
  };

  const preview = (user: User, request: WhatIfRequest = { changes: {} }) =>
    new PreviewBiddingSettings(storage, new FixedExchangeRates(), new FixedClock(END.toISOString())).execute(
      user,
      request,
    );

  async function realOutcome(user: User): Promise<RealOutcome> {
    const bids = (await storage.bids.listByUser(user.id, { page: 1, limit: 5_000 })).items.filter(
      (bid) => bid.submittedAt.getTime() >= START.getTime(),
    );
    const counts = new Map<SkipReasonCode, number>();
    const blocks = new Map<BlockReasonCode, number>();
    let considered = 0;
    let blockedRuns = 0;
    for (const summary of summaries.filter((each) => each.userId === user.id)) {
      if (summary.blocked.length === 0) considered += summary.scanned;
      else blockedRuns += 1;
      for (const code of summary.blocked) blocks.set(code, (blocks.get(code) ?? 0) + 1);
      for (const [code, count] of Object.entries(summary.skippedByReason) as [SkipReasonCode, number][])
        counts.set(code, (counts.get(code) ?? 0) + count);
    }
    const topSkips = top(counts).map(([code, count]) => ({ code, message: SKIP_MESSAGES[code], count }));
    const topBlocks = top(blocks).map(([code, count]) => ({ code, message: BLOCK_MESSAGES[code], count }));
    const balance = totalBids((await storage.ledger.balances([user.id])).get(user.id) ?? { plan: 0, extra: 0 });
    return {
      bidsPlaced: bids.filter((bid) => bid.status === 'submitted').length,
      bidsSpent: (startBalance.get(user.id) ?? 0) - balance,
      topSkips,
      projectsConsidered: considered,
      blockedRuns,
      topBlocks,
    };
  }

  beforeAll(async () => {
    await seedDefaults(storage);
    const feed = sevenDaysOfFeed();
    for (const { project } of feed) marketplace.seedProject(project);
    for (const { project, seenAt } of feed) await storage.feed.addNew([project], seenAt);

    const capped = await bidder('capped', { settings: { bidsLimit: 5 } });
    await bidder('scheduled', {
      settings: {
        timeInterval: '10min',
        scheduleAutobidding: true,
        startTime: '09:00',
        endTime: '17:00',
        timezone: 'UTC',
      },
    });
    await bidder('unscheduled', { settings: { timeInterval: '10min' } });
    await bidder('time-limited', { settings: { timeLimit: '1hour', bidOnHourlyProjects: false } });
    await bidder('short of bids', { bids: 12, settings: { timeInterval: '1min', skills: ['React.js', 'PHP'] } });
    const profiled = await bidder('two profiles', { settings: { timeInterval: '15min', maxBidsThreshold: 10 } });
    const rules = {
      ...profileRulesOf(await storage.settings.get(profiled.id)),
      skills: ['PHP'],
      maxBidsThreshold: 50 as const,
      bidOnHourlyProjects: false,
    };
    const php = await storage.searchProfiles.create(profiled.id, { name: 'PHP fixes', isActive: true, rules }, 4);
    // The same account with its PHP profile bidding on hourly projects too, to hold the profile's preview to.
    const wider = await bidder('two profiles, hourly PHP', {
      settings: { timeInterval: '15min', maxBidsThreshold: 10 },
    });
    await storage.searchProfiles.create(
      wider.id,
      { name: 'PHP fixes', isActive: true, rules: { ...rules, bidOnHourlyProjects: true } },
      4,
    );
    // A bid the user placed before the seven days, on a project the feed lists in them: already bid, for the real runs and the replay.
    await storage.bids.insertIfAbsent({
      userId: capped.id,
      projectId: 'p4',
      projectTitle: 'Earlier',
      projectUrl: 'https://x.test',
      status: 'submitted',
      amountMinor: 100,
      currency: 'USD',
      proposal: 'p',
      marketplaceBidId: null,
      errorMessage: null,
      submittedAt: new Date(START.getTime() - 2 * 24 * 60 * MINUTE),
    });

    // Asked before the real runs, so the replay sees no bid of them: as it would have, seven days on, had the settings been saved.
    for (const user of Object.values(users)) whatIf.set(user.id, (await preview(user)).before);
    const unscheduled = users.unscheduled as User;
    const withSchedule = await preview(unscheduled, {
      changes: { scheduleAutobidding: true, startTime: '09:00', endTime: '17:00', timezone: 'UTC' },
    });
    whatIf.set('unscheduled with the schedule', withSchedule.after);
    const hourlyPhp = await preview(profiled, {
      profileId: php?.id ?? '',
      changes: { rules: { bidOnHourlyProjects: true } },
    });
    whatIf.set('two profiles with hourly PHP', hourlyPhp.after);
    expect(withSchedule.before).toEqual(whatIf.get(unscheduled.id));

    const placeBid = new PlaceBid(storage, marketplace, new DistinctProposals(), new InProcessEventPublisher(), clock);
    const paceBid = new PaceBid(storage, new InMemoryMarketplaceBackoff(), clock, { random: () => WHAT_IF_JITTER });
    worker = createBidWorker({
      queue,
      placeBid: (job) => placeBid.execute(job),
      paceBid: (job) => paceBid.execute(job),
      logger: createLogger('silent'),
    });
    // The runs' summaries as the decision log gets them: every skip counted, whatever rows it keeps.
    const decisions = Object.create(storage.decisions, {
      record: {
        value: async (records: { decisions: readonly NewDecision[]; summaries: readonly RunSummary[] }) =>
          void summaries.push(...records.summaries),
      },
    }) as InMemoryStorage['decisions'];
    const dispatch = new DispatchDueUsers(
      { ...storageRepositories(storage), decisions },
      new FixedExchangeRates(),
      queue,
      clock,
      undefined,
      false,
      () => WHAT_IF_JITTER,
    );

    // Every minute a tick; between ticks the worker takes each bid at the instant it is due.
    for (let minute = START.getTime() + MINUTE; minute <= END.getTime(); minute += MINUTE) {
      clock.set(new Date(minute));
      await dispatch.execute();
      const dueThisMinute = queue.due.filter((at) => at >= minute && at < minute + MINUTE).sort((a, b) => a - b);
      for (const at of [minute, ...dueThisMinute]) {
        clock.set(new Date(at));
        await worker.drain();
      }
    }
  }, 120_000);

  const cases = ['capped', 'scheduled', 'time-limited', 'short of bids', 'two profiles'];
  it.each(cases)('counts what the real runs of the %s user did', async (name) => {
    const user = users[name] as User;
    const real = await realOutcome(user);
    const replayed = whatIf.get(user.id) as WhatIfOutcome;
    expect(real.bidsPlaced).toBeGreaterThan(0);
    expect(comparable(replayed)).toEqual(real);
  });

  it('counts, for unsaved changes, what the real runs of a user who saved them did', async () => {
    const real = await realOutcome(users.scheduled as User);
    const after = whatIf.get('unscheduled with the schedule') as WhatIfOutcome;
    expect(comparable(after)).toEqual(real);
    expect(after.bidsPlaced).toBeLessThan((whatIf.get((users.unscheduled as User).id) as WhatIfOutcome).bidsPlaced);
  });

  it("counts, for one search profile's unsaved rules, what the real runs of an account that saved them did", async () => {
    const real = await realOutcome(users['two profiles, hourly PHP'] as User);
    const after = whatIf.get('two profiles with hourly PHP') as WhatIfOutcome;
    expect(comparable(after)).toEqual(real);
    expect(after.bidsPlaced).toBeGreaterThan(
      (whatIf.get((users['two profiles'] as User).id) as WhatIfOutcome).bidsPlaced,
    );
  });

  it('covers what it set out to: the daily cap, the schedule, the time limit, the pace, the balance and the profile each cost bids', () => {
    const outcome = (name: string) => whatIf.get((users[name] as User).id) as WhatIfOutcome;
    const skips = (name: string) => outcome(name).topSkips.map((skip) => skip.code);
    const blocks = (name: string) => outcome(name).topBlocks.map((block) => block.code);
    expect(blocks('capped')).toEqual(['DAILY_LIMIT_REACHED']);
    expect(skips('capped')).toContain('ALREADY_BID');
    expect(blocks('scheduled')).toEqual(['OUTSIDE_SCHEDULE']);
    expect(skips('time-limited')).toEqual(expect.arrayContaining(['TOO_OLD', 'PACE_LIMIT']));
    expect(outcome('short of bids')).toMatchObject({ bidsPlaced: 12, bidsSpent: 12 });
    // Autobidding switched itself off with the last bid: the replay ran no more after it.
    expect(outcome('short of bids').ranOutAt).toEqual(expect.any(Date));
    expect(outcome('short of bids').runs).toBeLessThan(7 * 24 * 60);
    expect(outcome('capped').ranOutAt).toBeNull();
    // The PHP profile takes what the main one leaves: more bids than the main profile's skills and threshold alone allow.
    expect(outcome('two profiles').bidsPlaced).toBeGreaterThan(outcome('unscheduled').bidsPlaced);
  });
});

/** The most frequent first, then by code, as the what-if ranks them. */
const top = <C extends string>(counts: ReadonlyMap<C, number>): [C, number][] =>
  [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, WHAT_IF_TOP_REASONS);

const comparable = ({
  bidsPlaced,
  bidsSpent,
  topSkips,
  projectsConsidered,
  blockedRuns,
  topBlocks,
}: WhatIfOutcome): RealOutcome => ({ bidsPlaced, bidsSpent, topSkips, projectsConsidered, blockedRuns, topBlocks });

function storageRepositories(storage: InMemoryStorage) {
  const { settings, users, profiles, searchProfiles, ledger, bids, feed, pacing } = storage;
  return { settings, users, profiles, searchProfiles, ledger, bids, feed, pacing };
}
