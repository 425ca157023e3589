import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistoryResponse } from '../../contract/payments.js';
import { collectConsoleErrors, DESKTOP, launchBrowser, openContext, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let accounts = 0;

async function call<T = any>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A user registered over the API who bought the monthly Starter plan (create-payment, then the sandbox's manual completion). */
async function starterSubscriber(): Promise<string> {
  const account = { name: 'Thandi Buyer', email: `thandi${Date.now()}-${(accounts += 1)}@example.com`, password: 'Str0ng!pass' };
  const registered = await fetch(`${server.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const created = await call('POST', '/api/payments/create-payment', token, { planId: 'starter', billingType: 'monthly' });
  expect(created.status).toBe(201);
  const completed = await call('POST', `/api/payments/complete-simple/${created.body.paymentId}`, token);
  expect(completed.body).toMatchObject({ success: true, payment: { status: 'completed', bidsAllocated: 50 } });
  return token;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [label, viewport] of [
  ['desktop 1440×900', DESKTOP],
  ['phone 390×844', PHONE],
] as const) {
  describe(`the subscription screen in Chromium, ${label}`, () => {
    it('shows the plan and its payment, buys a 200-bids pack through the PayFast checkout and comes back to it recorded', async () => {
      const token = await starterSubscriber();
      const context = await openContext(browser, server.baseUrl, viewport);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors = collectConsoleErrors(page);
      // The payments of this screen: the table on large screens, the cards on small ones.
      const history = viewport.width >= 1024 ? page.getByRole('table', { name: 'Payment history' }) : page.getByRole('list', { name: 'Payment history' });

      await page.goto('/');
      await page.evaluate((stored) => localStorage.setItem('token', stored), token);
      await page.goto('/subscription');
      await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
      await page.getByText('Starter', { exact: true }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Change Plan' }).waitFor();
      await history.getByText('Starter plan (Monthly)').waitFor();
      expect(await history.getByText('Completed').count()).toBe(1);
      expect(await history.getByText(/^R \d+\.\d\d$/).count()).toBe(1);
      await page.getByRole('list', { name: 'Add-on packs' }).getByText(/^R \d+\.\d\d with PayFast$/).first().waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Buy 200 bids' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy 200 bids' });
      await dialog.getByText('$10 USD').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Pay with PayFast' }).click();

      // The built-in PayFast simulator's checkout page: paying there notifies the server and returns the buyer.
      await page.waitForURL(/\/eng\/process\//);
      await page.getByRole('heading', { name: /^Pay / }).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment\/success\?payment_id=/);
      // The success page verifies the payment, then returns the buyer here (return_to defaults to /subscription).
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/subscription');

      const recorded = await call<PaymentHistoryResponse>('GET', '/api/payments/history', token);
      expect(recorded.body.pagination.total).toBe(2);
      expect(recorded.body.payments[0]).toMatchObject({ kind: 'addon', addonPack: { quantity: 200 }, status: 'completed', bidsAllocated: 200, currency: 'ZAR', billingType: 'one_time' });
      expect(recorded.body.payments[1]).toMatchObject({ kind: 'plan', plan: { slug: 'starter' }, status: 'completed', bidsAllocated: 50 });

      await history.getByText('200 bids add-on').waitFor();
      expect(await history.getByText('Completed').count()).toBe(2);
      await page.getByText('50 plan + 200 add-on').waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await context.close();
      expect(errors).toEqual([]);
    }, 90_000);
  });
}
