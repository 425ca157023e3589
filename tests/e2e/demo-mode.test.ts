import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!Passw0rd' };
const BANNER = 'Demo mode: payments and Freelancer are simulated. Nothing is charged or bid for real.';
/** Where the shots land for a person to look at (not committed). */
const SHOTS = process.env.E2E_SHOTS_DIR;

// startServer runs on the built-in simulators (no PAYFAST_URL, no MARKETPLACE_URL): a demo.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

for (const [label, viewport] of VIEWPORTS) {
  describe(`demo mode in Chromium, ${label}`, () => {
    it('shows the banner on a user page and on the admin dashboard, which also names the settings that take it live', async () => {
      const user = await registerViaApi(suite.baseUrl(), newAccount('demo'));
      const asUser = await suite.signedInPage(viewport, user, (url) => url.pathname === '/dashboard');
      expect(await asUser.page.getByRole('region', { name: 'Demo mode', exact: true }).textContent()).toBe(BANNER);
      await expectUsable(asUser.page);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await asUser.page.screenshot({ path: `${SHOTS}/demo-dashboard-${viewport.width}.png` });
      }
      await asUser.close();
      expect(asUser.errors).toEqual([]);

      const asAdmin = await suite.signedInPage(viewport, ADMIN, (url) => url.pathname !== '/login');
      await asAdmin.page.goto('/admin');
      await asAdmin.page.getByRole('heading', { name: 'This server runs in demo mode', level: 2 }).waitFor();
      await asAdmin.page.getByText(`${BANNER} Set PAYFAST_URL and MARKETPLACE_URL to go live.`).waitFor();
      expect(await asAdmin.page.getByRole('region', { name: 'Demo mode', exact: true }).textContent()).toBe(BANNER);
      await expectUsable(asAdmin.page);
      if (SHOTS !== undefined) await asAdmin.page.screenshot({ path: `${SHOTS}/demo-admin-${viewport.width}.png` });
      await asAdmin.close();
      expect(asAdmin.errors).toEqual([]);
    });

    it('opens toasts below the header under the banner, so they cover neither the menu button nor the logo', async () => {
      const visitor = await suite.page(viewport);
      await visitor.page.goto('/login');
      await visitor.page.getByLabel('Email').fill('nobody@example.com');
      await visitor.page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
      await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const toast = visitor.page.getByRole('status').filter({ hasText: 'Invalid email or password' });
      await toast.waitFor();
      const header = await visitor.page.getByRole('banner').boundingBox();
      expect(header).not.toBeNull();
      // react-hot-toast slides a toast down into place: its top grows until it rests there.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1, { timeout: 5_000 })
        .toBeGreaterThanOrEqual(header!.y + header!.height);
      await visitor.close();
    });
  });
}
