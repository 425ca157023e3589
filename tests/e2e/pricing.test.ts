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

/** A new account registered through the API; its token. */
async function registeredToken(): Promise<string> {
  const password = 'Str0ng!pass';
  const email = `buyer${Date.now()}-${(accounts += 1)}@example.com`;
  const response = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Lovelace', email, password, confirmPassword: password }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A page of its own at a viewport; the browser refuses the location (no prompt in headless Chromium), so prices stay in USD. */
async function freshPage(viewport: { width: number; height: number }) {
  const context = await openContext(browser, server.baseUrl, viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, errors: collectConsoleErrors(page), close: () => context.close() };
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [label, viewport] of [
  ['desktop 1440×900', DESKTOP],
  ['phone 390×844', PHONE],
] as const) {
  describe(`the pricing page in Chromium, ${label}`, () => {
    it('shows an anonymous visitor three plans, the annual prices and the pricing FAQs', async () => {
      const { page, errors, close } = await freshPage(viewport);
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Starter', 'Professional', 'Enterprise', 'Pricing FAQs']);
      await page.getByText('Most Popular').waitFor();
      await page.getByRole('button', { name: /Annual/ }).click();
      await page.getByText('$15.83/month billed annually').waitFor();
      await page.getByRole('button', { name: /add-on bids/ }).click();
      await page.getByText('1,000 bids for $75').waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await close();
      expect(errors).toEqual([]);
    });

    it('takes a signed-in buyer from Starter through the dialog to the PayFast checkout', async () => {
      const token = await registeredToken();
      const { page, errors, close } = await freshPage(viewport);
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/pricing');
      await page.getByText('Available bids: 0 (No bids remaining)').waitFor();
      await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
      await dialog.waitFor();
      await dialog.getByText(/^R [\d,]+\.\d{2}$/).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Pay with PayFast' }).click();
      await page.waitForURL(/\/sandbox\/payfast\/eng\/process\/[^/]+$/);
      await page.getByRole('heading', { name: /^Pay / }).waitFor();
      expect(await page.getByText('Starter').count()).toBeGreaterThan(0);
      await close();
      expect(errors).toEqual([]);
    });
  });
}
