import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, DESKTOP, launchBrowser, openContext, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** Signing out goes through the side navigation, which only signed-in screens show: it runs once /dashboard has its screen. */
const hasDashboardScreen = existsSync(resolve(import.meta.dirname, '../../web/src/app/routes/app/dashboard.tsx'));

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
const newAccount = () => ({ name: 'Ada Lovelace', email: `ada${Date.now()}-${(accounts += 1)}@example.com`, password: 'Str0ng!pass' });

async function register(page: Page, account: ReturnType<typeof newAccount>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
}

/** An account made through the API, for tests about what follows registration. */
async function registeredAccount(): Promise<ReturnType<typeof newAccount>> {
  const account = newAccount();
  const response = await fetch(`${server.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, confirmPassword: account.password }) });
  expect(response.status).toBe(201);
  return account;
}

/** A page of its own (fresh local storage) at the suite's viewport; closed with its context. */
async function freshPage(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await openContext(browser, server.baseUrl, viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, errors: collectConsoleErrors(page), close: () => context.close() };
}

async function signIn(page: Page, account: ReturnType<typeof newAccount>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

for (const [label, viewport] of [
  ['desktop 1440×900', DESKTOP],
  ['phone 390×844', PHONE],
] as const) {
  describe(`the web app's shell in Chromium, ${label}`, () => {
    let context: BrowserContext;
    let page: Page;
    let consoleErrors: string[];

    beforeAll(async () => {
      context = await openContext(browser, server.baseUrl, viewport);
    });
    afterAll(() => context?.close());

    beforeAll(async () => {
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
      consoleErrors = collectConsoleErrors(page);
    });
    afterEach(() => {
      expect(consoleErrors).toEqual([]);
    });

    it('has no horizontal scrolling and a clean 404 for an unknown path', async () => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
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
      const account = newAccount();
      await register(page, account);
      await page.getByText('Registration successful!').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/register');
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('signs in with the account in a fresh browser, and refuses a wrong password with the server message', async () => {
      const account = await registeredAccount();
      const other = await freshPage(viewport);
      await other.page.goto('/login');
      await other.page.getByLabel('Email').fill(account.email);
      await other.page.getByLabel('Password', { exact: true }).fill('Wr0ng!pass');
      await other.page.getByRole('button', { name: 'Sign in' }).click();
      await other.page.getByRole('status').filter({ hasText: /invalid/i }).waitFor();
      expect(await seriousAccessibilityViolations(other.page)).toEqual([]);
      await signIn(other.page, account);
      await other.page.getByText('Login successful!').waitFor();
      await other.close();
      // The browser reports the refused sign-in's 401 as a failed resource; nothing else may appear.
      expect(other.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });

    it('sends a signed-in non-admin from an admin page to /dashboard', async () => {
      const account = await registeredAccount();
      const other = await freshPage(viewport);
      await signIn(other.page, account);
      await other.page.goto('/admin/payments');
      await other.page.waitForURL('**/dashboard');
      await other.close();
      expect(other.errors).toEqual([]);
    });

    it.runIf(hasDashboardScreen)('signs out from the side navigation (the slide-over on a phone) and lands on /login', async () => {
      const account = await registeredAccount();
      const other = await freshPage(viewport);
      await signIn(other.page, account);
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
    });
  });
}
