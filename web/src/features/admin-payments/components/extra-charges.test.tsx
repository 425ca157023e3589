import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPayment } from '@/testing/admin-payments-data';
import { testAdmin } from '@/testing/data';
import { adminPaymentsHandler, type ReceivedQueries } from '@/testing/msw/admin-payments-handlers';
import { plansHandler } from '@/testing/msw/pricing-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const SECOND_CHARGE = {
  pfPaymentId: '17960888499',
  amount: 906.5,
  reason: 'a second charge: the payment completed with gateway payment 17960888498; refund this one',
};

const chargedTwice = testPayment({
  status: 'completed',
  pfPaymentId: '17960888498',
  verificationStatus: 'verified',
  bidsAllocated: 200,
  extraCharges: [SECOND_CHARGE],
});

async function openPayments(payments: Parameters<typeof adminPaymentsHandler>[0]) {
  const received: ReceivedQueries = [];
  server.use(adminPaymentsHandler(payments, { received }), plansHandler());
  renderApp({ route: '/admin/payments', user: testAdmin() });
  await screen.findByRole('heading', { name: 'Payment Management' });
  await waitFor(() => expect(received.length).toBeGreaterThan(0));
}

async function openDetails(paymentId: string) {
  await userEvent.setup().click((await screen.findAllByRole('button', { name: `View payment ${paymentId}` }))[0]!);
  return screen.findByRole('dialog', { name: 'Payment Details' });
}

describe('charges PayFast took that a payment did not apply', () => {
  it('marks a payment charged twice in the list and tells the admin which payment to refund, with its amount', async () => {
    await openPayments([chargedTwice]);
    expect((await screen.findAllByText('Charged twice')).length).toBeGreaterThan(0);

    const dialog = await openDetails(chargedTwice.paymentId);
    const notice = within(dialog).getByRole('alert', { name: 'Charged twice: refund 1 payment in PayFast' });
    const charges = within(notice).getByRole('list', { name: 'Charges to refund' });
    expect(
      within(charges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PayFast ID 17960888499 · R 906.50']);
    // The payment keeps the PayFast id it completed with.
    expect(within(dialog).getByText('17960888498')).toBeDefined();
  });

  it('lists every charge of a payment paid after an admin closed it', async () => {
    const closed = testPayment({
      _id: 'pay-9',
      paymentId: 'BP-CLOSED',
      status: 'cancelled',
      extraCharges: [
        { pfPaymentId: '17960889445', amount: 906.5, reason: 'the payment was cancelled when it came' },
        { pfPaymentId: '17960889446', amount: 906.5, reason: 'the payment was cancelled when it came' },
      ],
    });
    await openPayments([closed]);
    expect((await screen.findAllByText('Paid, not applied')).length).toBeGreaterThan(0);

    const dialog = await openDetails(closed.paymentId);
    const notice = within(dialog).getByRole('alert', {
      name: 'Paid after it was closed: refund 2 payments in PayFast',
    });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PayFast ID 17960889445 · R 906.50', 'PayFast ID 17960889446 · R 906.50']);
  });

  it('warns of nothing for a payment charged once', async () => {
    const once = testPayment({ status: 'completed', pfPaymentId: '17960888498' });
    await openPayments([once]);

    const dialog = await openDetails(once.paymentId);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Charged|Paid, not applied/)).toBeNull();
  });
});
