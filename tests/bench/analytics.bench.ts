import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { FakeMarketplace } from '../../adapters/testing/fake-marketplace.js';
import { RecordingNotifier } from '../../adapters/testing/fake-notifications.js';
import { KnexBidRepository } from '../../adapters/storage/knex/knex-bid-repository.js';
import { KnexBidLedger } from '../../adapters/storage/knex/knex-bid-ledger.js';
import { KnexDecisionLog } from '../../adapters/storage/knex/knex-decision-log.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import type { NewDecision, RunSummary } from '../../core/ports/decision-log.port.js';
import { GetFunnel } from '../../core/use-cases/analytics/get-funnel.js';
import { MAX_AWARD_CALLS_PER_RUN, SyncAwardStatuses } from '../../core/use-cases/engine/sync-award-statuses.js';
import { MAX_REPLY_CALLS_PER_RUN, SyncReplies } from '../../core/use-cases/engine/sync-replies.js';
import { openSqlite } from '../support/databases.js';
import { insertTestUser } from '../support/test-users.js';
import { formatFigure, type Benchmark } from './figure.js';

const DAY = 86_400_000;
const NOW = new Date('2026-06-30T12:00:00.000Z');
const DECISIONS = 100_000;
const DECISIONS_PER_RUN = 50;
const BIDS = 10_000;
const USER = 'bench-funnel-user';
const OTHER = 'bench-funnel-other';
/** Ledger entries: the user's debit per bid and a refund per tenth of them, the rest another user's. */
const LEDGER_ENTRIES = 100_000;
const REFUNDED = BIDS / 10;
/** The reply sync's schedule: one run every 5 minutes. */
const RUNS_PER_MINUTE = 1 / 5;
const SYNC_USERS = 5_000;

/**
 * One user with 100,000 decisions over 90 days (2,000 runs of 50) and 10,000 bids, some replied
 * and awarded, with skills; and 100,000 ledger entries: the user's 10,000 debits and 1,000 refunds,
 * written straight into the table (the ledger's writes are the ledger bench's), the rest another user's.
 */
async function seedFunnel(db: Parameters<typeof insertTestUser>[0], clock: FixedClock): Promise<void> {
  await insertTestUser(db, USER);
  const log = new KnexDecisionLog(db);
  const runs = DECISIONS / DECISIONS_PER_RUN;
  for (let run = 0; run < runs; run += 1) {
    const ranAt = new Date(NOW.getTime() - Math.floor((run / runs) * 89 * DAY));
    const decisions: NewDecision[] = Array.from({ length: DECISIONS_PER_RUN }, (_, n) => ({
      userId: USER,
      projectId: String(run * DECISIONS_PER_RUN + n),
      projectTitle: `Project ${n}`,
      projectUrl: 'https://www.freelancer.com/projects/x',
      outcome: n < 2 ? 'queued' : 'skipped',
      reasons: n < 2 ? [] : ['PROJECT_CLOSED'],
      detail: null,
      decidedAt: ranAt,
    }));
    const summary: RunSummary = {
      userId: USER,
      ranAt,
      scanned: DECISIONS_PER_RUN,
      matched: 2,
      queued: 2,
      skipped: DECISIONS_PER_RUN - 2,
      skippedByReason: { PROJECT_CLOSED: DECISIONS_PER_RUN - 2 },
      blocked: [],
    };
    await log.record({ decisions, summaries: [summary] });
  }
  const bids = new KnexBidRepository(db, clock);
  for (let n = 0; n < BIDS; n += 1) {
    const submittedAt = new Date(NOW.getTime() - Math.floor((n / BIDS) * 89 * DAY));
    const replied = n % 4 === 0;
    await bids.insertIfAbsent({
      userId: USER,
      projectId: `b${n}`,
      projectTitle: `Bid ${n}`,
      projectUrl: 'https://www.freelancer.com/projects/x',
      status: n % 10 === 0 ? 'accepted' : replied ? 'replied' : 'submitted',
      amountMinor: 2500,
      currency: 'USD',
      proposal: 'Hello',
      marketplaceBidId: String(n),
      errorMessage: null,
      submittedAt,
      repliedAt: replied ? new Date(submittedAt.getTime() + (n % 48) * 3_600_000) : null,
      skills: [['PHP', 'React.js', 'Go', 'Python'][n % 4] as string],
    });
  }
  await insertTestUser(db, OTHER);
  const seq = { [USER]: 0, [OTHER]: 0 };
  const entry = (
    userId: typeof USER | typeof OTHER,
    kind: 'bid_debit' | 'bid_refund',
    key: string,
    delta: number,
    at: number,
  ) => {
    seq[userId] += 1;
    return {
      id: `${userId}:${seq[userId]}`,
      user_id: userId,
      seq: seq[userId],
      kind,
      key,
      plan_delta: delta,
      extra_delta: 0,
      note: null,
      created_at_ms: at,
    };
  };
  const rows = [];
  for (let n = 0; n < LEDGER_ENTRIES; n += 1) {
    const at = NOW.getTime() - Math.floor((n / LEDGER_ENTRIES) * 89 * DAY);
    if (n < BIDS) rows.push(entry(USER, 'bid_debit', `bid:${n}`, -1, at));
    else if (n < BIDS + REFUNDED) rows.push(entry(USER, 'bid_refund', `refund:bid:${(n - BIDS) * 10}`, 1, at));
    else rows.push(entry(OTHER, 'bid_debit', `other:${n}`, -1, at));
  }
  await db.batchInsert('bid_ledger_entries', rows, 500);
}

