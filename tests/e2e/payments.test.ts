import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The API as the test's own client, with a bearer token when given. */
async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** A new account registered through the API: its token. */
async function registeredToken(): Promise<string> {
  const account = { name: 'Ada Lovelace', email: `buyer${Date.now()}-${(accounts += 1)}@example.com`, password: 'Str0ng!pass' };
  const { status, body } = await call<{ token: string }>('POST', '/auth/register', null, account);
  expect(status).toBe(201);
  return body.token;
}

/** A starter plan, monthly, bought through the API up to the gateway's checkout (not paid): its reference. */
async function startedPayment(token: string): Promise<string> {
  const { status, body } = await call<{ paymentId: string }>('POST', '/payments/create-payment', token, { planId: 'starter', billingType: 'monthly' });
  expect(status).toBe(201);
  return body.paymentId;
}

const availableBids = async (token: string): Promise<number> => (await call<{ user: { availableBids: number } }>('GET', '/auth/me', token)).body.user.availableBids;

/** A page of its own whose local storage holds the token before the app starts, as after the gateway's redirect. */
async function signedInPage(token: string, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await openContext(browser, server.baseUrl, viewport);
  await context.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, errors: collectConsoleErrors(page), close: () => context.close() };
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [label, viewport] of [
  ['desktop 1440×900', DESKTOP],
  ['phone 390×844', PHONE],
] as const) {
  describe(`the payment pages in Chromium, ${label}`, () => {
    it('completes a sandbox payment on /payment/success, grants the bids once, and moves on to /subscription after 3 s', async () => {
      const token = await registeredToken();
      const paymentId = await startedPayment(token);
      expect(await availableBids(token)).toBe(0);
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText('Payment completed successfully!').waitFor();
      await page.getByText(/^R \d+\.\d{2}$/).waitFor();
      expect(await page.getByText('Starter', { exact: true }).count()).toBe(1);
      expect(await availableBids(token)).toBe(50);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      const shownAt = Date.now();
      await page.waitForURL('**/subscription');
      // The countdown is 3 s; the page was seen a moment after it began.
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);

      // Back on the success page the payment is simply verified as completed: nothing is granted twice.
      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
      await close();
      expect(errors).toEqual([]);
    });

    it('shows /payment/cancel without granting anything', async () => {
      const token = await registeredToken();
      const paymentId = await startedPayment(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto(`/payment/cancel?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      await page.getByText(/no charges were made/).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe('/subscription');
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await availableBids(token)).toBe(0);
      expect((await call<{ payment: { status: string } }>('GET', `/payments/status/${encodeURIComponent(paymentId)}`, token)).body.payment.status).toBe('pending');
      await close();
      expect(errors).toEqual([]);
    });

    it('says no payment id was found on /payment/processing without one', async () => {
      const token = await registeredToken();
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto('/payment/processing');
      await page.getByRole('heading', { name: 'Payment Error' }).waitFor();
      await page.getByText('No payment ID found. Please try again.').waitFor();
      expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact-us');
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await close();
      expect(errors).toEqual([]);
    });
  });
}
