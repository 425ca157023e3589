import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planItem } from '../../../core/domain/payments/payment.js';
import { ADMIN_UNDELETABLE_MESSAGE } from '../../../core/use-cases/admin/users/delete-user.js';
import { LAST_ADMIN_MESSAGE } from '../../../core/use-cases/admin/users/last-admin.js';
import { NEGATIVE_BIDS_MESSAGE } from '../../../core/use-cases/admin/users/set-available-bids.js';
import { aPayment } from '../../builders/payments.js';
import { CliHarness } from './cli-harness.js';

const OAUTH_TOKEN = 'oauth-secret-token-cli-7d1e';

describe('bidpilot users', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  it('lists users as a table, and as the API body with --json', async () => {
    const ada = await cli.aUser('Ada Lovelace');
    await cli.storage.ledger.credit({
      userId: ada.id,
      kind: 'addon_grant',
      key: `grant:${ada.id}`,
      planDelta: 0,
      extraDelta: 200,
    });
    const { out, failure } = await cli.run('users', 'list', '--search', 'ada lovelace');
    expect(failure).toBeNull();
    const [header, row, footer] = out.split('\n');
    expect(header).toMatch(/^ID\s+Name\s+Email\s+Role\s+Active\s+Subscription\s+Plan\s+Bids$/);
    expect(row).toMatch(
      new RegExp(
        `^${ada.id}\\s+Ada Lovelace\\s+${ada.email.replace(/\./g, '\\.')}\\s+user\\s+yes\\s+inactive\\s+No Plan\\s+200$`,
      ),
    );
    expect(footer).toBe('Page 1 of 1 · 1 user');

    const body = await cli.json('users', 'list', '--search', 'ada lovelace');
    expect(body).toEqual({
      success: true,
      users: [expect.objectContaining({ _id: ada.id, email: ada.email, availableBids: 200, role: 'user' })],
      pagination: { current: 1, pages: 1, total: 1, limit: 10 },
    });
  });

  /** A user who bought `slug` monthly, completed as an admin completes a payment. */
  async function aBuyerOf(name: string, slug: string) {
    const buyer = await cli.aUser(name);
    const plan = await cli.storage.plans.findBySlug(slug);
    if (plan === null) throw new Error(`no plan ${slug}`);
    const payment = await cli.storage.payments.create(aPayment(buyer.id, { item: planItem(plan, 'monthly') }));
    expect((await cli.run('payments', 'set-status', payment.paymentId, 'completed')).failure).toBeNull();
    return buyer;
  }

  it("says 'Unlimited' for a user on an unlimited plan in list, show and the export's unlimited_bids column", async () => {
    const buyer = await aBuyerOf('Una Enterprise', 'enterprise');
    const row = (await cli.run('users', 'list', '--search', 'una enterprise')).out.split('\n')[1];
    expect(row).toMatch(/\s+enterprise\s+Unlimited$/);
    expect((await cli.run('users', 'show', buyer.email)).out).toMatch(/^Available bids\s+Unlimited$/m);
    expect(await cli.json('users', 'list', '--search', 'una enterprise')).toMatchObject({
      users: [{ _id: buyer.id, availableBids: 0, unlimitedBids: true }],
    });

    // available_bids stays a number a spreadsheet sums; the last column says unlimited.
    const counted = await aBuyerOf('Cora Starter', 'starter');
    const [header, ...rows] = (await cli.run('users', 'export')).out.split('\r\n');
    expect(header?.endsWith(',available_bids,created_at,unlimited_bids')).toBe(true);
    expect(rows.find((line) => line.startsWith(buyer.id))).toMatch(/,enterprise,active,[^,]+,0,[^,]+,true$/);
    expect(rows.find((line) => line.startsWith(counted.id))).toMatch(/,starter,active,[^,]+,50,[^,]+,false$/);
  });

  it("shows the assigned plan in Plan, as the web's list does: 'No Plan' once an admin takes it away", async () => {
    const buyer = await aBuyerOf('Sam Starter', 'starter');
    const row = async () => (await cli.run('users', 'list', '--search', 'sam starter')).out.split('\n')[1];
    expect(await row()).toMatch(/\s+active\s+starter\s+50$/);
    expect((await cli.run('users', 'set-status', buyer.email, '--plan', 'none')).out).toMatch(
      /^Assigned plan\s+No Plan$/m,
    );
    // The plan bought stays current (users show says so); the assignment is what the list shows.
    expect(await row()).toMatch(/\s+active\s+No Plan\s+50$/);
    expect((await cli.run('users', 'show', buyer.email)).out).toMatch(/^Current plan\s+starter \(active\)$/m);
  });

  it('pages ten users at a time and refuses a page that is no number with the API message', async () => {
    for (let index = 0; index < 11; index += 1) await cli.aUser(`Pager ${index}`);
    const second = await cli.json('users', 'list', '--search', 'pager', '--page', '2');
    expect(second.pagination).toEqual({ current: 2, pages: 2, total: 11, limit: 10 });
    expect(second.users).toHaveLength(1);
    expect(await cli.run('users', 'list', '--page', 'two')).toMatchObject({
      failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'page must be a number' },
    });
    expect((await cli.run('users', 'list', '--search', 'nobody-like-this')).out).toContain('No users found.');
  });

  it('lists drafts declined in review under their own status, and counts them in neither Total nor Failed', async () => {
    const user = await cli.aUser('Decider');
    await cli.aBid(user.id, 'declined', 'Declined draft');
    await cli.aBid(user.id, 'failed', 'Closed project');
    const lines = (await cli.run('users', 'bids', user.id, '--status', 'declined')).out.split('\n');
    expect(lines[1]).toMatch(/Declined draft\s+declined\s+125.5 USD$/);
    expect(lines).toHaveLength(3);
    expect((await cli.json('users', 'show', user.id)).stats).toEqual({
      submittedBids: 0,
      totalBids: 1,
      acceptedBids: 0,
      rejectedBids: 0,
      failedBids: 1,
    });
  });

  it('shows a user by id or email with settings, stats and payments, never the OAuth token', async () => {
    const user = await cli.aUser('Grace Hopper');
    await cli.storage.profiles.save(user.id, { oauthToken: OAUTH_TOKEN, freelancerUserId: '4242' });
    await cli.aBid(user.id, 'accepted', 'Build a compiler');
    await cli.aBid(user.id, 'failed', 'Fix a moth');
    const { out, failure } = await cli.run('users', 'show', user.email);
    expect(failure).toBeNull();
    expect(out).toContain(`Grace Hopper <${user.email}>`);
    expect(out).toMatch(/Bidding settings\nAutobidding\s+off/);
    expect(out).toMatch(/Bids\nTotal\s+2\nSubmitted\s+1\nAccepted\s+1\nRejected\s+0\nFailed\s+1/);
    // Rand to the cent, as `payments list` and the web show it.
    expect(out).toMatch(/Payments\nTotal\s+0\nCompleted\s+0\nPending\s+0\nAmount \(ZAR\)\s+0\.00/);
    expect(out).toContain('Build a compiler');
    const body = await cli.json('users', 'show', user.id);
    expect(Object.keys(body).sort()).toEqual([
      'biddingSettings',
      'marketplaceAccount',
      'paymentStats',
      'recentBids',
      'stats',
      'success',
      'user',
      'userPayments',
    ]);
    expect(body.stats).toEqual({ submittedBids: 1, totalBids: 2, acceptedBids: 1, rejectedBids: 0, failedBids: 1 });
    expect(JSON.stringify(body)).not.toContain(OAUTH_TOKEN);
    expect(out).not.toContain(OAUTH_TOKEN);
    expect(await cli.run('users', 'show', 'nobody@example.com')).toMatchObject({
      failure: { exitCode: 1, code: 'USER_NOT_FOUND', message: 'User not found' },
    });
    expect(out).not.toContain('Paused');
    expect(out).toMatch(/Project types\s+fixed, hourly\n/);
    expect(out).toMatch(/Client screening\s+none\n/);
    expect(out).toMatch(/Review mode\s+auto\n/);

    await cli.storage.settings.update(user.id, {
      pause: { code: 'OUT_OF_BIDS', message: 'You have used all of your bids.', since: new Date(), until: null },
    });
    await cli.storage.settings.addUnbiddableKind(user.id, 'nda');
    const paused = (await cli.run('users', 'show', user.id)).out;
    expect(paused).toMatch(/Paused\s+Freelancer says: You have used all of your bids\. \(until the user acts\)/);
    expect(paused).toMatch(/Skipped kinds\s+nda/);

    await cli.storage.settings.update(user.id, {
      bidOnHourlyProjects: false,
      requirePaymentVerified: true,
      minClientRating: 4.5,
      blockedClientIds: ['42', '43'],
      reviewMode: 'hold_risky',
      minSkillSharePercent: 50,
    });
    const screened = (await cli.run('users', 'show', user.id)).out;
    expect(screened).toMatch(/Project types\s+fixed\n/);
    expect(screened).toMatch(/Skills in common\s+1 and 50%\n/);
    expect(screened).toMatch(/Client screening\s+payment verified, rating >= 4\.5, 2 clients blocked\n/);
    expect(screened).toMatch(/Review mode\s+hold_risky\n/);
  });

  it('changes exactly one status field through the API use case', async () => {
    const user = await cli.aUser('Status Target');
    const body = await cli.json('users', 'set-status', user.id, '--plan', 'starter');
    expect(body).toMatchObject({
      message: 'User status updated successfully',
      user: { _id: user.id, subscriptionPlan: 'starter' },
    });
    const { out } = await cli.run('users', 'set-status', user.email, '--inactive', '--yes');
    expect(out).toMatch(/User status updated successfully\nEmail\s+\S+\nActive\s+no/);
    expect(await cli.storage.users.findById(user.id)).toMatchObject({ isActive: false, subscriptionPlan: 'starter' });

    // A command line naming no change, or two, is refused in the options the reader typed, not the API's field names.
    const oneOption = {
      exitCode: 2,
      code: 'USAGE',
      message: 'Give exactly one of --subscription-status, --plan, --active or --inactive',
    };
    expect(await cli.run('users', 'set-status', user.id, '--active', '--plan', 'professional')).toMatchObject({
      failure: oneOption,
    });
    expect(await cli.run('users', 'set-status', user.id)).toMatchObject({ failure: oneOption });
    expect(await cli.run('users', 'set-status', user.id, '--subscription-status', 'paused')).toMatchObject({
      failure: { exitCode: 2, message: 'subscriptionStatus must be one of inactive, active, cancelled' },
    });
    expect(await cli.run('users', 'set-status', user.id, '--plan', 'gold')).toMatchObject({
      failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'subscriptionPlan "gold" is not a known plan' },
    });
    expect(await cli.storage.users.findById(user.id)).toMatchObject({
      isActive: false,
      subscriptionPlan: 'starter',
      subscriptionStatus: 'inactive',
    });
  });

  it('refuses to disable the last enabled admin with the API refusal and its exit code, and disables one of two', async () => {
    const last = await cli.aUser('Last Admin', 'admin');
    for (const id of await cli.storage.users.lockEnabledAdmins())
      if (id !== last.id) await cli.storage.users.update(id, { isActive: false });

    expect(await cli.run('users', 'set-status', last.id, '--inactive', '--yes')).toMatchObject({
      failure: { exitCode: 1, code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE },
    });
    expect(await cli.run('users', 'set-status', last.id, '--inactive', '--yes', '--json')).toMatchObject({
      failure: { exitCode: 1, code: 'LAST_ADMIN' },
    });
    expect(await cli.storage.users.findById(last.id)).toMatchObject({ isActive: true });

    const second = await cli.aUser('Second Admin', 'admin');
    expect((await cli.run('users', 'set-status', last.email, '--inactive', '--yes')).failure).toBeNull();
    expect(await cli.storage.users.lockEnabledAdmins()).toEqual([second.id]);
  });

  it('sets available bids, refusing a negative count with the API message and changing nothing', async () => {
    const user = await cli.aUser('Bid Target');
    expect(await cli.json('users', 'set-bids', user.id, '25')).toEqual({
      success: true,
      message: 'Available bids updated successfully',
      user: { _id: user.id, availableBids: 25 },
    });
    expect((await cli.run('users', 'set-bids', user.email, '30')).out).toBe(
      'Available bids updated successfully: 30 bids',
    );
    expect((await cli.run('users', 'set-bids', user.id, '1')).out).toBe('Available bids updated successfully: 1 bid');
    expect(await cli.run('users', 'set-bids', user.id, '-5')).toMatchObject({
      failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: NEGATIVE_BIDS_MESSAGE },
    });
    expect(await cli.run('users', 'set-bids', user.id, 'lots')).toMatchObject({
      failure: { exitCode: 2, message: 'availableBids must be a number' },
    });
    const entries = await cli.storage.ledger.entries(user.id);
    expect(entries.filter((entry) => entry.kind === 'admin_adjust')).toHaveLength(3);
    expect(entries.at(-1)?.note).toBe('Set to 1 by admin cli');
  });

  it('deletes a user only with --yes, and never an admin', async () => {
    const user = await cli.aUser('Doomed User');
    const admin = await cli.aUser('Kept Admin', 'admin');
    expect(await cli.run('users', 'delete', user.id)).toMatchObject({ failure: { exitCode: 2, code: 'USAGE' } });
    expect(await cli.storage.users.findById(user.id)).not.toBeNull();
    expect(await cli.run('users', 'delete', admin.id, '--yes')).toMatchObject({
      failure: { exitCode: 1, code: 'FORBIDDEN', message: ADMIN_UNDELETABLE_MESSAGE },
    });
    expect(await cli.json('users', 'delete', user.id, '--yes')).toEqual({
      success: true,
      message: 'User deleted successfully',
    });
    expect(await cli.storage.users.findById(user.id)).toBeNull();
    expect(await cli.storage.users.findById(admin.id)).not.toBeNull();
  });

  it("lists a user's bids filtered and sorted like the API", async () => {
    const user = await cli.aUser('Bidder');
    await cli.aBid(user.id, 'submitted', 'Cheap logo', 5_000);
    await cli.aBid(user.id, 'submitted', 'Pricey app', 90_650);
    await cli.aBid(user.id, 'rejected', 'Rejected site', 20_000);
    const { out } = await cli.run(
      'users',
      'bids',
      user.id,
      '--status',
      'submitted',
      '--sort',
      'bidAmount',
      '--order',
      'asc',
    );
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Submitted\s+Project\s+Status\s+Amount$/);
    expect(lines[1]).toMatch(/Cheap logo\s+submitted\s+50 USD$/);
    expect(lines[2]).toMatch(/Pricey app\s+submitted\s+906.5 USD$/);
    expect(lines[3]).toBe('Page 1 of 1 · 2 bids');
    const body = await cli.json('users', 'bids', user.id, '--search', 'rejected');
    expect(body).toMatchObject({
      totalPages: 1,
      pagination: { total: 1, limit: 20 },
      user: { _id: user.id, name: 'Bidder' },
      bids: [{ projectTitle: 'Rejected site', bidAmount: 200 }],
    });
    expect(await cli.run('users', 'bids', user.id, '--sort', 'title')).toMatchObject({
      failure: { exitCode: 2, message: 'sortBy must be one of submittedAt, bidAmount' },
    });
  });

  it("lists a user's search profiles by email or id, main first, as the API body with --json", async () => {
    const user = await cli.aUser('Profiled User');
    await cli.storage.settings.update(user.id, {
      skills: ['PHP'],
      profileName: 'Everything PHP',
      hourlyBudgetMinUsd: 30,
    });
    const rules = await cli.storage.settings.get(user.id);
    const created = await cli.storage.searchProfiles.create(
      user.id,
      {
        name: 'Shopify\x1b[2J fixes',
        isActive: false,
        rules: { ...rules, skills: ['Shopify', 'Liquid'], fixedBudgetMaxUsd: 500 },
      },
      4,
    );
    const { out, failure } = await cli.run('users', 'profiles', user.email);
    expect(failure).toBeNull();
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+Name\s+On\s+Skills\s+Fixed USD\s+Hourly USD$/);
    expect(lines[1]).toMatch(/^main\s+Everything PHP \(main\)\s+yes \(account switch\)\s+PHP\s+any\s+30\+$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${created?.id}\\s+Shopify\\\\x1b\\[2J fixes\\s+no\\s+Shopify, Liquid\\s+up to 500\\s+30\\+$`),
    );
    expect(out).not.toContain('\x1b');

    const body = await cli.json('users', 'profiles', user.id);
    expect(body).toMatchObject({
      success: true,
      max: 5,
      profiles: [
        { id: 'main', name: 'Everything PHP', isMain: true, isActive: true },
        { id: created?.id, isActive: false, rules: { skills: ['Shopify', 'Liquid'] } },
      ],
    });
    expect(await cli.run('users', 'profiles', 'nobody@example.com')).toMatchObject({
      failure: { exitCode: 1, code: 'USER_NOT_FOUND' },
    });
  });
});
