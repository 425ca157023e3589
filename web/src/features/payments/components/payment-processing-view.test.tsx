import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freelancerProfileHandler, settingsHandler, statsHandler } from '@/testing/msw/bidding-handlers';
import { paymentRefusedHandler, verifyHandler, type PaymentCall } from '@/testing/msw/payment-handlers';
import { server } from '@/testing/msw/server';
import { countRequests, openPaymentPage, settle, until } from '@/testing/payment-page';
import { completedPayment, testPayment } from '@/testing/payment-data';

// The product's timings: verify 2 s after the page opens; a confirmed payment counts down 5 s to /dashboard.
const VERIFY_DELAY_MS = 2_000;
const COUNTDOWN_MS = 5_000;

const heading = (name: string) => until(() => expect(screen.getByRole('heading', { name, level: 1 })).toBeTruthy());
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Opens the page and lets the 2 s pass; the verify call goes out. */
async function openPastDelay(route = '/payment/processing?payment_id=BP-1001', options: { strict?: boolean } = {}) {
  const page = openPaymentPage(route, options);
  await heading('Processing Payment');
  advance(VERIFY_DELAY_MS);
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('/payment/processing', () => {
  it('shows processing for 2 s, then verifies with the payment id only, nothing a tick before', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(completedPayment(), calls));
    openPaymentPage('/payment/processing?payment_id=BP-1001');
    await heading('Processing Payment');
    expect(screen.getByRole('status').textContent).toMatch(/confirm your payment/);

    advance(VERIFY_DELAY_MS - 1);
    await settle();
    expect(calls).toEqual([]);
    advance(1);
    await until(() =>
      expect(calls).toEqual([{ method: 'POST', path: '/api/payments/verify-payment', body: { paymentId: 'BP-1001' } }]),
    );
  });

  it('on success refreshes the user and counts down 5 s to /dashboard; Go to Dashboard Now goes at once', async () => {
    server.use(verifyHandler(completedPayment()), settingsHandler(), statsHandler(), freelancerProfileHandler());
    const me = countRequests('/api/auth/me');
    const { router } = await openPastDelay();
    await heading('Payment Successful');
    expect(screen.getByText('R 906.50')).toBeTruthy();
    expect(link('Go to Dashboard Now')).toBe('/dashboard');
    expect(screen.getByText(/Redirecting to your dashboard in/).textContent).toBe(
      'Redirecting to your dashboard in 5 seconds...',
    );
    await until(() => expect(me.count()).toBe(2));

    advance(COUNTDOWN_MS - 1);
    expect(router.state.location.pathname).toBe('/payment/processing');
    advance(1);
    await until(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows pending, and Check Payment Status verifies again (toast while still pending)', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(testPayment(), calls));
    await openPastDelay();
    await heading('Payment Pending');
    expect(screen.getByText("Payment is being processed. You'll receive a confirmation soon.")).toBeTruthy();
    expect(link('Contact Support')).toBe('/contact-us');

    fireEvent.click(screen.getByRole('button', { name: 'Check Payment Status' }));
    await until(() => expect(calls).toHaveLength(2));
    await until(() => expect(screen.getByText('Payment is being processed. Please wait...')).toBeTruthy());
    expect(calls[1]?.body).toEqual({ paymentId: 'BP-1001' });

    server.use(verifyHandler(completedPayment(), calls));
    fireEvent.click(screen.getByRole('button', { name: 'Check Payment Status' }));
    await heading('Payment Successful');
    expect(calls).toHaveLength(3);
  });

  it('shows pending when verify answers 404 (the payment is not known yet)', async () => {
    server.use(paymentRefusedHandler('post', '/payments/verify-payment', 404, undefined, 'PAYMENT_NOT_FOUND'));
    await openPastDelay();
    await heading('Payment Pending');
  });

  it.each([
    ['a failed payment', () => verifyHandler(testPayment({ status: 'failed' }))],
    ['a cancelled payment', () => verifyHandler(testPayment({ status: 'cancelled' }))],
    ['a server error', () => paymentRefusedHandler('post', '/payments/verify-payment', 500, undefined, 'INTERNAL')],
  ])('shows the error state for %s, with Try Again and Contact Support', async (_, handler) => {
    server.use(handler());
    const { router } = await openPastDelay();
    await heading('Payment Error');
    expect(screen.getByRole('alert').textContent).toBe(
      'There was an issue processing your payment. Please contact support.',
    );
    expect(link('Try Again')).toBe('/pricing');
    expect(link('Contact Support')).toBe('/contact-us');
    advance(COUNTDOWN_MS * 2);
    expect(router.state.location.pathname).toBe('/payment/processing');
  });

  it('without a payment id shows the error at once and calls nothing', async () => {
    const verify = countRequests('/api/payments/verify-payment');
    openPaymentPage('/payment/processing');
    await heading('Payment Error');
    expect(screen.getByRole('alert').textContent).toBe('No payment ID found. Please try again.');
    expect(link('Try Again')).toBe('/pricing');
    advance(VERIFY_DELAY_MS * 2);
    expect(verify.count()).toBe(0);
  });

  it('verifies once under StrictMode', async () => {
    const calls: PaymentCall[] = [];
    server.use(verifyHandler(testPayment(), calls));
    await openPastDelay('/payment/processing?payment_id=BP-1001', { strict: true });
    await heading('Payment Pending');
    advance(VERIFY_DELAY_MS);
    expect(calls).toHaveLength(1);
  });
});