/** The median of several 90-day funnels of that user, after one warm-up. */
async function funnelMs(): Promise<number> {
  const database = await openSqlite();
  try {
    const clock = new FixedClock(NOW);
    await seedFunnel(database.db, clock);
    const funnel = new GetFunnel(
      {
        bids: new KnexBidRepository(database.db, clock),
        decisions: new KnexDecisionLog(database.db),
        ledger: new KnexBidLedger(database.db, clock),
      },
      clock,
    );
    const once = () => funnel.execute({ scope: { kind: 'user', userId: USER }, days: 90 });
    const first = await once();
    if (first.stages.scanned !== DECISIONS || first.stages.placed !== BIDS || first.planBidsSpent !== BIDS - REFUNDED) {
      throw new Error(
        `bench: the funnel counted ${first.stages.scanned} scanned, ${first.stages.placed} placed and ${first.planBidsSpent} plan bids spent`,
      );
    }
    const times: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  } finally {
    await database.destroy();
  }
}

/**
 * Marketplace calls a minute the reply and award syncs make at most: SYNC_USERS users with one
 * submitted bid each (the worst spread: one call per bid), counted over a run at the schedule's
 * rate (every 5 minutes). It does not grow with the number of users.
 */
async function syncCallsPerMinute(): Promise<{ readonly replies: number; readonly awards: number }> {
  const clock = new FixedClock(NOW);
  const storage = new InMemoryStorage(clock);
  const marketplace = new FakeMarketplace();
  for (let n = 0; n < SYNC_USERS; n += 1) {
    const user = await storage.users.create({ name: `U${n}`, email: `u${n}@example.com`, passwordHash: 'x' });
    await storage.profiles.save(user.id, { oauthToken: `token-${n}`, freelancerUserId: '26605882' });
    await storage.bids.insertIfAbsent({
      userId: user.id,
      projectId: `p${n}`,
      projectTitle: 'P',
      projectUrl: 'https://x.test',
      status: 'submitted',
      amountMinor: 100,
      currency: 'USD',
      proposal: 'p',
      marketplaceBidId: String(n),
      errorMessage: null,
      submittedAt: new Date(NOW.getTime() - n * 1000),
    });
  }
  const events = { publish: async () => undefined };
  const replies = await new SyncReplies(storage, marketplace, events, new RecordingNotifier()).execute();
  if (replies.calls > MAX_REPLY_CALLS_PER_RUN) throw new Error(`bench: a reply sync run made ${replies.calls} calls`);
  const awards = await new SyncAwardStatuses(storage, marketplace, events).execute();
  if (awards.calls > MAX_AWARD_CALLS_PER_RUN) throw new Error(`bench: an award sync run made ${awards.calls} calls`);
  return { replies: marketplace.repliedCallCount() * RUNS_PER_MINUTE, awards: awards.calls * RUNS_PER_MINUTE };
}

export const analyticsBenchmark: Benchmark = async () => {
  const funnel = await funnelMs();
  const calls = await syncCallsPerMinute();
  const unit = `calls/min at most (${SYNC_USERS.toLocaleString('en')} users, whatever their number)`;
  return [
    { name: 'analytics.funnel_ms', value: funnel, unit: 'ms (1 user, 100,000 decisions, 90 days, SQLite; budget 50)' },
    { name: 'sync.reply_calls_per_min', value: calls.replies, unit },
    { name: 'sync.award_calls_per_min', value: calls.awards, unit },
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await analyticsBenchmark()) console.log(formatFigure(figure));
}
