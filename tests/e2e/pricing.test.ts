import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts.js';
import { expectUsable, storeToken, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer();

// The browser refuses the location (no prompt in headless Chromium), so prices stay in USD.
for (const [label, viewport] of VIEWPORTS) {
  describe(`the pricing page in Chromium, ${label}`, () => {
    it('shows an anonymous visitor three plans, the annual prices and the pricing FAQs', async () => {
      const { page, errors, close } = await suite.page(viewport);
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Starter',
        'Professional',
        'Enterprise',
        'Pricing FAQs',
      ]);
      await page.getByText('Most Popular').waitFor();
      await page.getByRole('button', { name: /Annual/ }).click();
      await page.getByText('$15.83/month billed annually').waitFor();
      await page.getByRole('button', { name: /add-on bids/ }).click();
      await page.getByText('1,000 bids for $75').waitFor();
      await expectUsable(page);
      await close();
      expect(errors).toEqual([]);
    });

    it('takes a signed-in buyer from Starter through the dialog to the PayFast checkout', async () => {
      const { token } = await registerViaApi(suite.baseUrl(), newAccount('buyer'));
      const { page, errors, close } = await suite.page(viewport);
      await storeToken(page, token);
      await page.goto('/pricing');
      await page.getByText('Available bids: 0 (No bids remaining)').waitFor();
      await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
      await dialog.waitFor();
      await dialog.getByText(/^R [\d,]+\.\d{2}$/).waitFor();
      await expectUsable(page);
      await dialog.getByRole('button', { name: 'Pay with PayFast' }).click();
      await page.waitForURL(/\/sandbox\/payfast\/eng\/process\/[^/]+$/);
      await page.getByRole('heading', { name: /^Pay / }).waitFor();
      expect(await page.getByText('Starter').count()).toBeGreaterThan(0);
      await close();
      expect(errors).toEqual([]);
    });
  });
}
