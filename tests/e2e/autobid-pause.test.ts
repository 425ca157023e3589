import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexBiddingSettingsRepository } from '../../adapters/storage/knex/knex-bidding-settings-repository.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { linkFreelancerViaApi, newAccount, registerViaApi, signInViaApi, type Registered } from './support/accounts.js';
import { expectUsable, noHorizontalScroll, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * Autobidding Freelancer paused, as the user reads it on the dashboard and an admin on the user's
 * details, in Chromium against the server as `npm start` runs it. The pause is written into the
 * server's database as the bid worker writes it: the built-in simulator does not refuse bids
 * this way yet. With SCREENSHOT_DIR set, each screen is saved there as a PNG.
 */
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const MESSAGE = 'You have used all of your bids.';
const SHOTS = process.env.SCREENSHOT_DIR;

const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
let user: Registered;
let adminToken: string;
let database: ReturnType<typeof createKnex> | undefined;

beforeAll(async () => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
  user = await registerViaApi(suite.baseUrl(), newAccount('paused.', 'Ada Lovelace'));
  await linkFreelancerViaApi(suite.baseUrl(), user.token, 'e2e-pause-token');
  adminToken = await signInViaApi(suite.baseUrl(), ADMIN);
  database = createKnex({ dialect: 'sqlite', connection: join(suite.server().dataDir, 'bidpilot.sqlite') });
  const settings = new KnexBiddingSettingsRepository(database, { now: () => new Date() });
  await settings.update(user.id, {
    isActive: false,
    pause: { code: 'OUT_OF_BIDS', message: MESSAGE, since: new Date(), until: null },
  });
  await settings.addUnbiddableKind(user.id, 'nda');
  await settings.addUnbiddableKind(user.id, 'featured');
});
afterAll(async () => {
  await database?.destroy();
});

for (const [label, viewport] of VIEWPORTS) {
  describe(`a pause by Freelancer, ${label}`, () => {
    it('the dashboard shows the reason and what resumes it, with no serious accessibility issue', async () => {
      const { page, errors, close } = await suite.page(viewport, { token: user.token, timeoutMs: 10_000 });
      try {
        await page.goto('/dashboard');
        const notice = page.getByRole('alert').filter({ hasText: 'Autobidding is paused' });
        await notice.waitFor();
        expect(await notice.getByText(MESSAGE).isVisible()).toBe(true);
        expect(await notice.getByText('It resumes when you turn autobidding on again.').isVisible()).toBe(true);
        expect(await page.getByText(/NDA projects, featured projects\./).isVisible()).toBe(true);
        expect(await noHorizontalScroll(page)).toBe(true);
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `dashboard-pause-${viewport.width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('the admin’s user details show it about the user', async () => {
      const { page, errors, close } = await suite.page(viewport, { token: adminToken, timeoutMs: 10_000 });
      try {
        await page.goto(`/admin/users/${user.id}`);
        const notice = page.getByRole('alert').filter({ hasText: 'Autobidding is paused for this user' });
        await notice.waitFor();
        expect(await notice.getByText(MESSAGE).isVisible()).toBe(true);
        expect(await notice.getByText('It resumes when the user turns autobidding on again.').isVisible()).toBe(true);
        expect(await noHorizontalScroll(page)).toBe(true);
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `admin-user-pause-${viewport.width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
