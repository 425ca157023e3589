import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlansResponse } from '../../contract/admin-plans.js';
import type { AdminDailyStatsResponse, AdminStatsResponse } from '../../contract/admin-stats.js';
import { buyPlanViaSimulator, registerViaApi, signInViaApi } from './support/accounts.js';
import { DESKTOP, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { expectUsable, noHorizontalScroll, type Viewport } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!Passw0rd' };
const USER = { name: 'Thandi Buyer', email: 'thandi@example.com', password: 'Str0ng!pass' };

const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
let adminToken: string;

beforeAll(async () => {
  adminToken = await signInViaApi(suite.baseUrl(), ADMIN);
  // A user who bought Starter through the PayFast simulator: one completed payment today.
  const { token } = await registerViaApi(suite.baseUrl(), USER);
  await buyPlanViaSimulator(suite.baseUrl(), token);
});

const signedInPage = (viewport: Viewport, account: { email: string; password: string } = ADMIN) =>
  suite.signedInPage(viewport, account, (url) => url.pathname !== '/login');

const tileValue = (page: Page, section: string, label: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: section, exact: true }) })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=../dd')
    .innerText();

describe('the admin dashboard in Chromium', () => {
  it('shows the figures GET /api/admin/stats answers, the daily charts, and passes axe', async () => {
    const { page, errors, close } = await signedInPage(DESKTOP);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    const { stats } = (await suite.call<AdminStatsResponse>('GET', '/api/admin/stats', { token: adminToken })).body;

    const users = await Promise.all(
      ['Total', 'Active', 'Subscribed', 'Admin'].map((label) => tileValue(page, 'Users', label)),
    );
    expect(users).toEqual(
      [stats.users.total, stats.users.active, stats.users.subscribed, stats.users.admin].map(String),
    );
    const bids = await Promise.all(
      ['Total', 'Submitted', 'Success Rate'].map((label) => tileValue(page, 'Bids', label)),
    );
    expect(bids).toEqual([
      String(stats.bids.total),
      String(stats.bids.submitted),
      `${stats.bids.successRate.toFixed(1)}%`,
    ]);
    expect(await page.getByTestId('health-score').innerText()).toBe(String(stats.health.score));
    expect(await page.getByText(stats.health.label, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('share-successful').innerText()).toBe(stats.distribution.successful.label);

    const { days } = (
      await suite.call<AdminDailyStatsResponse>('GET', '/api/admin/stats/daily?days=30', { token: adminToken })
    ).body;
    expect(days).toHaveLength(30);
    const payments = days.reduce((sum, day) => sum + day.payments.count, 0);
    expect(payments).toBe(1);
    await page.getByText(/1 completed payment, R [\d,]+\.\d\d in all\. Last 30 days, by UTC day/).waitFor();
    for (const title of ['Bids per Day', 'Completed Payments per Day']) {
      const figure = page.locator('figure', { has: page.getByRole('heading', { name: title, exact: true }) });
      await figure.locator('svg.recharts-surface').first().waitFor();
      expect(await figure.locator('.recharts-bar-rectangle, .recharts-rectangle').count()).toBeGreaterThanOrEqual(
        title.startsWith('Completed') ? 1 : 0,
      );
    }

    await page.getByRole('button', { name: /^System Settings/ }).click();
    await page.getByText('System Settings (/admin/settings) has no screen yet: noted for later.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    await expectUsable(page);
    await close();
    expect(errors).toEqual([]);
  });

  it('fits a 390 px screen without horizontal scrolling, charts included, and passes axe', async () => {
    const { page, errors, close } = await signedInPage(PHONE);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Bids per Day', exact: true }).waitFor();
    await page.locator('svg.recharts-surface').first().waitFor();
    await expectUsable(page);
    await close();
    expect(errors).toEqual([]);
  });

  it('sends a signed-in non-admin from /admin to /dashboard', async () => {
    const { page, errors, close } = await signedInPage(DESKTOP, USER);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await close();
    expect(errors).toEqual([]);
  });
});

describe('pricing management in Chromium', () => {
  const plans = async () =>
    (await suite.call<AdminPlansResponse>('GET', '/api/admin/pricing-plans', { token: adminToken })).body.plans;

  it('creates, edits and deletes a plan, each change stored, and passes axe with and without the form', async () => {
    const { page, errors, close } = await signedInPage(DESKTOP);
    await page.goto('/admin/pricing');
    await page.getByRole('heading', { name: 'Pricing Management' }).waitFor();
    await page.getByRole('heading', { name: 'Starter', level: 3 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const before = await plans();

    await page.getByRole('button', { name: 'Add New Plan' }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByLabel('Display Order').inputValue()).toBe(String(before.length + 1));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await form.getByLabel('Name').fill('Agency');
    await form.getByLabel('Monthly Price (USD)').fill('29.99');
    await form.getByLabel('Annual Price (USD)').fill('299');
    await form.getByLabel('Monthly Bids').fill('100');
    await form.getByLabel('Annual Bids').fill('1200');
    await form.getByLabel('Features').fill('Team seats\nReports');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Agency', level: 3 }).waitFor();
    const created = (await plans()).find((plan) => plan.name === 'Agency');
    expect(created).toMatchObject({
      slug: 'agency',
      monthlyPriceUsd: 29.99,
      annualPriceUsd: 299,
      monthlyBids: 100,
      annualBids: 1200,
      order: before.length + 1,
      features: ['Team seats', 'Reports'],
      popular: false,
      active: true,
    });

    await page.getByRole('button', { name: 'Edit Agency' }).click();
    await form.getByLabel('Name').fill('Agency Plus');
    await form.getByLabel('Unlimited bids').check();
    await form.getByRole('button', { name: 'Update Plan' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Agency Plus', level: 3 }).waitFor();
    expect((await plans()).find((plan) => plan._id === created?._id)).toMatchObject({
      name: 'Agency Plus',
      slug: 'agency',
      monthlyBids: null,
      annualBids: null,
      monthlyPriceUsd: 29.99,
    });

    await page.getByRole('button', { name: 'Delete Agency Plus' }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to delete the plan "Agency Plus"?', { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Plan "Agency Plus" deleted.').waitFor();
    await page.getByRole('heading', { name: 'Agency Plus', level: 3 }).waitFor({ state: 'detached' });
    expect((await plans()).map((plan) => plan._id)).toEqual(before.map((plan) => plan._id));

    expect(await noHorizontalScroll(page)).toBe(true);
    await close();
    expect(errors).toEqual([]);
  });
});
