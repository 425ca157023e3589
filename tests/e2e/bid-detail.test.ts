import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBidLog } from './support/api.js';
import { linkFreelancerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * A bid, whole, in the browser: `npm start` with the built-in Freelancer simulator and the offline
 * writer places real bids through the worker; the user opens one from Bid Logs and reads the
 * project, the full proposal, why it matched and its history; the admin opens the same bid from
 * the user's bids. SCREENSHOT_DIR, when set, keeps a picture of each screen.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const SHOTS = process.env.SCREENSHOT_DIR;

// Unpaced: the suite waits for every queued bid to be placed.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
let token: string;
let me: string;
let first: { _id: string; projectTitle: string; proposal: string };

const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });

beforeAll(async () => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
  token = await signInViaApi(suite.baseUrl(), ADMIN);
  me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-detail-token');
  expect(
    (await api('PUT', '/api/bidding/settings', { ...UNLIMITED_TEST_BIDDING, bidPercentage: 80, minBidUsd: 30 })).status,
  ).toBe(200);
  const triggered = await api('POST', '/api/bidding-process/trigger');
  expect(Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1])).toBeGreaterThan(0);
  const logs = await settledBidLog(suite.baseUrl(), token);
  first = logs.find((log) => log.status === 'submitted') as typeof first;
  expect(first).toBeDefined();
});

describe('the bid detail API over the running server', () => {
  it('answers the newest bid whole, with a history that starts queued', async () => {
    const { status, body } = await api('GET', `/api/bidding/logs/${first._id}`);
    expect(status).toBe(200);
    expect(body.bid.proposal).toBe(first.proposal);
    expect(body.bid.project).toMatchObject({ type: expect.stringMatching(/^(fixed|hourly)$/) });
    expect(body.bid.match.amountRule).toMatchObject({ bidPercentage: 80, minBidUsd: 30 });
    expect(body.bid.history[0].kind).toBe('queued');
    expect(body.bid.history.length).toBeGreaterThan(1);
  });
});

for (const [label, viewport] of VIEWPORTS) {
  const layout = viewport.width >= 1024 ? 'table' : 'cards';
  describe(`a bid, whole, ${label}`, () => {
    it('opens from Bid Logs, reads the full proposal, why it matched and the history, and goes back', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto('/bid-logs');
        await page.getByRole('heading', { name: 'Bid Logs' }).waitFor();
        const list =
          layout === 'table'
            ? page.getByRole('table', { name: 'Bid logs' })
            : page.getByRole('list', { name: 'Bid logs' });
        await list
          .getByRole('link', { name: `Details of the bid on ${first.projectTitle}` })
          .first()
          .click();
        await page.getByRole('heading', { name: first.projectTitle, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/bid-logs/${first._id}`);
        for (const section of ['Project', 'Your bid', 'Why this project', 'History'])
          expect(await page.getByRole('heading', { name: section, level: 2, exact: true }).isVisible()).toBe(true);
        // The proposal in full, not the list's 120 characters.
        expect(
          await page
            .getByText(first.proposal.split('\n')[0] as string, { exact: false })
            .first()
            .isVisible(),
        ).toBe(true);
        // Which sentence depends on the project the simulator served: fixed or hourly, the share, the user's floor or the client's.
        expect(
          await page
            .getByText(
              /^80% of the (upper budget|way through the client's)|^Your minimum (rate )?\$30\.00|^The client's minimum/,
            )
            .isVisible(),
        ).toBe(true);
        const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
        expect(await history.first().getByText('Queued', { exact: true }).isVisible()).toBe(true);
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `bid-detail-${viewport.width}.png`), fullPage: true });
        await page.getByRole('button', { name: 'Back' }).click();
        await page.getByRole('heading', { name: 'Bid Logs' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('says “Bid not found” for an id that is not the user’s', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto('/bid-logs/00000000-0000-4000-8000-000000000000');
        await page.getByRole('heading', { name: 'Bid not found' }).waitFor();
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `bid-detail-not-found-${viewport.width}.png`), fullPage: true });
        // The 404 answer is the page's content, not a fault.
        expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
      } finally {
        await close();
      }
    });

    it('opens for the admin from the user’s bids', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto(`/admin/users/${me}/bids`);
        const list =
          viewport.width >= 768 ? page.getByRole('table', { name: 'Bids' }) : page.getByRole('list', { name: 'Bids' });
        await list
          .getByRole('link', { name: `Details of the bid on ${first.projectTitle}` })
          .first()
          .click();
        await page.getByRole('heading', { name: first.projectTitle, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/admin/users/${me}/bids/${first._id}`);
        await page.getByRole('list', { name: 'Status history' }).waitFor();
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `admin-bid-detail-${viewport.width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
