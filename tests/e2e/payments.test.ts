import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi, startCheckoutViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS, type Viewport } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer();

/** A new account registered through the API: its token. */
const registeredToken = async (): Promise<string> => (await registerViaApi(suite.baseUrl(), newAccount('buyer'))).token;

interface Checkout {
  readonly paymentId: string;
  readonly redirectUrl: string;
  readonly paymentData: Record<string, string>;
}

/** A starter plan, monthly, bought through the API up to the gateway's checkout (not paid). */
const startedCheckout = (token: string): Promise<Checkout> => startCheckoutViaApi<Checkout>(suite.baseUrl(), token);

const startedPayment = async (token: string): Promise<string> => (await startedCheckout(token)).paymentId;

/** Posts the checkout form to the gateway (the built-in PayFast simulator), as the pricing page's hidden form does. */
async function openGatewayCheckout(page: Page, checkout: Checkout): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ redirectUrl, paymentData }) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = redirectUrl;
    for (const [name, value] of Object.entries(paymentData)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, checkout);
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
}

const availableBids = async (token: string): Promise<number> => (await suite.ok<{ user: { availableBids: number } }>('GET', '/api/auth/me', { token })).user.availableBids;

/** A page of its own whose local storage holds the token before the app starts, as after the gateway's redirect. */
const signedInPage = (token: string, viewport: Viewport) => suite.page(viewport, { token });

for (const [label, viewport] of VIEWPORTS) {
  describe(`the payment pages in Chromium, ${label}`, () => {
    it('completes a sandbox payment on /payment/success, grants the bids once, and moves on to /subscription after 3 s', async () => {
      const token = await registeredToken();
      const paymentId = await startedPayment(token);
      expect(await availableBids(token)).toBe(0);
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      const shownAt = Date.now();
      await page.getByText('Payment completed successfully!').waitFor();
      await page.getByText(/^R \d{1,3}(,\d{3})*\.\d{2}$/).waitFor();
      expect(await page.getByText('Starter', { exact: true }).count()).toBe(1);
      expect(await availableBids(token)).toBe(50);
      await expectUsable(page);
      await page.waitForURL('**/subscription');
      // The countdown is 3 s from the moment the page turned successful, seen a moment later.
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);

      // Back on the success page the payment is simply verified as completed: nothing is granted twice.
      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
      await close();
      expect(errors).toEqual([]);
    });

    it('pays through the PayFast simulator and is returned to /payment/success, verified, with the gateway reference', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment/success' && url.searchParams.get('payment_id') === checkout.paymentId && url.searchParams.has('pf_payment_id'));
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      await page.waitForURL('**/subscription');
      await close();
      expect(errors).toEqual([]);
    });

    it('cancels in the PayFast simulator and is returned to /payment/cancel; nothing is granted', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment/cancel' && url.searchParams.get('payment_id') === checkout.paymentId);
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      expect(await availableBids(token)).toBe(0);
      await close();
      expect(errors).toEqual([]);
    });

    it('shows /payment/cancel without granting anything', async () => {
      const token = await registeredToken();
      const paymentId = await startedPayment(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto(`/payment/cancel?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      await page.getByText(/no charges were made/).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe('/subscription');
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      await expectUsable(page);
      expect(await availableBids(token)).toBe(0);
      expect((await suite.call<{ payment: { status: string } }>('GET', `/api/payments/status/${encodeURIComponent(paymentId)}`, { token })).body.payment.status).toBe('pending');
      await close();
      expect(errors).toEqual([]);
    });

    it('says no payment id was found on /payment/processing without one', async () => {
      const token = await registeredToken();
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto('/payment/processing');
      await page.getByRole('heading', { name: 'Payment Error' }).waitFor();
      await page.getByText('No payment ID found. Please try again.').waitFor();
      expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact-us');
      await expectUsable(page);
      await close();
      expect(errors).toEqual([]);
    });
  });
}
