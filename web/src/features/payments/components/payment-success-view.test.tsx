import { act, fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRoutes } from '@/app/router';
import { BIDDING_SETTINGS_KEY } from '@/lib/bidding-settings';
import { TEST_TOKEN } from '@/testing/data';
import { testSettings } from '@/testing/bidding-data';
import { freelancerProfileHandler, settingsHandler, statsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, healthHandler } from '@/testing/msw/handlers';
import {
  completeSimpleHandler,
  paymentRefusedHandler,
  statusHandler,
  verifyHandler,
  type PaymentCall,
} from '@/testing/msw/payment-handlers';
import { server } from '@/testing/msw/server';
import { countRequests, openPaymentPage, until } from '@/testing/payment-page';
import { completedPayment, testPayment } from '@/testing/payment-data';

// The page sends the buyer on to /subscription. A plain page there, ahead of the real screen (whose
// calls and lazily loaded layout are its own tests' business), lets the redirect land at once.
paymentRoutes.unshift({ path: '/subscription', element: <h1>Subscription stand-in</h1> });

// The product's timing: after a completed payment (and a failure found by the status check) the page moves on after 3 s.
const REDIRECT_MS = 3_000;

const heading = (name: string) => until(() => expect(screen.getByRole('heading', { name, level: 1 })).toBeTruthy());
const toastShown = (text: string) => until(() => expect(screen.getByText(text)).toBeTruthy());
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (name: string) => fireEvent.click(button(name));

/** The pending payment the fallback could not complete (a live gateway refuses manual completion). */
function answerPending(calls: PaymentCall[]) {
  server.use(
    verifyHandler(testPayment(), calls),
    paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 422, calls, 'MANUAL_COMPLETION_UNAVAILABLE'),
  );
}

