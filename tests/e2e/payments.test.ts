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

interface Checkout {
  readonly paymentId: string;
  readonly redirectUrl: string;
  readonly paymentData: Record<string, string>;
}

/** A starter plan, monthly, bought through the API up to the gateway's checkout (not paid). */
async function startedCheckout(token: string): Promise<Checkout> {
  const { status, body } = await call<Checkout>('POST', '/payments/create-payment', token, { planId: 'starter', billingType: 'monthly' });
  expect(status).toBe(201);
  return body;
}

const startedPayment = async (token: string): Promise<string> => (await startedCheckout(token)).paymentId;

/** Posts the checkout form to the gateway (the built-in PayFast simulator), as the pricing page's hidden form does. */
async function openGatewayCheckout(page: Page, checkout: Checkout): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ redirectUrl, paymentData }) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = redirectUrl;
    for (const [name, value] of Object.entries(paymentData)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, checkout);
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
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
      const shownAt = Date.now();
      await page.getByText('Payment completed successfully!').waitFor();
      await page.getByText(/^R \d+\.\d{2}$/).waitFor();
      expect(await page.getByText('Starter', { exact: true }).count()).toBe(1);
      expect(await availableBids(token)).toBe(50);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.waitForURL('**/subscription');
      // The countdown is 3 s from the moment the page turned successful, seen a moment later.
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);

      // Back on the success page the payment is simply verified as completed: nothing is granted twice.
      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
      await close();
      expect(errors).toEqual([]);
    });

    it('pays through the PayFast simulator and is returned to /payment/success, verified, with the gateway reference', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment/success' && url.searchParams.get('payment_id') === checkout.paymentId && url.searchParams.has('pf_payment_id'));
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      await page.waitForURL('**/subscription');
      await close();
      expect(errors).toEqual([]);
    });

    it('cancels in the PayFast simulator and is returned to /payment/cancel; nothing is granted', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment/cancel' && url.searchParams.get('payment_id') === checkout.paymentId);
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      expect(await availableBids(token)).toBe(0);
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
