import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  readonly baseUrl: string;
  /** Its DATA_DIR: the SQLite database and the generated secrets (removed by stop). */
  readonly dataDir: string;
  /** Everything the server wrote to stdout and stderr so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

/**
 * BidPilot as `npm start` runs it (tsx adapters/main.ts: web build check, migrations, seed, HTTP,
 * engine) in a child process on a free port, with a throw-away DATA_DIR holding its SQLite
 * database and secrets, and the built-in Freelancer and PayFast simulators (no URLs set).
 * `extraEnv` adds settings, e.g. ADMIN_EMAIL and ADMIN_PASSWORD for a first admin.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bp-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  for (const name of [
    'DATABASE_URL',
    'MARKETPLACE_URL',
    'MARKETPLACE_FEED_TOKEN',
    'PAYFAST_URL',
    'OPENAI_API_KEY',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'MAIL_FROM',
    'TELEGRAM_BOT_TOKEN',
    'TELEGRAM_API_URL',
  ])
    delete env[name];
  Object.assign(env, extraEnv);
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['adapters/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilUp(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
