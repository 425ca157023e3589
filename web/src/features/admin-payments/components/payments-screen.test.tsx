import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPayment, testPaymentStats } from '@/testing/admin-payments-data';
import { testAdmin } from '@/testing/data';
import {
  adminPaymentsHandler,
  changePaymentStatusHandler,
  type ReceivedQueries,
} from '@/testing/msw/admin-payments-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { plansHandler } from '@/testing/msw/pricing-handlers';
import { testPlan } from '@/testing/pricing-data';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const admin = testAdmin();
const pending = testPayment();
const PATH = `/admin/payments/${pending.paymentId}/status`;

async function openPayments(
  payments = [pending],
  options: Parameters<typeof adminPaymentsHandler>[1] = {},
  route = '/admin/payments',
) {
  const received: ReceivedQueries = options.received ?? [];
  // The details name the user's current plan from the plans on sale.
  server.use(adminPaymentsHandler(payments, { ...options, received }), plansHandler());
  const result = renderApp({ route, user: admin });
  await screen.findByRole('heading', { name: 'Payment Management' });
  await waitFor(() => expect(received.length).toBeGreaterThan(0));
  return { ...result, received };
}

/** The table and the small-screen rows both hold the payment (CSS decides which shows): open it from the first. */
async function openDetails(typist = userEvent.setup(), payment = pending) {
  await typist.click((await screen.findAllByRole('button', { name: `View payment ${payment.paymentId}` }))[0]!);
  return screen.findByRole('dialog', { name: 'Payment Details' });
}

const queryOf = (params: URLSearchParams) => Object.fromEntries(params.entries());

afterEach(() => vi.useRealTimers());

