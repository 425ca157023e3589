import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../../bench/child-server.js';
import { SseReader } from '../../support/sse.js';

const METRICS_TOKEN = 'shutdown-test-metrics-token-0123';
/** BidPilot's settings left blank, so a checkout's .env cannot point the child anywhere real. */
const BLANKED = [
  'NODE_ENV',
  'DATABASE_URL',
  'PUBLIC_URL',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'MARKETPLACE_URL',
  'MARKETPLACE_FEED_TOKEN',
  'PAYFAST_URL',
  'SMTP_URL',
  'TELEGRAM_BOT_TOKEN',
  'OPENAI_API_KEY',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'TRUST_PROXY',
  'LOG_LEVEL',
];

interface Child {
  readonly process: ChildProcess;
  output: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(args: readonly string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running: Child = {
    process: child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  const keep = (chunk: Buffer) => {
    running.output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return running;
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** A sign-in whose body is sent in two halves: in flight from the first half until the second. */
function halfSentSignIn(port: number): { socket: Socket; finish: () => void; response: Promise<string> } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1!' });
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const response = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.once('error', reject);
  });
  return { socket, finish: () => socket.write(body.slice(20)), response };
}

describe('graceful shutdown on SIGTERM, with real processes', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const children: Child[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bp-shutdown-'));
    env = { ...process.env, DATA_DIR: dataDir, SCHEDULER: 'on', LOG_FORMAT: 'json', METRICS_TOKEN };
    for (const name of BLANKED) env[name] = '';
  });
  afterAll(() => {
    for (const child of children)
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server drains: in-flight requests finish, event streams end, new connections are refused, exit code 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = run(['adapters/main.ts'], { ...env, PORT: String(port) });
    children.push(server);
    await until(
      'the server to be ready',
      async () => ((await fetch(`${base}/api/ready`)).status === 200 ? true : undefined),
      90_000,
    );

    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_user_seconds_total');

    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drain', email: 'drain@example.com', password: 'Drain!1234-long-enough' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const stream = new SseReader(await fetch(`${base}/api/events?token=${encodeURIComponent(token)}`));
    expect(await stream.next()).toMatchObject({ retry: expect.any(Number) });

    const inFlight = halfSentSignIn(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');

    await until('new connections to be refused', async () => ((await refused(port)) ? true : undefined), 5_000);
    await expect(
      until('the event stream to end', async () => ((await stream.next(5_000)) === null ? true : undefined), 5_000),
    ).resolves.toBe(true);

    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('Invalid email or password');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output).toContain('"msg":"shutting down"');
    expect(server.output).toContain('"msg":"POST /api/auth/login 401"');
  });

  it('the worker serves its metrics on METRICS_PORT, and stops on SIGTERM once its runs finish, exit code 0', async () => {
    const metricsPort = await freePort();
    const worker = run(['cli/src/index.ts', 'worker'], { ...env, METRICS_PORT: String(metricsPort) });
    children.push(worker);
    await until(
      'the worker to start',
      async () => (worker.output.includes('worker running') ? true : undefined),
      60_000,
    );

    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    const exposition = await scraped.text();
    expect(exposition).toContain('# TYPE bidpilot_dispatch_tick_duration_seconds histogram');
    expect(exposition).toContain('process_cpu_user_seconds_total');
    const unauthorised = await fetch(metricsUrl, { headers: { authorization: 'Bearer not-the-metrics-token-at-all' } });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.text()).not.toContain('bidpilot_');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);

    worker.process.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.output).toContain('BidPilot worker stopped.');
    expect(await refused(metricsPort)).toBe(true);
  });
});
