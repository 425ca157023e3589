import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import Koa from 'koa';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { createContainer, resolveApiDependencies } from '../../adapters/composition/container.js';
import { TOKENS } from '../../adapters/composition/tokens.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { createApiApp } from '../../adapters/http/api.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { FakePaymentGateway } from '../../adapters/payments/fake-payment-gateway.js';
import { InMemoryJobQueue } from '../../adapters/jobs/in-memory-job-queue.js';
import { InProcessLeaderLock } from '../../adapters/locks/in-process-leader-lock.js';
import { FakeProposalWriter } from '../../adapters/llm/fake-proposal-writer.js';
import { InMemoryRateLimitStore } from '../../adapters/rate-limits/in-memory-rate-limit-store.js';
import { FakeMarketplace } from '../../adapters/marketplace/fake-marketplace.js';
import { FallbackExchangeRates } from '../../adapters/rates/fallback-exchange-rates.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { openSqlite } from '../support/databases.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

const CONNECTIONS = 50;
const DURATION_S = 5;

async function listen(app: Koa): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Requests still queued when the load stops must finish before the database goes away.
  const close = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  return { url, close };
}

async function load(url: string, headers: Record<string, string> = {}): Promise<{ reqPerS: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { reqPerS: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Handlers of requests the load generator gave up on may still be queued on the pool. */
async function settled(db: Knex): Promise<void> {
  const pool = db.client.pool as { numUsed(): number; numPendingAcquires(): number };
  while (pool.numUsed() + pool.numPendingAcquires() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The whole API on SQLite with a signed-in user who has a page of bid logs. */
async function startApi() {
  const database = await openSqlite();
  const clock = new SystemClock();
  const config = loadConfig({ JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), ENCRYPTION_KEY: '01'.repeat(32), DATABASE_URL: 'sqlite::memory:' });
  const storage = new KnexStorage(database.db, clock, { encryptionKey: config.encryptionKey });
  await seedDefaults(storage);
  // Built by the composition root, as the server is, over the bench database and fakes.
  const container = await createContainer(config, {
    logger: createLogger('silent'), clock, storage, jobQueue: new InMemoryJobQueue(clock), events: new InProcessEventPublisher(), marketplace: new FakeMarketplace(),
    rates: new FallbackExchangeRates(), paymentGateway: new FakePaymentGateway(), proposalWriter: new FakeProposalWriter(), leaderLock: new InProcessLeaderLock(), rateLimitStore: new InMemoryRateLimitStore(),
  });
  const sessions = container.get(TOKENS.Sessions);
  const hasher = container.get(TOKENS.Hasher);
  const user = await storage.users.create({ name: 'Bench', email: 'bench@example.com', passwordHash: await hasher.hash('Bench!1234') });
  for (let index = 0; index < 25; index += 1) {
    await storage.bids.insertIfAbsent({ userId: user.id, projectId: String(index), projectTitle: `Project ${index}`, projectUrl: `https://www.freelancer.com/projects/p-${index}`, status: 'submitted', amountMinor: 25_000, currency: 'USD', proposal: 'Hello', marketplaceBidId: String(index), errorMessage: null, submittedAt: new Date(Date.now() - index * 60_000) });
  }
  const app = createApiApp(resolveApiDependencies(container));
  const server = await listen(app);
  const close = async () => {
    await server.close();
    await settled(database.db);
    await database.destroy();
  };
  return { ...server, token: await sessions.issue(user.id), close };
}

/** Requests per second of the API beside a bare Koa route measured in the same run. */
export const httpBenchmark: Benchmark = async () => {
  const bare = new Koa();
  bare.use((ctx) => { ctx.body = { success: true }; });
  const bareServer = await listen(bare);
  const koaBare = await load(bareServer.url);
  await bareServer.close();

  const api = await startApi();
  try {
    const auth = { authorization: `Bearer ${api.token}` };
    const me = await load(`${api.url}/api/auth/me`, auth);
    const logs = await load(`${api.url}/api/bidding/logs?page=1&limit=10`, auth);
    const figures: Figure[] = [
      { name: 'http.koa_bare.req_per_s', value: koaBare.reqPerS, unit: 'req/s' },
      { name: 'http.auth_me.req_per_s', value: me.reqPerS, unit: 'req/s' },
      { name: 'http.auth_me.ratio_vs_koa', value: Number((me.reqPerS / koaBare.reqPerS).toFixed(2)), unit: 'ratio' },
      { name: 'http.auth_me.p99_ms', value: me.p99, unit: 'ms' },
      { name: 'http.bid_logs.req_per_s', value: logs.reqPerS, unit: 'req/s' },
      { name: 'http.bid_logs.p99_ms', value: logs.p99, unit: 'ms' },
    ];
    if (me.errors + logs.errors > 0) figures.push({ name: 'http.errors', value: me.errors + logs.errors, unit: 'responses' });
    return figures;
  } finally {
    await api.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await httpBenchmark()) console.log(formatFigure(figure));
}
