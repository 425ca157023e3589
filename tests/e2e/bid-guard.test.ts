import { beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/api.js';
import { linkFreelancerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * Bids the proposal guard held, as the user sees them in the bid log: `npm start` with the
 * built-in Freelancer simulator and the offline template writer, and a custom prompt with a
 * placeholder BidPilot does not fill, so every proposal still has it and every bid is held.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const PROMPT =
  'Dear [Client Name], I can build "[Project Title]" for [Bid Amount] within [Delivery Days] days. Could we talk about the details?';
const REASON = 'Unfilled placeholder in the proposal: [Client Name].';

// Unpaced: this suite waits for every queued bid to be held, which paced would take minutes.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
let token: string;
let held: number;

const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });

beforeAll(async () => {
  token = await signInViaApi(suite.baseUrl(), ADMIN);
  const me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-guard-token');
  const settings = { ...UNLIMITED_TEST_BIDDING, useCustomPrompt: true, customPrompt: PROMPT };
  expect((await api('PUT', '/api/bidding/settings', settings)).status).toBe(200);
  const triggered = await api('POST', '/api/bidding-process/trigger');
  const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
  expect(queued).toBeGreaterThan(0);
  // The bid worker runs in the server: wait until it has held every queued bid.
  let statuses: string[] = [];
  const logs = await until(
    async () => {
      const { body } = await api('GET', '/api/bidding/logs?page=1&limit=100');
      const current = body.logs as { status: string; errorMessage: string | null }[];
      statuses = current.map((log) => log.status);
      return current.length === queued && current.every((log) => log.status !== 'pending') ? current : undefined;
    },
    () => `the bid worker to finish: ${JSON.stringify(statuses)}`,
    { intervalMs: 250 },
  );
  expect(logs.every((log) => log.status === 'held' && log.errorMessage === REASON)).toBe(true);
  held = logs.length;
  // Held bids were given back.
  expect((await api('GET', '/api/auth/me')).body.user.availableBids).toBe(100);
});

for (const [label, viewport] of VIEWPORTS) {
  const layout = viewport.width >= 1024 ? 'table' : 'cards';
  describe(`held bids in the bid log, ${label}`, () => {
    it('reads Held with the guard’s reason, with no serious accessibility issue and no console error', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto('/bid-logs');
        await page.getByRole('heading', { name: 'Bid Logs' }).waitFor();
        const rows =
          layout === 'table'
            ? page.getByRole('table', { name: 'Bid logs' }).locator('tbody tr')
            : page.getByRole('list', { name: 'Bid logs' }).getByRole('listitem');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(Math.min(held, 10));
        const first = rows.first();
        await expect.poll(() => first.getByText('Held', { exact: true }).isVisible()).toBe(true);
        expect(await first.getByText(REASON, { exact: true }).isVisible()).toBe(true);
        await expectUsable(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