async function openPending(calls: PaymentCall[]) {
  answerPending(calls);
  const page = openPaymentPage('/payment/success?payment_id=BP-1001');
  await heading('Payment Processing');
  calls.length = 0;
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
  // PayFast's own sandbox: the gateway that offers a manual completion (live PayFast has its own tests below).
  server.use(healthHandler({}, 'sandbox'));
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('/payment/success', () => {
  it('verifies with both references, shows what was bought, refreshes the user and marks cached reads stale', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(completedPayment(), calls));
    const me = countRequests('/api/auth/me');
    const { queryClient } = openPaymentPage(
      '/payment/success?payment_id=BP-1001&pf_payment_id=PF-77&custom_str4=monthly',
    );
    queryClient.setQueryData(BIDDING_SETTINGS_KEY, testSettings());

    await heading('Payment Successful');
    await toastShown('Payment verified and completed successfully!');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/payments/verify-payment', body: { paymentId: 'BP-1001', pfPaymentId: 'PF-77' } },
    ]);
    for (const text of ['Starter', 'Monthly', 'R 906.50', '50', 'BP-1001']) expect(screen.getByText(text)).toBeTruthy();
    await until(() => expect(me.count()).toBe(2));
    expect(queryClient.getQueryState(BIDDING_SETTINGS_KEY)?.isInvalidated).toBe(true);
  });

  it('sends pfPaymentId null when the return link has none', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(completedPayment(), calls));
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Successful');
    expect(calls[0]?.body).toEqual({ paymentId: 'BP-1001', pfPaymentId: null });
  });

  it('counts down 3 s to /subscription, nothing a tick before; View Subscription goes at once', async () => {
    server.use(verifyHandler(completedPayment()));
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Successful');
    expect(link('View Subscription')).toBe('/subscription');
    expect(screen.getByText(/Redirecting to your subscription in/).textContent).toBe(
      'Redirecting to your subscription in 3 seconds...',
    );

    advance(2_000);
    expect(screen.getByText(/Redirecting to your subscription in/).textContent).toBe(
      'Redirecting to your subscription in 1 second...',
    );
    advance(REDIRECT_MS - 2_000 - 1);
    expect(router.state.location.pathname).toBe('/payment/success');
    advance(1);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('goes to a same-site return_to, with a Continue control', async () => {
    server.use(verifyHandler(completedPayment()), settingsHandler(), statsHandler(), freelancerProfileHandler());
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001&return_to=%2Fdashboard%3Ftab%3Dplan');
    await heading('Payment Successful');
    expect(link('Continue')).toBe('/dashboard?tab=plan');
    advance(REDIRECT_MS);
    // /dashboard's screen loads lazily: the move completes once its module is in.
    await until(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?tab=plan'),
    );
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
  ])('keeps a hostile return_to %s on-site: /subscription', async (hostile) => {
    server.use(verifyHandler(completedPayment()));
    const { router } = openPaymentPage(`/payment/success?payment_id=BP-1001&return_to=${encodeURIComponent(hostile)}`);
    await heading('Payment Successful');
    expect(link('View Subscription')).toBe('/subscription');
    advance(REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/subscription');
    expect(router.state.location.search).toBe('');
  });

  it('falls back to the simple completion (no body) when verify finds the payment pending', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(testPayment(), calls), completeSimpleHandler(completedPayment(), calls));
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Successful');
    await toastShown('Payment completed successfully!');
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/payments/verify-payment', { paymentId: 'BP-1001', pfPaymentId: null }],
      ['POST', '/api/payments/complete-simple/BP-1001', null],
    ]);
  });

  it("passes the return link's pf_payment_id on to the simple completion and to Check Status Now, for the server to ask the gateway", async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/complete-simple|status/.test(request.url))
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    answerPending([]);
    openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF%2077');
    await heading('Payment Processing');
    server.use(statusHandler(testPayment()));
    click('Check Status Now');
    await until(() =>
      expect(urls).toEqual([
        '/api/payments/complete-simple/BP-1001?pfPaymentId=PF%2077',
        '/api/payments/status/BP-1001?pfPaymentId=PF%2077',
      ]),
    );
  });

  it('falls back to the simple completion when verify itself fails', async () => {
    const calls: PaymentCall[] = [];
    server.use(
      paymentRefusedHandler('post', '/payments/verify-payment', 500, calls),
      completeSimpleHandler(completedPayment(), calls),
    );
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Successful');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/payments/verify-payment',
      '/api/payments/complete-simple/BP-1001',
    ]);
  });

  it('shows Payment Processing when a pending payment cannot be completed yet', async () => {
    const calls: PaymentCall[] = [];
    answerPending(calls);
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Processing');
    await toastShown('Payment is being processed. Please wait...');
    expect(button('Check Status Now').disabled).toBe(false);
    expect(button('Complete Payment Manually').disabled).toBe(false);
    expect(link('Back to Subscription')).toBe('/subscription');
    expect(calls).toHaveLength(2);
    // An unpaid checkout's buyer learns what becomes of it (docs/design.md#payments, Abandoned).
    expect(
      screen.getByText(
        'Left the checkout without paying? Nothing was charged, and the payment is cancelled a day after it began.',
      ),
    ).toBeDefined();
  });

  describe('on live PayFast', () => {
    beforeEach(() => {
      server.use(healthHandler({}, 'live'));
    });

    it('offers no manual completion, only the status check: only PayFast completes a live payment', async () => {
      const calls: PaymentCall[] = [];
      answerPending(calls);
      openPaymentPage('/payment/success?payment_id=BP-1001');
      await heading('Payment Processing');
      await toastShown('Payment is being processed. Please wait...');
      expect(button('Check Status Now').disabled).toBe(false);
      expect(screen.queryByRole('button', { name: 'Complete Payment Manually' })).toBeNull();
      expect(link('Back to Subscription')).toBe('/subscription');
    });

    it('still checks the status and shows the payment once PayFast completed it', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      server.use(statusHandler(completedPayment(), calls));
      click('Check Status Now');
      await heading('Payment Successful');
      expect(screen.queryByRole('button', { name: 'Complete Payment Manually' })).toBeNull();
    });
  });

  describe('Check Status Now', () => {
    it('reads the status and says a still pending payment is being processed', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      server.use(statusHandler(testPayment(), calls));
      click('Check Status Now');
      await until(() => expect(calls).toEqual([{ method: 'GET', path: '/api/payments/status/BP-1001', body: null }]));
      await heading('Payment Processing');
      await until(() => expect(button('Check Status Now').disabled).toBe(false));
    });

    it('turns to Payment Successful when the payment completed meanwhile', async () => {
      const calls: PaymentCall[] = [];
      const { router } = await openPending(calls);
      server.use(statusHandler(completedPayment(), calls));
      click('Check Status Now');
      await heading('Payment Successful');
      await toastShown('Payment completed successfully!');
      advance(REDIRECT_MS);
      expect(router.state.location.pathname).toBe('/subscription');
    });

    it('shows Payment Failed and goes to /subscription 3 s later when the payment failed', async () => {
      const calls: PaymentCall[] = [];
      const { router } = await openPending(calls);
      server.use(statusHandler(testPayment({ status: 'failed' }), calls));
      click('Check Status Now');
      await heading('Payment Failed');
      await toastShown('Payment failed. Please try again or contact support.');
      advance(REDIRECT_MS - 1);
      expect(router.state.location.pathname).toBe('/payment/success');
      advance(1);
      expect(router.state.location.pathname).toBe('/subscription');
    });

    it('says so when the status cannot be read, and stays pending', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      server.use(paymentRefusedHandler('get', '/payments/status/:paymentId', 500, calls));
      click('Check Status Now');
      await toastShown('Unable to verify payment status');
      expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeTruthy();
    });

    it('disables both actions while the check runs: a second press sends nothing', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      server.use(
        http.get(apiUrl('/payments/status/:paymentId'), async ({ request }) => {
          calls.push({ method: 'GET', path: new URL(request.url).pathname, body: null });
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      click('Check Status Now');
      await until(() => expect(button('Check Status Now').disabled).toBe(true));
      expect(button('Complete Payment Manually').disabled).toBe(true);
      expect(button('Check Status Now').getAttribute('aria-busy')).toBe('true');
      click('Check Status Now');
      click('Complete Payment Manually');
      await until(() => expect(calls).toHaveLength(1));
    });
  });

  describe('Complete Payment Manually', () => {
    it('completes the payment with complete-simple', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      server.use(completeSimpleHandler(completedPayment(), calls));
      click('Complete Payment Manually');
      await heading('Payment Successful');
      await toastShown('Payment manually completed!');
      expect(calls).toEqual([{ method: 'POST', path: '/api/payments/complete-simple/BP-1001', body: null }]);
    });

    it('says the manual completion failed and stays pending', async () => {
      const calls: PaymentCall[] = [];
      await openPending(calls);
      click('Complete Payment Manually');
      await toastShown('Manual completion failed. Please contact support.');
      expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeTruthy();
      expect(calls.map((call) => call.path)).toEqual(['/api/payments/complete-simple/BP-1001']);
    });
  });

  it.each([
    ['failed', 'Payment failed. Please try again or contact support.'],
    ['cancelled', 'Payment was cancelled'],
  ] as const)('shows Payment Failed for a %s payment, with Try Again and no redirect', async (status, toastText) => {
    server.use(
      verifyHandler(testPayment({ status })),
      paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 409, undefined, 'CONFLICT'),
      statusHandler(testPayment({ status })),
    );
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Failed');
    await toastShown(toastText);
    expect(link('Try Again')).toBe('/pricing');
    expect(link('Back to Subscription')).toBe('/subscription');
    advance(REDIRECT_MS * 2);
    expect(router.state.location.pathname).toBe('/payment/success');
  });

  it('shows Payment Failed with "Payment verification failed" when neither call works', async () => {
    server.use(
      paymentRefusedHandler('post', '/payments/verify-payment', 500),
      paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 500),
    );
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Failed');
    await toastShown('Payment verification failed');
  });

  it('keeps the token and the page on a 401 (the buyer is back from the gateway)', async () => {
    window.history.replaceState(null, '', '/payment/success?payment_id=BP-1001');
    server.use(
      paymentRefusedHandler('post', '/payments/verify-payment', 401, undefined, 'UNAUTHORIZED'),
      paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 401, undefined, 'UNAUTHORIZED'),
    );
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Failed');
    await toastShown('Payment verification failed');
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    advance(REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/payment/success');
  });

  it.each(['/payment/success', '/payment/success?payment_id=', '/payment/success?payment_id=%20'])(
    'refuses %s: toast "Invalid payment reference", /subscription, no call',
    async (route) => {
      const calls = countRequests('/api/payments/verify-payment');
      const { router } = openPaymentPage(route);
      await until(() => expect(router.state.location.pathname).toBe('/subscription'));
      await toastShown('Invalid payment reference');
      expect(calls.count()).toBe(0);
    },
  );

  it('calls verify and the fallback once each under StrictMode', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(testPayment(), calls), completeSimpleHandler(completedPayment(), calls));
    openPaymentPage('/payment/success?payment_id=BP-1001', { strict: true });
    await heading('Payment Successful');
    advance(100);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/payments/verify-payment',
      '/api/payments/complete-simple/BP-1001',
    ]);
  });
});
