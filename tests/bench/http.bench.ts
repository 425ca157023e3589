import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { loadOrCreateSecrets } from '../../adapters/config/secrets.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { REPO_ROOT, startChildServer, type ChildServer } from './child-server.js';
import { formatFigure, type Benchmark, type Figure } from './figure.js';

const CONNECTIONS = 50;
const WARM_UP_S = 3;
/** Measured time per target: ROUNDS rounds of ROUND_S seconds, the two servers' rounds taking turns. */
const ROUNDS = 5;
const ROUND_S = 2;
/** BidPilot's own settings: blank in the server's environment, so it runs on `npm start`'s defaults. */
const BIDPILOT_SETTINGS = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'PUBLIC_URL',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'MARKETPLACE_URL',
  'MARKETPLACE_FEED_TOKEN',
  'PAYFAST_URL',
  'PAYFAST_MERCHANT_ID',
  'PAYFAST_MERCHANT_KEY',
  'PAYFAST_PASSPHRASE',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SCHEDULER',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'METRICS_TOKEN',
];
/** The production build's entry (`npm run build`); the TypeScript sources through tsx until it exists. */
const BUILT_SERVER = 'dist/adapters/main.js';
const SOURCE_SERVER = 'adapters/main.ts';
const CLOCK_TICKS_PER_S = 100;

interface Target {
  readonly server: ChildServer;
  readonly url: string;
  readonly headers?: Record<string, string>;
}

interface Round {
  readonly requests: number;
  readonly seconds: number;
  readonly p99: number;
  readonly errors: number;
  /** CPU seconds the server process used in the round, null where /proc is not there to say. */
  readonly cpuSeconds: number | null;
}

interface Load {
  readonly rps: number;
  /** The median of the rounds' p99s: one round's hiccup on the shared machine is not the server's. */
  readonly p99: number;
  readonly errors: number;
  /** Server CPU time per answered request, in microseconds: steadier than req/s on a busy machine. */
  readonly cpuMicrosPerRequest: number | null;
}

/** User plus system CPU time of a process so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

async function round(target: Target, seconds: number): Promise<Round> {
  const cpuBefore = cpuSeconds(target.server.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers ?? {},
  });
  const cpuAfter = cpuSeconds(target.server.pid);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function summary(rounds: readonly Round[]): Load {
  const requests = rounds.reduce((total, each) => total + each.requests, 0);
  const seconds = rounds.reduce((total, each) => total + each.seconds, 0);
  const cpu = rounds.every((each) => each.cpuSeconds !== null)
    ? rounds.reduce((total, each) => total + (each.cpuSeconds ?? 0), 0)
    : null;
  return {
    rps: Math.round(requests / seconds),
    p99: median(rounds.map((each) => each.p99)),
    errors: rounds.reduce((total, each) => total + each.errors, 0),
    cpuMicrosPerRequest: cpu === null || requests === 0 ? null : Math.round((cpu / requests) * 1e6),
  };
}

/**
 * Each target warmed up (JIT, caches, connections), then measured in rounds that take turns, so
 * the other helpers' load on the shared cores falls on all targets alike and the ratio holds.
 */
async function measure(targets: readonly Target[]): Promise<Load[]> {
  for (const target of targets) await round(target, WARM_UP_S);
  const rounds: Round[][] = targets.map(() => []);
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [at, target] of targets.entries()) rounds[at]?.push(await round(target, ROUND_S));
  }
  return rounds.map(summary);
}

/**
 * Blank rather than absent: the server reads a blank setting as unset, and a variable present in
 * its environment wins over the checkout's .env, so no .env can point the bench at a real
 * database or marketplace. Request logs on, as JSON lines, as in production.
 */
function serverEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of BIDPILOT_SETTINGS) env[name] = '';
  return { ...env, DATA_DIR: dataDir, LOG_FORMAT: 'json' };
}

const lineCount = (file: string): number =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"responseTime"')).length
    : 0;

/** `BENCH_CPU_PROF=<dir>` writes the server's CPU profile there when it stops (open it in Chrome's DevTools). */
const profiling = (): string[] =>
  process.env.BENCH_CPU_PROF === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF];

/** Registers a user over the API, as a visitor does; answers their bearer token and id. */
async function register(url: string): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'Bench!1234-long-enough' }),
  });
  const body = (await response.json()) as { token?: string; user?: { id: string }; message?: string };
  if (response.status !== 201 || body.token === undefined || body.user === undefined)
    throw new Error(`registering the bench user failed (${response.status}): ${body.message ?? ''}`);
  return { token: body.token, userId: body.user.id };
}

