import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, DESKTOP, launchBrowser, openContext, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Bids the proposal guard held, as the user sees them in the bid log: `npm start` with the
 * built-in Freelancer simulator and the offline template writer, and a custom prompt with a
 * placeholder BidPilot does not fill, so every proposal still has it and every bid is held.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const PROMPT = 'Dear [Client Name], I can build "[Project Title]" for [Bid Amount] within [Delivery Days] days. Could we talk about the details?';
const REASON = 'Unfilled placeholder in the proposal: [Client Name].';

let server: RunningServer;
let browser: Browser;
let token: string;
let held: number;

async function api<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), launchBrowser()]);
  token = (await api('POST', '/api/auth/login', ADMIN)).body.token;
  const me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  expect((await api('PUT', '/api/users/freelancer-profile', { oauthToken: 'e2e-guard-token' })).status).toBe(200);
  expect((await api('POST', '/api/users/syncskills')).status).toBe(200);
  const settings = { scheduleAutobidding: false, timeLimit: 'no_limit', bidsLimit: 'no_limit', maxBidsThreshold: 100, bidOnHourlyProjects: true, useCustomPrompt: true, customPrompt: PROMPT };
  expect((await api('PUT', '/api/bidding/settings', settings)).status).toBe(200);
  const triggered = await api('POST', '/api/bidding-process/trigger');
  const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
  expect(queued).toBeGreaterThan(0);
  // The bid worker runs in the server: wait until it has held every queued bid.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await api('GET', '/api/bidding/logs?page=1&limit=100');
    const logs = body.logs as { status: string; errorMessage: string | null }[];
    if (logs.length === queued && logs.every((log) => log.status !== 'pending')) {
      expect(logs.every((log) => log.status === 'held' && log.errorMessage === REASON)).toBe(true);
      held = logs.length;
      break;
    }
    if (Date.now() > deadline) throw new Error(`the bid worker did not finish: ${JSON.stringify(logs.map((log) => log.status))}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  // Held bids were given back.
  expect((await api('GET', '/api/auth/me')).body.user.availableBids).toBe(100);
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [label, viewport, layout] of [
  ['desktop 1440×900', DESKTOP, 'table'],
  ['phone 390×844', PHONE, 'cards'],
] as const) {
  describe(`held bids in the bid log, ${label}`, () => {
    it('reads Held with the guard’s reason, with no serious accessibility issue and no console error', async () => {
      const context = await openContext(browser, server.baseUrl, viewport);
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors = collectConsoleErrors(page);
      try {
        await page.goto('/bid-logs');
        await page.getByRole('heading', { name: 'Bid Logs' }).waitFor();
        const rows = layout === 'table' ? page.getByRole('table', { name: 'Bid logs' }).locator('tbody tr') : page.getByRole('list', { name: 'Bid logs' }).getByRole('listitem');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(Math.min(held, 10));
        const first = rows.first();
        await expect.poll(() => first.getByText('Held', { exact: true }).isVisible()).toBe(true);
        expect(await first.getByText(REASON, { exact: true }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
