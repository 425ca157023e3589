import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { KnexBidLedger } from '../../adapters/storage/knex/knex-bid-ledger.js';
import { openPostgres, openSqlite, postgresReachable, type TestDatabase } from '../support/databases.js';
import { insertTestUser } from '../support/test-users.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

const USERS = 20;
const DEBITS = 2_000;
/** Workers debiting at once: the autobid worker pool's likely width on Postgres. */
const PG_CONCURRENCY = 10;

/**
 * Debits per second through KnexBidLedger: USERS users hold enough plan bids, then DEBITS debits
 * (each a locked balance update plus an entry insert in one transaction) spread over the users.
 * SQLite runs them one at a time (it has one connection); Postgres with PG_CONCURRENCY at once.
 */
async function debitsPerSecond(database: TestDatabase, concurrency: number): Promise<number> {
  const ledger = new KnexBidLedger(database.db, new SystemClock());
  const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
  for (const id of users) {
    await insertTestUser(database.db, id);
    await ledger.credit({ userId: id, kind: 'plan_grant', key: `bench-grant:${id}`, planDelta: DEBITS, extraDelta: 0 });
  }
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < DEBITS; n = next++) {
      const result = await ledger.debit({ userId: users[n % USERS] as string, key: `bench-bid:${n}` });
      if (!result.ok) throw new Error('bench: a debit found no bids');
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return Math.round(DEBITS / ((performance.now() - started) / 1000));
}

async function measure(open: () => Promise<TestDatabase>, concurrency: number): Promise<number> {
  const database = await open();
  try {
    return await debitsPerSecond(database, concurrency);
  } finally {
    await database.destroy();
  }
}

export const ledgerBenchmark: Benchmark = async () => {
  const figures: Figure[] = [
    { name: 'ledger.sqlite.debits_per_s', value: await measure(() => openSqlite(), 1), unit: 'debits/s' },
  ];
  if (await postgresReachable()) {
    const value = await measure(() => openPostgres({ poolMax: PG_CONCURRENCY }), PG_CONCURRENCY);
    figures.push({ name: 'ledger.postgres.debits_per_s', value, unit: 'debits/s' });
  }
  return figures;
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await ledgerBenchmark()) console.log(formatFigure(figure));
}
