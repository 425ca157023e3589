import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planItem } from '../../../core/domain/payments/payment.js';
import { ADMIN_UNDELETABLE_MESSAGE } from '../../../core/use-cases/admin/users/delete-user.js';
import { CliHarness } from './cli-harness.js';
import { aPayment } from '../../builders/payments.js';

/** What an operator reads: tables that fit the terminal without losing their key columns, paging past the end, exports. */
describe('bidpilot output for operators', () => {
  let cli: CliHarness;
  let email: string;
  let userId: string;
  let paymentId: string;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
    const user = await cli.aUser('=HYPERLINK("http://evil") Smith, "Ada"');
    ({ email, id: userId } = user);
    await cli.aBid(
      user.id,
      'submitted',
      'A very long project title about building a whole marketplace with payments, chat and search',
    );
    await cli.aBid(user.id, 'accepted', 'Logo');
    const starter = await cli.storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    const payment = await cli.storage.payments.create({
      paymentId: `BP-${randomUUID()}`,
      userId: user.id,
      item: planItem(starter, 'monthly'),
      itemName: 'Starter (monthly)',
      priceUsdCents: 1900,
      amountMinor: 35_150,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    });
    paymentId = payment.paymentId;
  });
  afterAll(() => cli.close());

  /** Each list command, the headers it must keep at any width, and the ones that may give way. */
  const LISTS = [
    { args: () => ['users', 'list'], keys: ['Email', 'Active', 'Plan', 'Bids'], dropped: ['ID'] },
    { args: () => ['users', 'bids', email], keys: ['Project', 'Status', 'Amount'], dropped: [] },
    { args: () => ['payments', 'list'], keys: ['Payment ID', 'Amount', 'Status'], dropped: ['Method'] },
    { args: () => ['plans', 'list'], keys: ['Slug', 'Bids (mo/yr)', 'Active'], dropped: ['ID'] },
    { args: () => ['users', 'profiles', email], keys: ['Name', 'On', 'Fixed USD', 'Hourly USD'], dropped: [] },
  ] as const;

  it.each(LISTS)(
    'fits `$args` into 80 columns keeping its key columns, and shows every column at 200',
    async ({ args, keys, dropped }) => {
      const narrow = await cli.runWith({ columns: 80 }, ...args());
      const wide = await cli.runWith({ columns: 200 }, ...args());
      expect(narrow.failure).toBeNull();
      expect(wide.failure).toBeNull();
      const narrowHeader = narrow.out.split('\n')[0] ?? '';
      for (const line of narrow.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      for (const key of keys) {
        expect(narrowHeader).toContain(key);
        expect(wide.out.split('\n')[0]).toContain(key);
      }
      for (const header of dropped) {
        expect(narrowHeader.split(/\s{2,}/)).not.toContain(header);
        expect(wide.out.split('\n')[0]?.split(/\s{2,}/)).toContain(header);
      }
    },
  );

  it('keeps every key value whole at 80 columns: the e-mail, the plan, the bids, the amount, the status', async () => {
    const users = (await cli.runWith({ columns: 80 }, 'users', 'list', '--search', email)).out;
    expect(users).toContain(email.length <= 40 ? email : email.slice(0, 39));
    expect(users).toMatch(/yes\s+No Plan\s+0$/m);
    const payments = (await cli.runWith({ columns: 80 }, 'payments', 'list', '--search', paymentId)).out;
    expect(payments).toContain(paymentId);
    expect(payments).toMatch(/351\.50 ZAR\s+pending/);
  });

  it('says so when the page asked for is past the last one, and pluralises its counts', async () => {
    const { out, failure } = await cli.run('users', 'list', '--search', email, '--page', '5');
    expect(failure).toBeNull();
    expect(out).toBe('Page 5 of 1: no users on this page (1 user in all; the last page is 1)');
    expect((await cli.run('users', 'bids', email)).out.split('\n').at(-1)).toBe('Page 1 of 1 · 2 bids');
    expect((await cli.run('users', 'bids', email, '--status', 'accepted')).out.split('\n').at(-1)).toBe(
      'Page 1 of 1 · 1 bid',
    );
  });

  it('shows dates in the operator locale (pinned here to en-GB on UTC)', async () => {
    const { out } = await cli.run('users', 'bids', userId);
    expect(out).toMatch(/^1 Jan 2026, 00:02\s+Logo\s+accepted\s+125\.5 USD$/m);
  });

  it('exports users as RFC 4180 CSV, formula-safe, without password hashes or tokens', async () => {
    await cli.storage.profiles.save(userId, { oauthToken: 'oauth-secret-token-export', freelancerUserId: '77' });
    const { out, failure } = await cli.run('users', 'export');
    expect(failure).toBeNull();
    const [header, ...rows] = out.split('\r\n');
    expect(header).toBe(
      'id,name,email,role,active,subscription_status,subscription_plan,current_plan,plan_status,plan_expires_at,available_bids,created_at,unlimited_bids',
    );
    const row = rows.find((line) => line.startsWith(userId));
    expect(
      row?.startsWith(`${userId},"'=HYPERLINK(""http://evil"") Smith, ""Ada""",${email},user,true,inactive,`),
    ).toBe(true);
    expect(out).not.toContain('not-a-real-hash');
    expect(out).not.toContain('oauth-secret-token-export');
    expect(await cli.run('users', 'export', '--format', 'xlsx')).toMatchObject({
      failure: { exitCode: 2, message: '--format must be csv (got xlsx)' },
    });
  });

  it('writes an export byte for byte to a pipe, but shows its control characters escaped on a terminal', async () => {
    const hostile = 'Evil\x1b[31mRED\x1b[0m\x1b]0;pwned\x07\x1b[2J';
    const evil = await cli.aUser(hostile);
    const piped = await cli.run('users', 'export');
    expect(piped.out.split('\r\n').find((line) => line.startsWith(evil.id))).toContain(`,${hostile},`);
    const shown = await cli.runWith({ terminal: true }, 'users', 'export');
    expect(shown.failure).toBeNull();
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks may reach the terminal
    expect(shown.out).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
    expect(shown.out.split('\n').find((line) => line.startsWith(evil.id))).toContain(
      ',Evil\\x1b[31mRED\\x1b[0m\\x1b]0;pwned\\x07\\x1b[2J,',
    );
    const payments = await cli.runWith(
      { terminal: true },
      'payments',
      'export',
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-01',
    );
    expect(payments.out.split('\n')[0]).toBe(
      'payment_id,created_at,user_email,item,amount,currency,method,status,bids_allocated,unlimited_bids',
    );
    expect(payments.out).not.toContain('\r');
    await cli.storage.users.delete(evil.id);
  });

  it('exports the payments created between two days, both included, and refuses days that are no dates', async () => {
    // The in-memory adapters' fixed clock: the day every payment here was created.
    const today = '2026-03-01';
    const { out, failure } = await cli.run('payments', 'export', '--from', today, '--to', today, '--format', 'csv');
    expect(failure).toBeNull();
    const [header, ...rows] = out.split('\r\n');
    expect(header).toBe(
      'payment_id,created_at,user_email,item,amount,currency,method,status,bids_allocated,unlimited_bids',
    );
    // Every record ends with CRLF, the last one too: nothing follows the last.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe('');
    expect(rows[0]).toMatch(
      new RegExp(
        `^${paymentId},\\S+,${email.replace(/\./g, '\\.')},Starter \\(monthly\\),351\\.50,ZAR,payfast,pending,0,false$`,
      ),
    );
    expect((await cli.run('payments', 'export', '--from', '2020-01-01', '--to', '2020-01-31')).out).toBe(
      `${header}\r\n`,
    );
    expect(await cli.run('payments', 'export', '--from', '2026-02-30', '--to', today)).toMatchObject({
      failure: { exitCode: 2, message: '--from must be a date as YYYY-MM-DD (got 2026-02-30)' },
    });
    expect(await cli.run('payments', 'export', '--from', today, '--to', '2020-01-01')).toMatchObject({
      failure: { exitCode: 2, message: '--to must not be before --from' },
    });
  });

  it('runs autobidding once for a user by e-mail or id and says what it did; an account that may not start is refused with exit 1', async () => {
    const refused = await cli.run('autobid', 'run-once', email);
    expect(refused.failure).toMatchObject({ exitCode: 1 });
    const runner = await cli.aUser('Runner', 'admin');
    await cli.storage.profiles.save(runner.id, { oauthToken: 'runner-token', freelancerUserId: '4242' });
    await cli.storage.ledger.credit({
      userId: runner.id,
      kind: 'addon_grant',
      key: `grant:${runner.id}`,
      planDelta: 0,
      extraDelta: 1,
    });
    const { out, failure } = await cli.run('autobid', 'run-once', runner.email);
    expect(failure).toBeNull();
    expect(out).toMatch(
      new RegExp(
        `^Autobid run for ${runner.email.replace(/\./g, '\\.')}\\nProjects found\\s+0 projects\\nMatched\\s+0 projects\\nQueued\\s+0 bids\\nNot run\\s+No skills are configured, so no project can match$`,
      ),
    );
    await cli.storage.settings.update(runner.id, { skills: ['PHP'] });
    const ran = await cli.run('autobid', 'run-once', runner.email);
    expect(ran.failure).toBeNull();
    expect(ran.out).not.toContain('Not run');
    expect(ran.out).toMatch(/\nQueued\s+\d+ bids?/);
    const body = await cli.json('autobid', 'run-once', runner.id);
    expect(body).toMatchObject({
      success: true,
      run: {
        user: runner.email,
        projectsFound: expect.any(Number),
        queued: expect.any(Number),
        blocked: expect.any(Array),
        skipped: expect.any(Array),
      },
    });
    expect(body.run).not.toHaveProperty('considered');
    expect(await cli.run('autobid', 'run-once', 'nobody@example.com')).toMatchObject({
      failure: { exitCode: 1, code: 'USER_NOT_FOUND' },
    });
  });

  it('asks at a terminal before deleting or disabling, and goes ahead only on yes', async () => {
    const doomed = await cli.aUser('Doomed');
    const questions: string[] = [];
    const answering = (answer: boolean) => ({
      confirm: async (question: string) => (questions.push(question), answer),
    });
    expect(await cli.runWith(answering(false), 'users', 'delete', doomed.email)).toMatchObject({
      failure: { exitCode: 1, code: 'NOT_CONFIRMED' },
    });
    expect(await cli.storage.users.findById(doomed.id)).not.toBeNull();
    expect(await cli.runWith(answering(false), 'users', 'set-status', doomed.email, '--inactive')).toMatchObject({
      failure: { exitCode: 1, code: 'NOT_CONFIRMED' },
    });
    expect(await cli.storage.users.findById(doomed.id)).toMatchObject({ isActive: true });
    expect(await cli.runWith(answering(true), 'users', 'set-status', doomed.email, '--inactive')).toMatchObject({
      failure: null,
    });
    expect(await cli.runWith(answering(true), 'users', 'delete', doomed.email)).toMatchObject({
      failure: null,
      out: 'User deleted successfully',
    });
    expect(await cli.storage.users.findById(doomed.id)).toBeNull();
    const who = `Doomed <${doomed.email}>`;
    expect(questions).toEqual([
      `Delete ${who} and everything they own?`,
      `Disable ${who}?`,
      `Disable ${who}?`,
      `Delete ${who} and everything they own?`,
    ]);
    // --yes asks nothing; enabling again is no destruction and asks nothing either.
    const kept = await cli.aUser('Kept');
    expect(await cli.runWith(answering(false), 'users', 'set-status', kept.id, '--active')).toMatchObject({
      failure: null,
    });
    expect(await cli.runWith(answering(false), 'plans', 'delete', 'starter', '--yes', '--json')).toMatchObject({
      failure: null,
    });
    expect(questions).toHaveLength(4);
  });

  it('looks the user or plan up before asking: an unknown one is refused unasked, a known one is named by who or what it is', async () => {
    const questions: string[] = [];
    const answering = (answer: boolean) => ({
      confirm: async (question: string) => (questions.push(question), answer),
    });
    expect(await cli.runWith(answering(true), 'users', 'delete', 'ghost@example.com')).toMatchObject({
      failure: { exitCode: 1, code: 'USER_NOT_FOUND' },
    });
    expect(await cli.runWith(answering(true), 'plans', 'delete', 'no-such-plan')).toMatchObject({
      failure: { exitCode: 1, code: 'PLAN_NOT_FOUND' },
    });
    // An admin is never deleted, so asking would only let the operator say yes to a refusal.
    const admin = await cli.aUser('Staying Admin', 'admin');
    expect(await cli.runWith(answering(true), 'users', 'delete', admin.email)).toMatchObject({
      failure: { exitCode: 1, code: 'FORBIDDEN', message: ADMIN_UNDELETABLE_MESSAGE },
    });
    expect(await cli.storage.users.findById(admin.id)).not.toBeNull();
    // Nor is a user with payments to keep.
    const payer = await cli.aUser('Paying User');
    await cli.storage.payments.create(aPayment(payer.id));
    expect(await cli.runWith(answering(true), 'users', 'delete', payer.email)).toMatchObject({
      failure: { exitCode: 1, code: 'USER_HAS_PAYMENTS' },
    });
    expect(await cli.storage.users.findById(payer.id)).not.toBeNull();
    expect(questions).toEqual([]);
    const named = await cli.aUser('Grace Hopper');
    expect(await cli.runWith(answering(false), 'users', 'delete', named.id)).toMatchObject({
      failure: { code: 'NOT_CONFIRMED' },
    });
    expect(await cli.runWith(answering(false), 'plans', 'delete', 'professional')).toMatchObject({
      failure: { code: 'NOT_CONFIRMED' },
    });
    expect(questions).toEqual([
      `Delete Grace Hopper <${named.email}> and everything they own?`,
      'Delete plan Professional (professional)? (One with users or payments is deactivated instead.)',
    ]);
  });
});
