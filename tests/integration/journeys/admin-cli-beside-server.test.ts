import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useJourneyApp } from '../../support/journey-app.js';

/** The real admin CLI in a process of its own, on the running server's database, as an operator runs it beside `npm start`. */
function cli(env: Readonly<Record<string, string>>, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/src/index.ts', ...args, '--json'], { env: { ...process.env, ...env, LOG_LEVEL: 'silent', NO_COLOR: '1' }, cwd: process.cwd() }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout);
      else reject(new Error(`cli ${args.join(' ')} failed: ${stderr}`));
    });
  });
}

describe('the admin CLI beside a running server on SQLite', () => {
  const start = useJourneyApp();

  it('ends a disabled or deleted user’s session on their next request, and the next /me shows bids set from the CLI', async () => {
    const { call, storeEnv } = await start('sqlite', 'bp-cli-beside-');
    const signUp = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', undefined, { name: 'Dana', email: 'dana@example.com', password: 'Dana!2345-long' });
    expect(signUp.status).toBe(201);
    const { token, user } = signUp.body;
    const me = () => call<{ user?: { isActive: boolean; availableBids: number } }>('GET', '/api/auth/me', token);
    // Twice, so the second answer may come from what the server kept.
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);

    await cli(storeEnv, 'users', 'set-bids', user.id, '9');
    const afterBids = await me();
    expect(afterBids.body.user?.availableBids).toBe(9);

    await cli(storeEnv, 'users', 'set-status', user.id, '--inactive');
    expect((await me()).status).toBe(401);
    expect((await me()).status).toBe(401);

    await cli(storeEnv, 'users', 'set-status', user.id, '--active');
    expect((await me()).status).toBe(200);

    await cli(storeEnv, 'users', 'delete', user.id, '--yes');
    expect((await me()).status).toBe(401);
  });
});
