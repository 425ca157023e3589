import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerThroughUi, registerViaApi, signInThroughUi } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/browser.js';
import { noHorizontalScroll, VIEWPORTS, type FreshPage } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/** Signing out goes through the side navigation, which only signed-in screens show: it runs once /dashboard has its screen. */
const hasDashboardScreen = existsSync(resolve(import.meta.dirname, '../../web/src/app/routes/app/dashboard.tsx'));

const suite = useE2eServer();

/** An account made through the API, for tests about what follows registration. */
const registeredAccount = () => registerViaApi(suite.baseUrl(), newAccount('ada'));

for (const [label, viewport] of VIEWPORTS) {
  describe(`the web app's shell in Chromium, ${label}`, () => {
    // One page for the tests that follow each other in it; the others open fresh ones.
    let shared: FreshPage;
    let page: Page;
    let consoleErrors: string[];
    beforeAll(async () => {
      shared = await suite.page(viewport, { timeoutMs: 10_000 });
      ({ page, errors: consoleErrors } = shared);
    });
    afterAll(() => shared?.close());
    afterEach(() => {
      expect(consoleErrors).toEqual([]);
    });

    it('has no horizontal scrolling and a clean 404 for an unknown path', async () => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });

    it('opens a page followed from the footer at its top, and Back returns to where the page was left', async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The demo-mode banner is above the page as it shows, unless /api/health answered later than the
      // first page waits for it: it then lands after, and scroll anchoring moves the offset by its height.
      await page.getByRole('region', { name: 'Demo mode' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const leftAt = await page.evaluate(() => window.scrollY);
      expect(leftAt).toBeGreaterThan(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction((y) => window.scrollY === y, leftAt);
    });

    it('sends an anonymous visitor of an admin page to /login', async () => {
      await page.goto('/admin/users');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });

    it.runIf(hasDashboardScreen)('sends an anonymous visitor of /dashboard to /login', async () => {
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
    });

    it('shows the live password hints and the mismatch message on /register', async () => {
      await page.goto('/register');
      await page.getByLabel('Password', { exact: true }).fill('abc');
      expect(await page.locator('li[data-met="true"]').count()).toBe(1);
      await page.getByLabel('Confirm Password').fill('abd');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Passwords do not match').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });

    it('registers, lands on /dashboard signed in, and is sent from /login to /', async () => {
      await registerThroughUi(page, newAccount('ada'));
      await page.getByText('Registration successful!').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/register');
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('signs in with the account in a fresh browser, and refuses a wrong password with the server message', async () => {
      const account = await registeredAccount();
      const other = await suite.page(viewport, { timeoutMs: 10_000 });
      await other.page.goto('/login');
      await other.page.getByLabel('Email').fill(account.email);
      await other.page.getByLabel('Password', { exact: true }).fill('Wr0ng!pass');
      await other.page.getByRole('button', { name: 'Sign in' }).click();
      await other.page
        .getByRole('status')
        .filter({ hasText: /invalid/i })
        .waitFor();
      expect(await seriousAccessibilityViolations(other.page)).toEqual([]);
      await signInThroughUi(other.page, account);
      await other.page.getByText('Login successful!').waitFor();
      await other.close();
      // The browser reports the refused sign-in's 401 as a failed resource; nothing else may appear.
      expect(other.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });

    it('sends a signed-in non-admin from an admin page to /dashboard', async () => {
      const account = await registeredAccount();
      const other = await suite.page(viewport, { timeoutMs: 10_000 });
      await signInThroughUi(other.page, account);
      await other.page.goto('/admin/payments');
      await other.page.waitForURL('**/dashboard');
      await other.close();
      expect(other.errors).toEqual([]);
    });

    it.runIf(hasDashboardScreen)(
      'signs out from the side navigation (the slide-over on a phone) and lands on /login',
      async () => {
        const account = await registeredAccount();
        const other = await suite.page(viewport, { timeoutMs: 10_000 });
        await signInThroughUi(other.page, account);
        if (viewport.width < 1024) {
          await other.page.getByRole('button', { name: 'Open navigation' }).click();
          await other.page.getByRole('dialog', { name: 'Navigation' }).waitFor();
          expect(await seriousAccessibilityViolations(other.page)).toEqual([]);
          await other.page.keyboard.press('Escape');
          await other.page.getByRole('dialog').waitFor({ state: 'detached' });
          await other.page.getByRole('button', { name: 'Open navigation' }).click();
        } else {
          expect(await seriousAccessibilityViolations(other.page)).toEqual([]);
        }
        await other.page.getByRole('button', { name: 'Logout' }).click();
        await other.page.waitForURL('**/login');
        expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await other.close();
        expect(other.errors).toEqual([]);
      },
    );
  });
}
