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

const availableBids = async (token: string): Promise<number> =>
  (await suite.ok<{ user: { availableBids: number } }>('GET', '/api/auth/me', { token })).user.availableBids;

const paymentStatus = async (token: string, paymentId: string): Promise<string> =>
  (
    await suite.ok<{ payment: { status: string } }>('GET', `/api/payments/status/${encodeURIComponent(paymentId)}`, {
      token,
    })
  ).payment.status;

/** The cancel page records the cancel as it opens; its call may still be on its way when the heading shows. */
async function waitForStatus(token: string, paymentId: string, status: string): Promise<void> {
  for (let attempt = 0; attempt < 100 && (await paymentStatus(token, paymentId)) !== status; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await paymentStatus(token, paymentId)).toBe(status);
}

/** A page of its own whose local storage holds the token before the app starts, as after the gateway's redirect. */
const signedInPage = (token: string, viewport: Viewport) => suite.page(viewport, { token });

for (const [label, viewport] of VIEWPORTS) {
  describe(`the payment pages in Chromium, ${label}`, () => {
    it('completes nothing on /payment/success for a checkout nobody paid: Complete Payment Manually says it failed and grants nothing', async () => {
      const token = await registeredToken();
      const paymentId = await startedPayment(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await page.goto(`/payment/success?payment_id=${encodeURIComponent(paymentId)}`);
      await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
      await page.getByRole('button', { name: 'Complete Payment Manually' }).click();
      await page.getByText('Manual completion failed. Please contact support.').waitFor();
      await page.getByRole('button', { name: 'Check Status Now' }).click();
      await page.getByText('Payment is being processed. Please wait...').first().waitFor();
      await expectUsable(page);
      expect(await availableBids(token)).toBe(0);
      expect(
        (
          await suite.call<{ payment: { status: string } }>(
            'GET',
            `/api/payments/status/${encodeURIComponent(paymentId)}`,
            { token },
          )
        ).body.payment.status,
      ).toBe('pending');
      await close();
      // The refused completion is a 409 the page turns into its toast; the browser logs the failed request.
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    });

    it('pays through the PayFast simulator and is returned to /payment/success, verified, with the gateway reference', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/payment/success' &&
          url.searchParams.get('payment_id') === checkout.paymentId &&
          url.searchParams.has('pf_payment_id'),
      );
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText('Payment verified and completed successfully!').waitFor();
      expect(await availableBids(token)).toBe(50);
      await page.waitForURL('**/subscription');
      await close();
      expect(errors).toEqual([]);
    });

    it('cancels in the PayFast simulator and is returned to /payment/cancel; the payment is cancelled and nothing can complete it', async () => {
      const token = await registeredToken();
      const checkout = await startedCheckout(token);
      const { page, errors, close } = await signedInPage(token, viewport);

      await openGatewayCheckout(page, checkout);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === '/payment/cancel' && url.searchParams.get('payment_id') === checkout.paymentId,
      );
      await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
      await waitForStatus(token, checkout.paymentId, 'cancelled');
      const simple = await suite.call(
        'POST',
        `/api/payments/complete-simple/${encodeURIComponent(checkout.paymentId)}`,
        { token },
      );
      expect(simple.status).toBe(409);
      expect(await availableBids(token)).toBe(0);
      await close();
      expect(errors).toEqual([]);
    });

    it('shows /payment/cancel, records the payment as cancelled and grants nothing', async () => {
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
      await waitForStatus(token, paymentId, 'cancelled');
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
