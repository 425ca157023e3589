import { beforeAll, describe, expect, it } from 'vitest';
import { settledBidLog } from './support/api.js';
import { linkFreelancerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The Results screen over `npm start` with the built-in Freelancer simulator: Test Bidding places
 * bids, and the user's funnel and the admin dashboard's show them. Screenshots land in
 * RESULTS_SCREENSHOTS when it is set, for a person to look at.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const SHOTS = process.env.RESULTS_SCREENSHOTS;

// Unpaced: the suite waits for every queued bid to be placed.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
let token: string;
let placed: number;

const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });

beforeAll(async () => {
  token = await signInViaApi(suite.baseUrl(), ADMIN);
  const me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-results-token');
  expect((await api('PUT', '/api/bidding/settings', UNLIMITED_TEST_BIDDING)).status).toBe(200);
  const triggered = await api('POST', '/api/bidding-process/trigger');
  expect(Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1])).toBeGreaterThan(0);
  const logs = await settledBidLog(suite.baseUrl(), token);
  placed = logs.filter((log) => ['submitted', 'replied', 'accepted', 'rejected'].includes(log.status)).length;
  expect(placed).toBeGreaterThan(0);
  expect((await api('GET', '/api/analytics/funnel?days=7')).body.funnel.stages.placed).toBe(placed);
}, 180_000);

for (const [label, viewport] of VIEWPORTS) {
  describe(`Results, ${label}`, () => {
    it('shows the user’s funnel with the placed bids, switches period by the URL, with no serious accessibility issue and no console error', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 15_000 });
      try {
        await page.goto('/results?days=7');
        await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Funnel' }).waitFor();
        expect(await page.getByTestId('stage-placed').textContent()).toBe(placed.toLocaleString('en-US'));
        expect(await page.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('page');
        await page.getByRole('link', { name: '90 days' }).click();
        await page.waitForURL('**/results?days=90');
        await page.getByText('over the last 90 days', { exact: false }).waitFor();
        await page.getByText('Show the numbers as a table').click();
        await page.getByRole('table', { name: 'Outcomes per day' }).waitFor();
        if (SHOTS !== undefined)
          await page.screenshot({ path: `${SHOTS}/results-${viewport.width}.png`, fullPage: true });
        await expectUsable(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('shows everyone’s results on the admin dashboard, with a plan filter', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 15_000 });
      try {
        await page.goto('/admin?days=7');
        const results = page.getByRole('region', { name: 'Results' });
        await results.getByRole('heading', { name: 'Funnel' }).waitFor();
        expect(
          Number((await results.getByTestId('stage-placed').textContent())?.replace(/,/g, '')),
        ).toBeGreaterThanOrEqual(placed);
        await results.getByRole('combobox', { name: 'Whose results' }).selectOption({ index: 1 });
        await page.waitForURL(/plan=/);
        await results.getByRole('heading', { name: 'Funnel' }).waitFor();
        if (SHOTS !== undefined) await results.screenshot({ path: `${SHOTS}/admin-results-${viewport.width}.png` });
        await expectUsable(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
