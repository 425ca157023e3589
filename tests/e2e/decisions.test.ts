import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkFreelancerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * Decisions with reasons, as the user sees them: `npm start` with the built-in Freelancer simulator,
 * one Test Bidding run with a bid-count threshold low enough that the simulator's projects are
 * mostly skipped, then the Skipped tab (counts per reason, the list, the explain box) and the
 * dashboard's Last run card. E2E_SCREENSHOTS=<dir> keeps a full-page picture of each screen.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };

const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
let token: string;
let skippedProject: { id: string; title: string; reason: { code: string; message: string } };

const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });

beforeAll(async () => {
  token = await signInViaApi(suite.baseUrl(), ADMIN);
  const me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-decisions-token');
  expect((await api('PUT', '/api/bidding/settings', { ...UNLIMITED_TEST_BIDDING, maxBidsThreshold: 10 })).status).toBe(
    200,
  );
  const triggered = await api('POST', '/api/bidding-process/trigger');
  expect(triggered.status).toBe(200);
  expect(triggered.body.run.skipped).toBeGreaterThan(0);
  const { body } = await api('GET', '/api/bidding/decisions?outcome=skipped&limit=1');
  expect(body.decisions.length).toBe(1);
  skippedProject = {
    id: body.decisions[0].projectId,
    title: body.decisions[0].projectTitle,
    reason: body.decisions[0].reasons[0],
  };
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shoot = async (
  page: { screenshot(options: { path: string; fullPage: boolean }): Promise<unknown> },
  name: string,
) => {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir === undefined || dir === '') return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

for (const [label, viewport] of VIEWPORTS) {
  describe(`decisions with reasons, ${label}`, () => {
    it('shows the Skipped tab with counts per reason, the list and the explain box, with no serious accessibility issue and no console error', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto('/bid-logs');
        await page.getByRole('tab', { name: 'Skipped' }).click();
        await page.getByRole('heading', { name: 'Skipped projects' }).waitFor();
        expect(new URL(page.url()).searchParams.get('view')).toBe('skipped');
        const chips = page.getByRole('list', { name: 'Filter by reason' });
        await chips.waitFor();
        expect(await chips.getByRole('button').count()).toBeGreaterThan(1);
        await page
          .getByRole('list', { name: 'Decisions' })
          .getByRole('link', { name: new RegExp(escapeRegExp(skippedProject.title)) })
          .first()
          .waitFor();
        await expectUsable(page);

        await page.getByLabel('Freelancer project link or id').fill(skippedProject.id);
        await page.getByRole('button', { name: 'Check' }).click();
        const verdicts = page.getByRole('list', { name: 'Rule verdicts' });
        await verdicts.waitFor();
        expect(await verdicts.getByText('Bid count within your threshold').isVisible()).toBe(true);
        await shoot(page, `skipped-${viewport.width}`);
        await expectUsable(page);

        // Which reasons the simulator's feed yields depends on the hour, so the chip is the listed skip's own reason.
        await chips.getByRole('button', { name: new RegExp(escapeRegExp(skippedProject.reason.message)) }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('reason')).toBe(skippedProject.reason.code);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('shows the last run on the dashboard with its numbers and a link to the Skipped tab', async () => {
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto('/dashboard');
        const heading = page.getByRole('heading', { name: 'Last run' });
        await heading.waitFor();
        await page.getByText('Top reasons for skipping').waitFor();
        await shoot(page, `dashboard-${viewport.width}`);
        await expectUsable(page);
        await page.getByRole('link', { name: 'See skipped projects and why' }).click();
        await page.getByRole('heading', { name: 'Skipped projects' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
