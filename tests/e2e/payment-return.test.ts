import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts.js';
import { PHONE } from './support/browser.js';
import { expectUsable } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

// A server of its own: the payment pages' suite already spends the registrations one address may make in an hour.
const suite = useE2eServer();

const registeredToken = async (): Promise<string> => (await registerViaApi(suite.baseUrl(), newAccount('buyer'))).token;
const availableBids = async (token: string): Promise<number> =>
  (await suite.ok<{ user: { availableBids: number } }>('GET', '/api/auth/me', { token })).user.availableBids;
const signedInPage = (token: string) => suite.page(PHONE, { token });

describe('back from the PayFast simulator on a phone (390 px), after scrolling the pricing page', () => {
  const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

  /** /pricing scrolled down to the last plan, whose Get Started opens the purchase dialog; Pay with PayFast goes to the simulator. */
  async function checkoutFromScrolledPricing(page: Page): Promise<void> {
    await page.goto('/pricing');
    await page.getByText('Available bids: 0 (No bids remaining)').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('article').last();
    await last.getByRole('button').first().click();
    // The offset the browser leaves /pricing at, which React Router saves as the page unloads.
    expect(await scrollY(page)).toBeGreaterThan(400);
    await page
      .getByRole('dialog', { name: 'Confirm your purchase' })
      .getByRole('button', { name: 'Pay with PayFast' })
      .click();
    await page.waitForURL(/\/sandbox\/payfast\/eng\/process\/[^/]+$/);
  }

  it('Cancel opens /payment/cancel at its top, and the payment shows Cancelled in the history', async () => {
    const token = await registeredToken();
    const { page, errors, close } = await signedInPage(token);

    await checkoutFromScrolledPricing(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/cancel');
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);
    await expectUsable(page);

    await page.getByRole('link', { name: 'Back to Subscription' }).click();
    const history = page.getByRole('list', { name: 'Payment history' });
    await history.getByText('Cancelled').waitFor();
    expect(await availableBids(token)).toBe(0);
    await close();
    expect(errors).toEqual([]);
  });

  it('Pay opens /payment/success at its top', async () => {
    const token = await registeredToken();
    const { page, errors, close } = await signedInPage(token);

    await checkoutFromScrolledPricing(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);
    await close();
    expect(errors).toEqual([]);
  });
});

describe('a visitor who opens BidPilot at another loopback name of its address', () => {
  it('is moved to the public address before signing in, so checkout brings them back signed in', async () => {
    const account = newAccount('loopback');
    const { token } = await registerViaApi(suite.baseUrl(), account);
    const { page, errors, close } = await suite.page(PHONE);
    // The suite's PUBLIC_URL is http://127.0.0.1:<port>: localhost is the other name.
    const elsewhere = suite.baseUrl().replace('127.0.0.1', 'localhost');
    await page.goto(`${elsewhere}/login`);
    expect(page.url()).toBe(`${suite.baseUrl()}/login`);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/pricing');
    await page.getByRole('article').first().getByRole('button').first().click();
    await page
      .getByRole('dialog', { name: 'Confirm your purchase' })
      .getByRole('button', { name: 'Pay with PayFast' })
      .click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // The page is for signed-in users only: a visitor signed out by the return would be on /login.
    expect(new URL(page.url()).pathname).toBe('/payment/success');
    await expect.poll(() => availableBids(token)).toBeGreaterThan(0);
    await close();
    expect(errors).toEqual([]);
  });
});
