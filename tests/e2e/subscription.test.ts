import { describe, expect, it } from 'vitest';
import type { PaymentHistoryResponse } from '../../contract/payments.js';
import { buyPlanViaSimulator, newAccount, registerViaApi } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/browser.js';
import { expectUsable, storeToken, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer();

/** A user registered over the API who bought the monthly Starter plan (create-payment, then Pay in the PayFast simulator). */
async function starterSubscriber(): Promise<string> {
  const { token } = await registerViaApi(suite.baseUrl(), newAccount('thandi', 'Thandi Buyer'));
  const completed = await buyPlanViaSimulator(suite.baseUrl(), token);
  expect(completed).toMatchObject({ success: true, payment: { status: 'completed', bidsAllocated: 50 } });
  return token;
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`the subscription screen in Chromium, ${label}`, () => {
    it('shows the plan and its payment, buys a 200-bids pack through the PayFast checkout and comes back to it recorded', async () => {
      const token = await starterSubscriber();
      const { page, errors, close } = await suite.page(viewport);
      // The payments of this screen: the table on large screens, the cards on small ones.
      const history =
        viewport.width >= 1024
          ? page.getByRole('table', { name: 'Payment history' })
          : page.getByRole('list', { name: 'Payment history' });

      await storeToken(page, token);
      await page.goto('/subscription');
      await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
      await page.getByText('Starter', { exact: true }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Change Plan' }).waitFor();
      await history.getByText('Starter plan (Monthly)').waitFor();
      expect(await history.getByText('Completed').count()).toBe(1);
      expect(await history.getByText(/^R \d{1,3}(,\d{3})*\.\d\d$/).count()).toBe(1);
      await page
        .getByRole('list', { name: 'Add-on packs' })
        .getByText(/^R \d{1,3}(,\d{3})*\.\d\d with PayFast$/)
        .first()
        .waitFor();
      await expectUsable(page);

      await page.getByRole('button', { name: 'Buy 200 bids' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy 200 bids' });
      await dialog.getByText('$10 USD').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Pay with PayFast' }).click();

      // The built-in PayFast simulator's checkout page: paying there notifies the server and returns the buyer.
      await page.waitForURL(/\/eng\/process\//);
      await page.getByRole('heading', { name: /^Pay / }).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment\/success\?payment_id=/);
      // The success page verifies the payment, then returns the buyer here (return_to defaults to /subscription).
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/subscription');

      const recorded = await suite.call<PaymentHistoryResponse>('GET', '/api/payments/history', { token });
      expect(recorded.body.pagination.total).toBe(2);
      expect(recorded.body.payments[0]).toMatchObject({
        kind: 'addon',
        addonPack: { quantity: 200 },
        status: 'completed',
        bidsAllocated: 200,
        currency: 'ZAR',
        billingType: 'one_time',
      });
      expect(recorded.body.payments[1]).toMatchObject({
        kind: 'plan',
        plan: { slug: 'starter' },
        status: 'completed',
        bidsAllocated: 50,
      });

      await history.getByText('200 bids add-on').waitFor();
      expect(await history.getByText('Completed').count()).toBe(2);
      await page.getByText('50 plan + 200 extra').waitFor();
      await expectUsable(page);

      await close();
      expect(errors).toEqual([]);
    }, 90_000);
  });
}
