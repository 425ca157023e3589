import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliHarness } from './cli-harness.js';

/** Command lines an operator gets subtly wrong: a pasted id, a number JavaScript reads but nobody types. */
describe('bidpilot with odd input', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  it('finds a user by an id in upper case or with spaces around it, in every command that names a user', async () => {
    const user = await cli.aUser('Pasted Id');
    for (const named of [user.id.toUpperCase(), `  ${user.id}  `, ` ${user.id.toUpperCase()}\t`]) {
      expect((await cli.run('users', 'show', named)).out, named).toContain(`<${user.email}>`);
      expect((await cli.run('reviews', 'list', named)).failure, named).toBeNull();
      // Refused for want of a plan, not for want of the user.
      expect((await cli.run('autobid', 'run-once', named)).failure?.code, named).not.toBe('USER_NOT_FOUND');
    }
    expect((await cli.run('users', 'show', '00000000-0000-4000-8000-00000000000A')).failure).toMatchObject({
      exitCode: 1,
      code: 'USER_NOT_FOUND',
    });
  });

  it('refuses a page or a count in hex, in exponent form or empty with exit 2, and changes nothing', async () => {
    const user = await cli.aUser('Typed Numbers');
    await cli.run('users', 'set-bids', user.email, '3');
    for (const page of ['0x2', '1e0', '', 'Infinity', '2 3'])
      expect((await cli.run('users', 'list', '--page', page)).failure, `--page ${page}`).toMatchObject({
        exitCode: 2,
        code: 'VALIDATION_FAILED',
        message: 'page must be a number',
      });
    for (const count of ['1e3', '0x10', '0b1', 'Infinity'])
      expect((await cli.run('users', 'set-bids', user.email, count)).failure, count).toMatchObject({ exitCode: 2 });
    expect(await cli.json('users', 'show', user.email)).toMatchObject({ user: { availableBids: 3 } });
    expect((await cli.run('users', 'list', '--page', ' 1 ')).failure).toBeNull();
    expect((await cli.run('users', 'set-bids', user.email, '+4')).failure).toBeNull();
  });
});
