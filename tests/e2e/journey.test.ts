import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerThroughUi } from './support/accounts.js';
import { expectUsable, VIEWPORTS, type Viewport } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * What a new freelancer does on the first day, through the real UI only: sign up, learn that a
 * plan is needed, buy Starter on the PayFast simulator's checkout, link a Freelancer token, start
 * autobidding, run Test Bidding and read the bids placed. And the buyer who cancels at checkout.
 */

const suite = useE2eServer();

/** Follows a side-navigation entry the way a person does: the column on a desktop, the slide-over on a phone. */
async function navigate(page: Page, viewport: Viewport, entry: string, path: string): Promise<void> {
  if (viewport.width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: entry, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

const figure = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::p');

/** Starter's Get Started, the dialog's Pay with PayFast, then the simulator's checkout page. */
async function checkoutStarter(page: Page): Promise<void> {
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await dialog.getByText(/^R [\d,]+\.\d{2}$/).waitFor();
  await expectUsable(page);
  await dialog.getByRole('button', { name: 'Pay with PayFast' }).click();
  await page.waitForURL(/\/sandbox\/payfast\/eng\/process\//);
}

async function userOf(page: Page): Promise<{ availableBids: number; planStatus: string; currentPlan: string | null }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return (
    await suite.call<{ user: { availableBids: number; planStatus: string; currentPlan: string | null } }>(
      'GET',
      '/api/auth/me',
      { token },
    )
  ).body.user;
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`a freelancer's first day in Chromium, ${label}`, () => {
    it(
      'signs up, buys Starter through PayFast, links Freelancer, starts autobidding and reads the bids placed',
      { timeout: 180_000 },
      async () => {
        const { page, errors, close } = await suite.page(viewport);
        await registerThroughUi(page, newAccount('journey'));

        await page.getByText('No Active Plan').first().waitFor();
        await page.getByRole('button', { name: 'Start Autobidding' }).click();
        await page.waitForURL('**/pricing');
        await page.getByText('Active plan required to start autobidding').waitFor();

        await checkoutStarter(page);
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.waitForURL(/\/payment\/success\?/);
        await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
        await expectUsable(page);
        await page.waitForURL('**/subscription', { timeout: 10_000 });

        await navigate(page, viewport, 'Dashboard', '/dashboard');
        await page.getByText('Starter', { exact: true }).first().waitFor();
        await expect.poll(() => figure(page, 'Available Bids').textContent()).toBe('50');

        await navigate(page, viewport, 'Profile', '/profile');
        // A Freelancer account of their own: a second user on the same account would find its bids already placed.
        await page.getByLabel('OAuth Token').fill(`  journey-${viewport.width}-${Date.now()}  `);
        await page.getByRole('button', { name: 'Save Token' }).click();
        await page.getByText('Freelancer profile updated successfully!').waitFor();
        await page.getByRole('button', { name: 'Sync Skills from Freelancer' }).click();
        await page.getByText(/^Successfully synced \d+ skills from Freelancer!$/).waitFor();
        await expectUsable(page);

        await navigate(page, viewport, 'Dashboard', '/dashboard');
        await page.getByRole('button', { name: 'Start Autobidding' }).click();
        await page.getByRole('button', { name: 'Stop Autobidding' }).waitFor();
        await page.getByRole('button', { name: 'Test Bidding' }).click();
        await page.getByRole('button', { name: 'Test Bidding' }).waitFor();

        // The worker places queued bids a moment after Test Bidding answers.
        await navigate(page, viewport, 'Bid Logs', '/bid-logs');
        const rows =
          viewport.width < 1024
            ? page.getByRole('list', { name: 'Bid logs' }).getByRole('listitem')
            : page.getByRole('table', { name: 'Bid logs' }).locator('tbody tr');
        await expect
          .poll(
            async () => {
              await page.reload();
              await rows
                .first()
                .or(page.getByRole('heading', { name: 'No Bid Logs Yet' }))
                .waitFor();
              return rows.count();
            },
            { timeout: 30_000, interval: 1_000 },
          )
          .toBeGreaterThan(0);
        await expectUsable(page);
        // Bids go out paced (the first at once, then 10–20 s apart), and one Freelancer refuses is given back.
        await expect
          .poll(async () => (await userOf(page)).availableBids, { timeout: 120_000, interval: 2_000 })
          .toBeLessThan(50);

        await close();
        expect(errors).toEqual([]);
      },
    );

    it('cancels at the PayFast checkout: Payment Cancelled, and nothing is granted', async () => {
      const { page, errors, close } = await suite.page(viewport);
      await registerThroughUi(page, newAccount('journey'));
      await page.goto('/pricing');
      await checkoutStarter(page);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(/\/payment\/cancel\?/);
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      await expectUsable(page);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('No Active Plan').first().waitFor();
      expect(await userOf(page)).toMatchObject({ availableBids: 0, currentPlan: null });
      await close();
      expect(errors).toEqual([]);
    });
  });
}