describe('payment management screen', () => {
  it('shows the overview tiles and the payments with ZAR amounts to 2 decimals and method labels', async () => {
    await openPayments([
      pending,
      testPayment({ _id: 'pay-2', paymentId: 'BP-2', paymentMethod: 'card', amount: 1906, status: 'completed' }),
    ]);
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('R 10,877.50')).toBeDefined();
    expect(within(overview).getByText('81.8%')).toBeDefined();
    expect(screen.getAllByText('R 906.50').length).toBeGreaterThan(0);
    expect(screen.getAllByText('R 1,906.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Credit Card').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Thandi Buyer').length).toBeGreaterThan(0);
  });

  it('shows each count in its own tile as the API gives it, Cancelled included', async () => {
    const stats = testPaymentStats({
      totalPayments: 17,
      completedPayments: 7,
      pendingPayments: 2,
      failedPayments: 3,
      cancelledPayments: 5,
      successRate: 46.7,
    });
    await openPayments([pending], { stats });
    const overview = screen.getByRole('region', { name: 'Overview' });
    const tile = (label: string) =>
      within(overview).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
    expect(['Total Payments', 'Completed', 'Pending', 'Failed', 'Cancelled', 'Success Rate'].map(tile)).toEqual([
      '17',
      '7',
      '2',
      '3',
      '5',
      '46.7%',
    ]);
  });

  it('asks for page 1 of 20 with no empty filters, then sends only the filters that hold something', async () => {
    const { received, router } = await openPayments();
    expect(queryOf(received[0]!)).toEqual({ page: '1', limit: '20' });
    const typist = userEvent.setup();
    await typist.click(screen.getByRole('button', { name: 'Filters' }));
    await typist.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(queryOf(received.at(-1)!)).toEqual({ page: '1', limit: '20', status: 'completed' }));
    await typist.selectOptions(screen.getByLabelText('Payment Method'), 'card');
    await waitFor(() =>
      expect(queryOf(received.at(-1)!)).toEqual({ page: '1', limit: '20', status: 'completed', paymentMethod: 'card' }),
    );
    expect(router.state.location.search).toBe('?status=completed&paymentMethod=card');
    expect(screen.getByRole('option', { name: 'Credit Card' })).toBeDefined();
    await typist.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(queryOf(received.at(-1)!)).toEqual({ page: '1', limit: '20', paymentMethod: 'card' }));
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { received, router } = await openPayments();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typist.type(screen.getByLabelText('Search payments'), 'thandi');
    const before = received.length;
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(received.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(queryOf(received.at(-1)!)).toEqual({ page: '1', limit: '20', search: 'thandi' }));
    expect(received.filter((query) => query.has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=thandi');
  });

  it('opens the filters from the address and pages with Next', async () => {
    const { received } = await openPayments(
      [pending],
      { pages: 3, total: 45 },
      '/admin/payments?status=pending&page=2',
    );
    expect(queryOf(received[0]!)).toEqual({ page: '2', limit: '20', status: 'pending' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect(screen.getByText(/Page 2 of 3/)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(received.at(-1)!)).toEqual({ page: '3', limit: '20', status: 'pending' }));
  });

  it("shows the payment's user and PayFast data in the details dialog", async () => {
    const completed = testPayment({
      status: 'completed',
      pfPaymentId: 'PF-991',
      payfastData: {
        payment_status: 'COMPLETE',
        completed_at: '2026-03-06T09:30:00.000Z',
        manually_completed: true,
        admin_notes: 'Paid by EFT',
        admin_updated_at: '2026-03-06T09:30:00.000Z',
        cancelled_by: null,
        cancelled_at: null,
      },
    });
    await openPayments([completed]);
    const dialog = await openDetails(userEvent.setup(), completed);
    for (const text of [
      'Thandi Buyer',
      'thandi@example.com',
      'PF-991',
      'COMPLETE',
      'Yes',
      'Paid by EFT',
      'Professional',
    ])
      expect(within(dialog).getByText(text)).toBeDefined();
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-06T09:30:00.000Z'),
    );
    expect(within(dialog).getAllByText(when)).toHaveLength(2);
  });

  it.each([
    ['professional', 'Professional'],
    // A plan no longer on sale is not in the list: its slug, capitalised.
    ['legacy_gold', 'Legacy gold'],
    [null, '—'],
  ])("shows the user's current plan %s as %s: by its name, as the payment's Plan reads", async (slug, shown) => {
    const payment = testPayment({ userId: { ...testPayment().userId!, planStatus: 'active', currentPlan: slug } });
    server.use(plansHandler([testPlan(), testPlan({ _id: 'plan-pro', slug: 'professional', name: 'Professional' })]));
    await openPayments([payment]);
    const dialog = await openDetails(userEvent.setup(), payment);
    const current = within(dialog).getByText('Current Plan', { selector: 'dt' });
    await waitFor(() => expect(current.nextElementSibling?.textContent).toBe(shown));
    if (slug !== null) expect(within(dialog).queryByText(slug)).toBeNull();
  });

  it("reads 'Unlimited' for the bids of a completed unlimited plan and of its user, not their uncounted 0", async () => {
    const enterprise = testPayment({
      status: 'completed',
      planId: { _id: 'plan-ent', name: 'Enterprise' },
      bidsAllocated: 0,
      unlimitedBids: true,
      userId: { ...testPayment().userId!, planStatus: 'active', currentPlan: 'enterprise', unlimitedBids: true },
    });
    await openPayments([enterprise]);
    const dialog = await openDetails(userEvent.setup(), enterprise);
    const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([value('Bids Allocated'), value('Available Bids')]).toEqual(['Unlimited', 'Unlimited']);
  });

  it('tells two payments of one user for one plan apart by their date on the collapsed phone rows', async () => {
    await openPayments([
      pending,
      testPayment({ _id: 'pay-2', paymentId: 'BP-2', createdAt: '2026-03-09T15:45:00.000Z' }),
    ]);
    const rows = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('button', { expanded: false });
    const dated = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual([
      dated(pending.createdAt),
      dated('2026-03-09T15:45:00.000Z'),
    ]);
    // Name, plan and amount stay as they were.
    expect(rows[1]?.textContent).toMatch(/^Thandi BuyerProfessional · R 906\.50/);
  });

  it.each([
    ['buyer', 'The buyer, back from the checkout'],
    ['expiry', 'Expired: the checkout was left a day without payment'],
  ])('says who closed a payment cancelled by %s, and when', async (by, text) => {
    const cancelled = testPayment({
      status: 'cancelled',
      payfastData: { ...testPayment().payfastData, cancelled_by: by, cancelled_at: '2026-03-07T10:00:00.000Z' },
    });
    await openPayments([cancelled]);
    const dialog = await openDetails(userEvent.setup(), cancelled);
    expect(within(dialog).getByText('Cancelled By')).toBeDefined();
    expect(within(dialog).getByText(text)).toBeDefined();
  });

  it('names no canceller for a payment that is not cancelled', async () => {
    await openPayments();
    expect(within(await openDetails()).queryByText('Cancelled By')).toBeNull();
  });

  it('gives focus back to the View button that opened the dialog when Escape closes it', async () => {
    await openPayments();
    const typist = userEvent.setup();
    const view = (await screen.findAllByRole('button', { name: `View payment ${pending.paymentId}` }))[0]!;
    await typist.click(view);
    await screen.findByRole('dialog', { name: 'Payment Details' });
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(view));
  });

  it('sends nothing when neither the status nor the notes changed', async () => {
    const calls: { paymentId: string; body: unknown }[] = [];
    server.use(changePaymentStatusHandler(pending, calls));
    await openPayments();
    const typist = userEvent.setup();
    await openDetails(typist);
    await typist.click(screen.getByRole('button', { name: 'Edit Status' }));
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('saves status and notes, closes the dialog and reloads the list', async () => {
    const calls: { paymentId: string; body: unknown }[] = [];
    server.use(changePaymentStatusHandler(pending, calls));
    const { received } = await openPayments();
    const typist = userEvent.setup();
    await openDetails(typist);
    await typist.click(screen.getByRole('button', { name: 'Edit Status' }));
    await typist.selectOptions(screen.getByLabelText('Payment Status'), 'completed');
    await typist.type(screen.getByLabelText('Notes'), '  Paid by EFT ');
    const loads = received.length;
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Payment status updated successfully')).toBeDefined();
    expect(calls).toEqual([{ paymentId: pending.paymentId, body: { status: 'completed', notes: 'Paid by EFT' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(received.length).toBe(loads + 1));
  });

  it("toasts 'Failed to update payment status' and keeps the dialog open when the save fails", async () => {
    server.use(http.patch(apiUrl(PATH), () => new Response('oops', { status: 500 })));
    await openPayments();
    const typist = userEvent.setup();
    await openDetails(typist);
    await typist.click(screen.getByRole('button', { name: 'Edit Status' }));
    await typist.selectOptions(screen.getByLabelText('Payment Status'), 'failed');
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update payment status')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Edit Payment Status' })).toBeDefined();
  });

  it("shows the API's refusal when a completed payment's status is changed", async () => {
    const completed = testPayment({ status: 'completed' });
    server.use(http.patch(apiUrl(PATH), () => errorResponse(409, 'A completed payment cannot be changed', 'CONFLICT')));
    await openPayments([completed]);
    const typist = userEvent.setup();
    await openDetails(typist, completed);
    await typist.click(screen.getByRole('button', { name: 'Edit Status' }));
    expect(screen.getByText('A completed payment keeps its status; its notes can still change.')).toBeDefined();
    await typist.selectOptions(screen.getByLabelText('Payment Status'), 'pending');
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment Status' });
    expect(await within(dialog).findByText('A completed payment cannot be changed')).toBeDefined();
    expect(await screen.findByText('Failed to update payment status')).toBeDefined();
  });

  it("says 'Failed to load payments' when the list cannot be read", async () => {
    server.use(http.get(apiUrl('/admin/payments'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    renderApp({ route: '/admin/payments', user: admin });
    expect(await screen.findByText('Failed to load payments')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('tells an empty search apart from no payments at all', async () => {
    await openPayments([], {}, '/admin/payments?search=nobody');
    expect(screen.getByRole('heading', { name: 'No Payments Found' })).toBeDefined();
    expect(screen.getByText(/No payment matches this search/)).toBeDefined();
  });
});
