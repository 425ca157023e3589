import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useJourneyApp } from '../../support/journey-app.js';

/**
 * How long one CLI command may take. Each step waits for its process to exit (execFile's
 * callback), never for a fixed time; this bound only turns a hung process into a failure that says
 * so. A CLI process compiles its TypeScript (tsx) and opens the database before it does anything:
 * seconds on an idle machine, well over half a minute each on a busy one (measured 16-38 s with the
 * load average above 20), which the suite's 30 s per test used to count against the whole journey.
 */
const CLI_STEP_TIMEOUT_MS = 240_000;
/** The journey below runs the CLI four times. */
const CLI_STEPS = 4;
/** The CLI steps' bounds, plus the server's start and its API calls. */
const JOURNEY_TIMEOUT_MS = CLI_STEPS * CLI_STEP_TIMEOUT_MS + 120_000;

/** The real admin CLI in a process of its own, on the running server's database, as an operator runs it beside `npm start`. */
function cli(env: Readonly<Record<string, string>>, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const options = {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent', NO_COLOR: '1' },
      cwd: process.cwd(),
      timeout: CLI_STEP_TIMEOUT_MS,
      killSignal: 'SIGKILL' as const,
    };
    execFile(
      process.execPath,
      ['--import', 'tsx', 'cli/src/index.ts', ...args, '--json'],
      options,
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else if (error.killed)
          reject(new Error(`cli ${args.join(' ')} did not finish within ${CLI_STEP_TIMEOUT_MS / 1000} s: ${stderr}`));
        else reject(new Error(`cli ${args.join(' ')} failed: ${stderr}`));
      },
    );
  });
}

describe('the admin CLI beside a running server on SQLite', () => {
  const start = useJourneyApp();

  it(
    'ends a disabled or deleted user’s session on their next request (re-enabling revives none), and the next /me shows bids set from the CLI',
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      const { call, storeEnv } = await start('sqlite', 'bp-cli-beside-');
      const signUp = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', undefined, {
        name: 'Dana',
        email: 'dana@example.com',
        password: 'Dana!2345-long',
      });
      expect(signUp.status).toBe(201);
      const { token, user } = signUp.body;
      const meWith = (session: string) =>
        call<{ user?: { isActive: boolean; availableBids: number } }>('GET', '/api/auth/me', session);
      const me = () => meWith(token);
      // Twice, so the second answer may come from what the server kept.
      expect((await me()).status).toBe(200);
      expect((await me()).status).toBe(200);

      await cli(storeEnv, 'users', 'set-bids', user.id, '9');
      const afterBids = await me();
      expect(afterBids.body.user?.availableBids).toBe(9);

      await cli(storeEnv, 'users', 'set-status', user.id, '--inactive', '--yes');
      expect((await me()).status).toBe(401);
      expect((await me()).status).toBe(401);

      // Enabled again, the user signs in anew: the session the disable ended stays ended.
      await cli(storeEnv, 'users', 'set-status', user.id, '--active');
      expect((await me()).status).toBe(401);
      const signIn = await call<{ token: string }>('POST', '/api/auth/login', undefined, {
        email: 'dana@example.com',
        password: 'Dana!2345-long',
      });
      expect(signIn.status).toBe(200);
      expect((await meWith(signIn.body.token)).status).toBe(200);

      await cli(storeEnv, 'users', 'delete', user.id, '--yes');
      expect((await meWith(signIn.body.token)).status).toBe(401);
    },
  );
});
