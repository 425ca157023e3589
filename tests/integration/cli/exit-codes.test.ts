import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliHarness } from './cli-harness.js';

/** Exit codes as a script reads them: 1 a refusal of the product, 2 a value to fix on the command line, 3 a service out of reach. */
describe('bidpilot exit codes', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    // Nothing listens on port 1: the marketplace cannot be reached.
    cli = await CliHarness.start({ MARKETPLACE_URL: 'http://127.0.0.1:1', MARKETPLACE_FEED_TOKEN: 'feed-token' });
  });
  afterAll(() => cli.close());

  it('answers 3 when the marketplace cannot be reached', async () => {
    const runner = await cli.aUser('Runner', 'admin');
    await cli.storage.profiles.save(runner.id, { oauthToken: 'runner-token', freelancerUserId: '4242' });
    await cli.storage.ledger.credit({
      userId: runner.id,
      kind: 'addon_grant',
      key: `grant:${runner.id}`,
      planDelta: 0,
      extraDelta: 1,
    });
    await cli.storage.settings.update(runner.id, { skills: ['PHP'] });
    expect(await cli.run('autobid', 'run-once', runner.email)).toMatchObject({
      failure: { exitCode: 3, code: 'MARKETPLACE_UNAVAILABLE' },
    });
  });

  it('answers 2 for a value the product refuses, as for one the schema refuses, and 1 for a refusal of its rules', async () => {
    const user = await cli.aUser('Value Target');
    for (const args of [
      ['users', 'set-bids', user.email, '-5'],
      ['users', 'set-bids', user.email, 'abc'],
      ['users', 'set-status', user.email, '--plan', 'nosuchplan'],
      ['users', 'list', '--page', '0'],
    ])
      expect((await cli.run(...args)).failure, args.join(' ')).toMatchObject({
        exitCode: 2,
        code: 'VALIDATION_FAILED',
      });
    expect((await cli.run('users', 'set-bids', 'ghost@example.com', '5')).failure).toMatchObject({
      exitCode: 1,
      code: 'USER_NOT_FOUND',
    });
  });
});
