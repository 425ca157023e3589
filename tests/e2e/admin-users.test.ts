import { beforeAll, describe, expect, it } from 'vitest';
import { settledBidLog } from './support/api.js';
import {
  buyPlanViaSimulator,
  linkFreelancerViaApi,
  newAccount,
  PASSWORD,
  registerViaApi,
  UNLIMITED_TEST_BIDDING,
  type Registered,
} from './support/accounts.js';
import { DESKTOP, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { expectUsable, noHorizontalScroll } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * An admin manages users in Chromium against the server as `npm start` runs it: finds a user by
 * email, disables them (their open session ends) and enables them again, sets their bids, and
 * reads their details and all their bids with a filter and a sort.
 */
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
/** Any token works with the built-in Freelancer simulator; the admin screens must never show it. */
const OAUTH_TOKEN = `e2e-oauth-${Math.random().toString(36).slice(2)}`;

// Unpaced: the admin screens are under test here, not the pace, and every bid lands before they are read.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
const call = <T = any>(method: string, path: string, token?: string, body?: unknown) =>
  suite.call<T>(method, path, { token, body });

const register = (name: string) =>
  registerViaApi(suite.baseUrl(), newAccount(`${name.toLowerCase().replace(/\W+/g, '.')}.`, name));

/** A starter plan bought through the payment API and the PayFast simulator's Pay, a token, skills, and one Test Bidding run, until its bids are logged. */
async function giveBids(account: Registered): Promise<number> {
  await buyPlanViaSimulator(suite.baseUrl(), account.token);
  expect((await linkFreelancerViaApi(suite.baseUrl(), account.token, OAUTH_TOKEN)).skillsCount).toBeGreaterThan(0);
  await call('PUT', '/api/bidding/settings', account.token, UNLIMITED_TEST_BIDDING);
  const triggered = await call('POST', '/api/bidding-process/trigger', account.token);
  expect(triggered.status).toBe(200);
  return (await settledBidLog(suite.baseUrl(), account.token)).length;
}

let bidder: Registered;
let bystander: Registered;
let bidCount: number;

beforeAll(async () => {
  bidder = await register('Bidder Bee');
  bystander = await register('Quiet Quail');
  bidCount = await giveBids(bidder);
}, 60_000);

describe('admin user management in Chromium, desktop 1440×900', () => {
  it('finds a user by email, disables them (ending their open session) and enables them again', async () => {
    const user = await suite.signedInPage(DESKTOP, bidder);
    const admin = await suite.signedInPage(DESKTOP, ADMIN);
    await admin.page.goto('/admin/users');
    await admin.page.getByRole('heading', { name: 'User Management' }).waitFor();
    const table = admin.page.getByRole('table', { name: 'Users' });
    await table.getByRole('rowheader', { name: /Quiet Quail/ }).waitFor();
    expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);

    await admin.page.getByLabel('Search users').fill(bidder.email);
    await admin.page.waitForURL((url) => url.searchParams.get('search') === bidder.email);
    await table.getByRole('rowheader', { name: /Quiet Quail/ }).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(2);
    const activeSwitch = table.getByRole('switch', { name: 'Active status of Bidder Bee' });
    expect(await activeSwitch.getAttribute('aria-checked')).toBe('true');

    await activeSwitch.click();
    await admin.page.getByText('User status updated successfully').first().waitFor();
    await expect.poll(() => activeSwitch.getAttribute('aria-checked')).toBe('false');
    expect(
      (await call('POST', '/api/auth/login', undefined, { email: bidder.email, password: PASSWORD })).status,
    ).not.toBe(200);
    // The disabled user's open page: the next read of the session is refused and sends them to /login.
    await user.page.waitForURL('**/login', { timeout: 30_000 });

    await activeSwitch.click();
    await expect.poll(() => activeSwitch.getAttribute('aria-checked')).toBe('true');
    const signedInAgain = await call('POST', '/api/auth/login', undefined, { email: bidder.email, password: PASSWORD });
    expect(signedInAgain.status).toBe(200);
    // Enabling revives none of the sessions the disable ended: the user goes on with a new sign-in.
    expect((await call('GET', '/api/auth/me', bidder.token)).status).toBe(401);
    bidder = { ...bidder, token: signedInAgain.body.token };

    // Back from the details returns to the list with the search still in place.
    await table.getByRole('link', { name: 'View Bidder Bee' }).click();
    await admin.page.waitForURL(`**/admin/users/${bidder.id}`);
    await admin.page.getByRole('link', { name: 'Back to Users' }).click();
    await admin.page.waitForURL(
      (url) => url.pathname === '/admin/users' && url.searchParams.get('search') === bidder.email,
    );
    expect(await admin.page.getByLabel('Search users').inputValue()).toBe(bidder.email);

    await Promise.all([admin.close(), user.close()]);
    expect(admin.errors).toEqual([]);
    // The refused session read is the browser's one expected failed request.
    expect(user.errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
  });

  it("sets the user's bids on their details, which never show their token", async () => {
    const admin = await suite.signedInPage(DESKTOP, ADMIN);
    await admin.page.goto(`/admin/users/${bidder.id}`);
    await admin.page.getByRole('heading', { name: 'Profile' }).waitFor();
    await admin.page.getByRole('heading', { name: 'Bidder Bee', level: 1 }).waitFor();
    await admin.page.getByRole('table', { name: 'Recent bids' }).waitFor();
    expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);

    await admin.page.getByLabel('Available bids').fill('-3');
    await admin.page.getByRole('button', { name: 'Update Bids' }).click();
    await admin.page.getByText('Bid count cannot be negative').waitFor();
    await admin.page.getByLabel('Available bids').fill('40');
    await admin.page.getByRole('button', { name: 'Update Bids' }).click();
    await admin.page.getByText('Available bids updated successfully').waitFor();
    await admin.page
      .locator('dt', { hasText: 'Available bids' })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: /^40$/ })
      .waitFor();
    const token = await admin.page.evaluate(() => localStorage.getItem('token'));
    expect((await call('GET', '/api/auth/me', bidder.token)).body.user.availableBids).toBe(40);

    const details = await call('GET', `/api/admin/users/${bidder.id}`, token ?? undefined);
    expect(details.status).toBe(200);
    expect(details.text).not.toContain(OAUTH_TOKEN);
    expect(await admin.page.content()).not.toContain(OAUTH_TOKEN);

    await admin.close();
    expect(admin.errors).toEqual([]);
  });

  it('opens all bids from the details, filters by status, sorts by highest bid, and goes Back', async () => {
    const admin = await suite.signedInPage(DESKTOP, ADMIN);
    const token = (await admin.page.evaluate(() => localStorage.getItem('token'))) ?? undefined;
    await admin.page.goto(`/admin/users/${bidder.id}`);
    await admin.page.getByRole('link', { name: 'View All Bids' }).click();
    await admin.page.waitForURL(`**/admin/users/${bidder.id}/bids`);
    const table = admin.page.getByRole('table', { name: 'Bids' });
    await table.waitFor();
    await admin.page.getByText(bidCount === 1 ? '1 bid' : `${bidCount} bids`, { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);

    const link = table.getByRole('link', { name: /View Project/ }).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    const all = (await call('GET', `/api/admin/users/${bidder.id}/bids?limit=100`, token)).body.bids as {
      status: string;
      projectTitle: string;
    }[];
    const status = all[0]!.status;
    await admin.page.getByLabel('Status').selectOption(status);
    await admin.page.waitForURL((url) => url.searchParams.get('status') === status);
    const expected = all.filter((bid) => bid.status === status).length;
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(expected, 20) + 1);
    const badges = await table.locator('tbody span.rounded-full').allTextContents();
    expect(new Set(badges)).toEqual(new Set([status.charAt(0).toUpperCase() + status.slice(1)]));

    await admin.page.getByLabel('Sort by').selectOption('highest');
    const highest = (
      await call('GET', `/api/admin/users/${bidder.id}/bids?status=${status}&sortBy=bidAmount&sortOrder=desc`, token)
    ).body.bids as { projectTitle: string }[];
    await expect
      .poll(async () => (await table.locator('tbody tr td:first-child p.font-medium').allTextContents()).slice(0, 5))
      .toEqual(highest.slice(0, 5).map((bid) => bid.projectTitle));

    await admin.page.getByRole('button', { name: 'Back' }).click();
    await admin.page.waitForURL((url) => url.pathname === `/admin/users/${bidder.id}`);
    await admin.close();
    expect(admin.errors).toEqual([]);
  });
});

describe('admin user management in Chromium, phone 390×844', () => {
  it('shows users as expandable cards with their controls, without horizontal scrolling', async () => {
    const admin = await suite.signedInPage(PHONE, ADMIN);
    await admin.page.goto('/admin/users');
    const cards = admin.page.getByRole('list', { name: 'Users' });
    const card = cards.getByRole('button', { name: /^Quiet Quail/ });
    await card.waitFor();
    expect(await admin.page.getByRole('table', { name: 'Users' }).isVisible()).toBe(false);
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('true');
    const plan = cards.getByLabel(`Plan of ${bystander.name}`);
    await plan.selectOption('starter');
    await admin.page.getByText('User status updated successfully').first().waitFor();
    await expect.poll(() => plan.inputValue()).toBe('starter');
    await expectUsable(admin.page);

    await admin.page.goto(`/admin/users/${bidder.id}`);
    await admin.page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await noHorizontalScroll(admin.page)).toBe(true);
    await admin.page.goto(`/admin/users/${bidder.id}/bids`);
    await admin.page.getByRole('list', { name: 'Bids' }).waitFor();
    await expectUsable(admin.page);
    await admin.close();
    expect(admin.errors).toEqual([]);
  });
});
