import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planItem } from '../../../core/domain/payments/payment.js';
import { CliHarness } from './cli-harness.js';

/**
 * Stored data an attacker writes (their own name, a project title a client chose, notes pasted by an
 * admin) reaches the admin's terminal through every table and readout of the CLI: none of it may
 * act on the terminal. Each payload is shown as visible escapes instead.
 */
const RETITLE_AND_CLEAR = '\x1b]0;pwned\x07\x1b[2J';
const NAME = `Mallory${RETITLE_AND_CLEAR}`;
const TITLE = `Build a site\r\x1b[1A\x1b[2KTotal 0\u009b31m`;
const REORDERED = 'invoice\u202egpj.exe\u2066x\u2069';
const NOTES = `Paid\n\x1b[32mOK\x7f\u0085`;

/** Every character a terminal would act on; the lines' own newlines are the only ones allowed. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('the admin CLI and control characters in stored data', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  const printed = async (...args: string[]) => {
    const { out, failure } = await cli.run(...args);
    expect(failure).toBeNull();
    expect(out).not.toMatch(TERMINAL_CONTROL);
    return out;
  };

  it('shows a name and project titles with visible escapes in users list, show and bids', async () => {
    const user = await cli.aUser(NAME);
    await cli.aBid(user.id, 'failed', TITLE);
    await cli.aBid(user.id, 'submitted', REORDERED);

    // The table cuts the name at its column's width, after escaping: what is shown is what is counted.
    expect(await printed('users', 'list', '--search', 'Mallory')).toContain('Mallory\\x1b]0;pwned\\x07…');
    const details = await printed('users', 'show', user.id);
    expect(details).toContain(`Mallory\\x1b]0;pwned\\x07\\x1b[2J <${user.email}>`);
    expect(details).toContain('Build a site\\x0d\\x1b[1A\\x1b[2KTotal');
    const bids = await printed('users', 'bids', user.id);
    expect(bids).toContain('invoice\\u202egpj.exe\\u2066x\\u2069');
    expect(bids).toContain('Build a site\\x0d\\x1b[1A');
  });

  it('shows payment notes and a user named with controls in payments list and set-status', async () => {
    const buyer = await cli.aUser(NAME);
    const starter = await cli.storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    const payment = await cli.storage.payments.create({
      paymentId: `BP-${randomUUID()}`,
      userId: buyer.id,
      item: planItem(starter, 'monthly'),
      itemName: `Starter ${RETITLE_AND_CLEAR}`,
      priceUsdCents: 1900,
      amountMinor: 35_150,
      currency: 'ZAR',
      paymentMethod: 'card',
    });

    expect(await printed('payments', 'list', '--search', payment.paymentId)).toContain('Starter \\x1b]0;pwned\\x0…');
    expect(await printed('payments', 'set-status', payment.paymentId, 'cancelled', '--notes', NOTES)).toMatch(
      /Notes\s+Paid\\x0a\\x1b\[32mOK\\x7f\\x85/,
    );
  });

  it('shows a plan named with controls in plans list', async () => {
    await cli.run(
      'plans',
      'create',
      '--name',
      `Gold${RETITLE_AND_CLEAR}`,
      '--monthly-price',
      '10',
      '--annual-price',
      '100',
      '--monthly-bids',
      '10',
      '--annual-bids',
      '100',
    );
    expect(await printed('plans', 'list')).toContain('Gold\\x1b]0;pwned\\x07\\x1…');
  });

  it('keeps --json output raw JSON, which escapes them itself', async () => {
    const user = await cli.aUser(NAME);
    const { out } = await cli.run('users', 'show', user.id, '--json');
    expect(out).toContain('Mallory\\u001b]0;pwned\\u0007\\u001b[2J');
    expect(out).not.toMatch(TERMINAL_CONTROL);
    expect((JSON.parse(out) as { user: { name: string } }).user.name).toBe(NAME);
  });
});
