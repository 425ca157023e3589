import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyPlanViaSimulator, newAccount, registerViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer();

/** With PLAN_SHOTS set to a folder, the screens are photographed there to be looked at. */
const shoot = async (page: Page, name: string, width: number): Promise<void> => {
  const folder = process.env.PLAN_SHOTS;
  if (folder !== undefined) await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: false });
};

for (const [label, viewport] of VIEWPORTS) {
  describe(`plan changes in Chromium, ${label}`, () => {
    it('says before payment that a downgrade starts when the paid period ends, then shows the change on the pricing banner and the plan card', async () => {
      const { token } = await registerViaApi(suite.baseUrl(), newAccount('downgrade'));
      await buyPlanViaSimulator(suite.baseUrl(), token, 'professional', 'monthly');
      const { page, errors, close } = await suite.page(viewport, { token });

      await page.goto('/pricing');
      await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Switch Plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
      await dialog.getByText(/, when your paid Professional period ends$/).waitFor();
      await dialog
        .getByText('Your Professional plan and its bids stay until then. Starter’s 50 bids are added on', {
          exact: false,
        })
        .waitFor();
      await dialog.getByText(/^R [\d,]+\.\d{2}$/).waitFor();
      await expectUsable(page);
      await shoot(page, 'dialog-downgrade', viewport.width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await buyPlanViaSimulator(suite.baseUrl(), token, 'starter', 'monthly');
      await page.reload();
      const banner = page.getByRole('status').filter({ hasText: 'Current plan: Professional' });
      await banner.getByText(/^Changes to Starter on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
      await expectUsable(page);
      await banner.scrollIntoViewIfNeeded();
      await shoot(page, 'pricing-banner', viewport.width);

      await page.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Switch Plan' }).click();
      await page
        .getByRole('dialog')
        .getByRole('alert')
        .getByText(/^Your plan already changes to Starter on /)
        .waitFor();
      expect(await page.getByRole('dialog').getByRole('button', { name: 'Pay with PayFast' }).isDisabled()).toBe(true);
      await expectUsable(page);
      await shoot(page, 'dialog-blocked', viewport.width);
      await page.keyboard.press('Escape');

      await page.goto('/subscription');
      const change = page.getByText(/^Changes to Starter on /);
      await change.waitFor();
      await expectUsable(page);
      await change.scrollIntoViewIfNeeded();
      await shoot(page, 'subscription-card', viewport.width);
      await close();
      expect(errors).toEqual([]);
    });

    it('says before payment that an upgrade starts now and keeps the bids left as add-on bids', async () => {
      const { token } = await registerViaApi(suite.baseUrl(), newAccount('upgrade'));
      await buyPlanViaSimulator(suite.baseUrl(), token, 'starter', 'monthly');
      const { page, errors, close } = await suite.page(viewport, { token });

      await page.goto('/pricing');
      await page.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Switch Plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
      await dialog.getByText('Now, as soon as your payment completes').waitFor();
      await dialog
        .getByText('The 50 bids left on your Starter plan are kept as extra bids that never expire.')
        .waitFor();
      await dialog.getByText(/^R [\d,]+\.\d{2}$/).waitFor();
      await expectUsable(page);
      await shoot(page, 'dialog-upgrade', viewport.width);
      await close();
      expect(errors).toEqual([]);
    });
  });
}
