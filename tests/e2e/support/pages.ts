import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectConsoleErrors, DESKTOP, openContext, PHONE, seriousAccessibilityViolations } from './browser.js';

export type Viewport = { readonly width: number; readonly height: number };

/** The two sizes every screen is checked at, with the label a describe names them by. */
export const VIEWPORTS = [
  ['desktop 1440×900', DESKTOP],
  ['phone 390×844', PHONE],
] as const;

export interface FreshPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every console error and page error so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

export interface FreshPageOptions {
  /** Stored as the session in local storage before any script of the app runs, on every load. */
  readonly token?: string;
  /** Playwright's default wait; 15 s unless given. */
  readonly timeoutMs?: number;
}

/** A page in a context of its own (fresh local storage) at a viewport, collecting console errors; closed with its context. */
export async function freshPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  options: FreshPageOptions = {},
): Promise<FreshPage> {
  const context = await openContext(browser, baseUrl, viewport);
  if (options.token !== undefined)
    await context.addInitScript((stored) => window.localStorage.setItem('token', stored), options.token);
  const page = await context.newPage();
  page.setDefaultTimeout(options.timeoutMs ?? 15_000);
  return { page, context, errors: collectConsoleErrors(page), close: () => context.close() };
}

/** Stores a session token the way the app does after signing in, from its home page, without reloading. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
}

/** Whether nothing on the page is wider than the window. */
export const noHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** No serious or critical axe finding and nothing wider than the screen, on the page as it is now. */
export async function expectUsable(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
}