/** A page of bid logs for the user, written into the server's SQLite file beside it (WAL lets both open it). */
async function seedBidLogs(dataDir: string, userId: string): Promise<void> {
  const db = createKnex({ dialect: 'sqlite', connection: join(dataDir, 'bidpilot.sqlite') });
  try {
    const storage = new KnexStorage(db, new SystemClock(), {
      encryptionKey: Buffer.from(loadOrCreateSecrets(dataDir, {}).encryptionKey, 'hex'),
    });
    for (let index = 0; index < 25; index += 1) {
      await storage.bids.insertIfAbsent({
        userId,
        projectId: String(index),
        projectTitle: `Project ${index}`,
        projectUrl: `https://www.freelancer.com/projects/p-${index}`,
        status: 'submitted',
        amountMinor: 25_000,
        currency: 'USD',
        proposal: 'Hello',
        marketplaceBidId: String(index),
        errorMessage: null,
        submittedAt: new Date(Date.now() - index * 60_000),
      });
    }
  } finally {
    await db.destroy();
  }
}

/**
 * `/api/auth/me` and a page of bid logs on BidPilot as users run it (the production build's
 * dist/adapters/main.js when built, adapters/main.ts otherwise, with its defaults: a SQLite file
 * and secrets in a fresh DATA_DIR, the scheduler and simulators on, info-level request logs as
 * JSON lines to a file) in a process of its own, against bare Koa in another; autocannon runs in
 * this one, so the servers' figures carry none of the load generator's work.
 */
export const httpBenchmark: Benchmark = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-http-'));
  const servers: ChildServer[] = [];
  const started = async (options: Parameters<typeof startChildServer>[0]): Promise<ChildServer> => {
    const server = await startChildServer(options);
    servers.push(server);
    return server;
  };
  try {
    const koa = await started({
      script: 'tests/bench/koa-baseline.ts',
      env: { ...process.env, NODE_ENV: 'production' },
      readyPath: '/',
    });
    const observedKoa = await started({
      script: 'tests/bench/koa-baseline.ts',
      env: { ...process.env, NODE_ENV: 'production', BASELINE_OBSERVED: 'on' },
      readyPath: '/',
      stdoutFile: join(dataDir, 'observed-koa.log'),
    });
    const script = existsSync(join(REPO_ROOT, BUILT_SERVER)) ? BUILT_SERVER : SOURCE_SERVER;
    const requestLog = join(dataDir, 'server.log');
    const api = await started({
      script,
      env: serverEnvironment(dataDir),
      readyPath: '/api/ready',
      nodeArgs: profiling(),
      stdoutFile: requestLog,
    });
    const { token, userId } = await register(api.url);
    await seedBidLogs(dataDir, userId);
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(`${api.url}/api/auth/me`, { headers });
    if (!check.ok) throw new Error(`/api/auth/me answered ${check.status} before the load`);

    const [bare, observed, me, logs] = await measure([
      { server: koa, url: koa.url },
      { server: observedKoa, url: observedKoa.url },
      { server: api, url: `${api.url}/api/auth/me`, headers },
      { server: api, url: `${api.url}/api/bidding/logs?page=1&limit=10`, headers },
    ]);
    if (bare === undefined || observed === undefined || me === undefined || logs === undefined)
      throw new Error('a target went unmeasured');
    const figures: Figure[] = [
      { name: 'http.koa_baseline_rps', value: bare.rps, unit: 'req/s' },
      { name: 'http.auth_me_rps', value: me.rps, unit: 'req/s' },
      { name: 'http.auth_me_vs_bare_koa', value: Number((me.rps / bare.rps).toFixed(2)), unit: 'ratio' },
      { name: 'http.auth_me_p99_ms', value: me.p99, unit: 'ms' },
      // Against Koa carrying the same request log and histogram: what the rest of the server costs.
      { name: 'http.observed_koa_baseline_rps', value: observed.rps, unit: 'req/s' },
      { name: 'http.auth_me_vs_observed_koa', value: Number((me.rps / observed.rps).toFixed(2)), unit: 'ratio' },
      { name: 'http.bidding_logs_rps', value: logs.rps, unit: 'req/s' },
      { name: 'http.bidding_logs_p99_ms', value: logs.p99, unit: 'ms' },
      // Proof the figures were taken with request logging on: one JSON line per answered request.
      { name: 'http.request_log_lines', value: lineCount(requestLog), unit: 'lines' },
    ];
    const cpu = [
      ['koa_baseline', bare],
      ['observed_koa_baseline', observed],
      ['auth_me', me],
      ['bidding_logs', logs],
    ] as const;
    for (const [name, load] of cpu) {
      if (load.cpuMicrosPerRequest !== null)
        figures.push({ name: `http.${name}_server_cpu_us_per_req`, value: load.cpuMicrosPerRequest, unit: 'µs' });
    }
    const errors = bare.errors + observed.errors + me.errors + logs.errors;
    if (errors > 0) figures.push({ name: 'http.errors', value: errors, unit: 'responses' });
    return figures;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await httpBenchmark()) console.log(formatFigure(figure));
}
