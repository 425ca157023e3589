import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRoutes } from '@/app/router';
import { healthHandler } from '@/testing/msw/handlers';
import { paymentRefusedHandler, statusHandler, verifyHandler } from '@/testing/msw/payment-handlers';
import { server } from '@/testing/msw/server';
import { openPaymentPage, until } from '@/testing/payment-page';
import { completedPayment, paidTwicePayment } from '@/testing/payment-data';

// As in payment-success-view.test.tsx: a plain page at /subscription lets a redirect land at once.
paymentRoutes.unshift({ path: '/subscription', element: <h1>Subscription stand-in</h1> });

const heading = (name: string) => until(() => expect(screen.getByRole('heading', { name, level: 1 })).toBeTruthy());
const THANKS = 'Thank you! Your payment is complete and your bids have been added to your account.';

beforeEach(() => {
  vi.useFakeTimers();
  server.use(healthHandler({}, 'sandbox'));
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('/payment/success for a checkout paid twice', () => {
  it('tells the buyer returned from the second payment that it added nothing and is kept for a refund, and stays', async () => {
    server.use(verifyHandler(paidTwicePayment()));
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF-78');
    await heading('Payment Successful');

    expect(screen.getByText(THANKS)).toBeTruthy();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(
      'You paid this checkout twice.' +
        'Your plan was added once; the second payment (PayFast ID PF-78, R 906.50) added nothing and is kept for a refund.' +
        ' That is the payment you have just made.' +
        'Contact support if it has not reached you within a few days.',
    );
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact-us');

    // Time to read it: no countdown, the go-now link still leads on.
    expect(screen.queryByText(/Redirecting to/)).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/payment/success');
    expect(screen.getByRole('link', { name: 'View Subscription' }).getAttribute('href')).toBe('/subscription');
  });

  it('names a pack, and says so calmly (a status) when the return link is the payment that was applied', async () => {
    server.use(
      verifyHandler(
        paidTwicePayment({
          kind: 'addon',
          plan: null,
          addonPack: { _id: 'pack-200', quantity: 200 },
          amount: '185.00',
          refundDue: [{ pfPaymentId: '17960921217', amount: '185.00' }],
        }),
      ),
    );
    openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF-77');
    await heading('Payment Successful');

    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByText('You paid this checkout twice.').closest('[role="status"]');
    expect(notice?.textContent).toContain(
      'Your add-on pack was added once; the second payment (PayFast ID 17960921217, R 185.00) added nothing and is kept for a refund.',
    );
    expect(notice?.textContent).not.toContain('just made');
  });

  it('counts every further payment of a checkout paid three times', async () => {
    const refundDue = [
      { pfPaymentId: 'PF-78', amount: '906.50' },
      { pfPaymentId: 'PF-79', amount: '906.50' },
    ];
    server.use(verifyHandler(paidTwicePayment({ refundDue })));
    openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF-79');
    await heading('Payment Successful');

    expect(screen.getByRole('alert').textContent).toContain(
      'You paid this checkout 3 times.Your plan was added once; the other 2 payments (PayFast ID PF-78, R 906.50; PayFast ID PF-79, R 906.50) added nothing and are kept for a refund. That includes the one you have just made.Contact support if they have not reached you',
    );
  });

  it('says nothing of refunds for a payment paid once', async () => {
    server.use(verifyHandler(completedPayment()));
    openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF-77');
    await heading('Payment Successful');
    expect(screen.queryByText(/paid this checkout/)).toBeNull();
    expect(screen.getByText(/Redirecting to your subscription in/)).toBeTruthy();
  });
});

describe('/payment/success for a checkout paid after it was closed', () => {
  const closedThenPaid = paidTwicePayment({
    status: 'cancelled',
    refundDue: [{ pfPaymentId: 'PF-78', amount: '906.50' }],
  });

  it('does not say no charges were made: it names the payment kept for a refund, and stays', async () => {
    server.use(
      verifyHandler(closedThenPaid),
      paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 409, undefined, 'CONFLICT'),
      statusHandler(closedThenPaid),
    );
    const { router } = openPaymentPage('/payment/success?payment_id=BP-1001&pf_payment_id=PF-78');
    await heading('Payment Failed');
    await until(() => expect(screen.getByRole('alert').textContent).toContain('kept for a refund'));

    expect(screen.getByRole('alert').textContent).toBe(
      'This payment was closed before PayFast confirmed it, so no bids were added. PayFast took a payment for it' +
        ' afterwards (PayFast ID PF-78, R 906.50): it is kept for a refund.' +
        'Contact support if it has not reached you within a few days.',
    );
    expect(screen.queryByText(/no charges were made/)).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/payment/success');
  });

  it('says no charges were made when nothing was kept', async () => {
    const cancelled = paidTwicePayment({ status: 'cancelled', refundDue: [] });
    server.use(
      verifyHandler(cancelled),
      paymentRefusedHandler('post', '/payments/complete-simple/:paymentId', 409, undefined, 'CONFLICT'),
      statusHandler(cancelled),
    );
    openPaymentPage('/payment/success?payment_id=BP-1001');
    await heading('Payment Failed');
    await until(() =>
      expect(
        screen.getByText('This payment was cancelled, so no charges were made and no bids were added.'),
      ).toBeTruthy(),
    );
  });
});
