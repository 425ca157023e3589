import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CancelPaymentResponse, UserPaymentResponse } from '@contract/payments';
import { tokenStorage } from '@/lib/token-storage';
import { server } from '@/testing/msw/server';
import { apiUrl } from '@/testing/msw/handlers';
import { paymentRefusedHandler, type PaymentCall } from '@/testing/msw/payment-handlers';
import { renderApp } from '@/testing/render-app';
import { testUser } from '@/testing/data';
import { countRequests, openPaymentPage, until } from '@/testing/payment-page';
import { testPayment } from '@/testing/payment-data';

afterEach(() => {
  server.events.removeAllListeners();
  tokenStorage.clear();
});

/** POST /payments/cancel/:paymentId recording the cancel of `payment` (a plan's by default). */
const cancelHandler = (calls: PaymentCall[], payment: UserPaymentResponse = testPayment()) =>
  http.post(apiUrl('/payments/cancel/:paymentId'), ({ request }) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: null });
    return HttpResponse.json<CancelPaymentResponse>({
      success: true,
      message: 'Payment was cancelled',
      payment: { ...payment, status: 'cancelled' },
    });
  });

describe('/payment/cancel', () => {
  it('records the cancel of its payment once, even under StrictMode, says no charges were made and offers the way back', async () => {
    const calls: PaymentCall[] = [];
    server.use(cancelHandler(calls));
    const verify = countRequests('/api/payments/verify-payment');
    const completeSimple = countRequests('/api/payments/complete-simple/BP-1001');
    openPaymentPage('/payment/cancel?payment_id=BP-1001', { strict: true });

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled', level: 1 })).toBeTruthy();
    await until(() => expect(calls).toEqual([{ method: 'POST', path: '/api/payments/cancel/BP-1001', body: null }]));
    expect(screen.getByText(/no charges were made/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(verify.count() + completeSimple.count()).toBe(0);
  });

  it.each([
    ['a plan', testPayment(), 'You can choose a plan again whenever you are ready.'],
    [
      'an add-on bid pack',
      testPayment({
        kind: 'addon',
        planName: '500 bids',
        plan: null,
        addonPack: { _id: 'pack-500', quantity: 500 },
        billingType: 'one_time',
      }),
      'You can buy a bid pack again whenever you are ready.',
    ],
  ])('offers the way back to what was being bought: %s', async (_what, payment, again) => {
    server.use(cancelHandler([], payment));
    openPaymentPage('/payment/cancel?payment_id=BP-1001');
    expect(await screen.findByText(`Your payment was cancelled and no charges were made. ${again}`)).toBeTruthy();
  });

  it('records nothing without a payment reference', async () => {
    const calls: PaymentCall[] = [];
    server.use(cancelHandler(calls));
    renderApp({ route: '/payment/cancel', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled', level: 1 })).toBeTruthy();
    expect(calls).toEqual([]);
    // Nothing says what the checkout was for: the way back names neither a plan nor a pack.
    expect(screen.getByText(/no charges were made\. You can buy again whenever you are ready\./)).toBeTruthy();
  });

  it('says so when the payment was already decided and could not be cancelled', async () => {
    server.use(paymentRefusedHandler('post', '/payments/cancel/:paymentId', 409, undefined, 'CONFLICT'));
    openPaymentPage('/payment/cancel?payment_id=BP-1001');
    expect(await screen.findByText('Refused. Your subscription shows where it stands.')).toBeTruthy();
    expect(screen.queryByText(/no charges were made/)).toBeNull();
  });

  it('is for signed-in users only: an anonymous visitor goes to /login', async () => {
    const { router } = renderApp({ route: '/payment/cancel?payment_id=BP-1001' });
    // The sign-in page loads lazily: on a busy machine that can take more than the default second.
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
