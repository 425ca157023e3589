import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserPaymentResponse } from '@contract/payments';
import { testUser } from '@/testing/data';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { addonsHandler, convertHandler, plansHandler } from '@/testing/msw/pricing-handlers';
import { paymentHistoryHandler } from '@/testing/msw/subscription-handlers';
import { renderApp } from '@/testing/render-app';
import { historyAddonPayment, historyPayment } from '@/testing/subscription-data';

function openScreen(route = '/subscription', ...extra: Parameters<typeof server.use>) {
  // The first handler that matches answers: a test's own go before the defaults.
  server.use(...extra, plansHandler(), addonsHandler(), convertHandler({ ZAR: 18 }), paymentHistoryHandler([]));
  return renderApp({ route, user: testUser() });
}

// The first render loads the screen's lazy chunk: on a busy machine that can take over a second.
const cards = () => screen.findByRole('list', { name: 'Payment history' });
const table = () => screen.getByRole('table', { name: 'Payment history' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

const rows = (count: number): UserPaymentResponse[] =>
  Array.from({ length: count }, (_, index) =>
    historyPayment({ _id: `pay-${index + 1}`, paymentId: `BP-${String(index + 1).padStart(4, '0')}` }),
  );

describe('payment history', () => {
  it('shows each payment as a card and a table row: date, item, amount in rand, status and bids added', async () => {
    openScreen(
      '/subscription',
      paymentHistoryHandler([
        historyAddonPayment({ createdAt: '2026-02-10T08:00:00.000Z' }),
        historyPayment({
          plan: { _id: 'plan-professional', slug: 'professional', name: 'Professional' },
          billingType: 'annual',
          amount: '9065.00',
          bidsAllocated: 2400,
        }),
      ]),
    );
    const list = await cards();
    expect(within(list).getByRole('heading', { name: '200 bids add-on' })).toBeDefined();
    expect(within(list).getByRole('heading', { name: 'Professional plan (Annual)' })).toBeDefined();
    expect(within(list).getByText('R 185.00')).toBeDefined();

    const pack = within(rowOf('200 bids add-on'));
    expect(pack.getByText('February 10, 2026')).toBeDefined();
    expect(pack.getByText('R 185.00')).toBeDefined();
    expect(pack.getByText('Completed').className).toContain('bg-green-100');
    expect(pack.getByText('200')).toBeDefined();
    const plan = within(rowOf('Professional plan (Annual)'));
    expect(plan.getByText('February 1, 2026')).toBeDefined();
    expect(plan.getByText('R 9,065.00')).toBeDefined();
    expect(plan.getByText('2,400')).toBeDefined();
  });

  it('colours the statuses, adds no bids until completed and links a pending payment to its check', async () => {
    openScreen(
      '/subscription',
      paymentHistoryHandler([
        historyPayment({ _id: 'p1', paymentId: 'BP-PENDING', status: 'pending', bidsAllocated: 0, completedAt: null }),
        historyPayment({ _id: 'p2', paymentId: 'BP-FAILED', status: 'failed', bidsAllocated: 0, completedAt: null }),
        historyPayment({
          _id: 'p3',
          paymentId: 'BP-CANCELLED',
          status: 'cancelled',
          bidsAllocated: 0,
          completedAt: null,
        }),
      ]),
    );
    await cards();
    const pending = within(rowOf('BP-PENDING'));
    expect(pending.getByText('Pending').className).toContain('bg-yellow-100');
    expect(pending.getByText('—')).toBeDefined();
    const link = pending.getByRole('link', { name: 'Check status of payment BP-PENDING' });
    expect(link.getAttribute('href')).toBe('/payment/success?payment_id=BP-PENDING&return_to=/subscription');
    expect(within(rowOf('BP-FAILED')).getByText('Failed').className).toContain('bg-red-100');
    // Cancelled is grey here as in admin: the buyer stopped, nothing failed.
    expect(within(rowOf('BP-CANCELLED')).getByText('Cancelled').className).toContain('bg-slate-100');
    expect(within(rowOf('BP-FAILED')).queryByRole('link')).toBeNull();
    expect(within(await cards()).getAllByRole('link', { name: /Check status/ })).toHaveLength(1);
  });

  it("reads 'Unlimited' for a completed unlimited plan and keeps the stored name of a deleted plan", async () => {
    openScreen(
      '/subscription',
      paymentHistoryHandler([
        historyPayment({
          _id: 'p1',
          paymentId: 'BP-ENT',
          plan: { _id: 'plan-enterprise', slug: 'enterprise', name: 'Enterprise' },
          bidsAllocated: 0,
          unlimitedBids: true,
        }),
        // Sold with a count, even if its plan were unlimited today: the server reads the terms it was sold on.
        historyPayment({ _id: 'p3', paymentId: 'BP-ZERO', bidsAllocated: 0, unlimitedBids: false }),
        historyPayment({
          _id: 'p2',
          paymentId: 'BP-GONE',
          plan: null,
          planName: 'Legacy plan (monthly)',
          bidsAllocated: 30,
        }),
      ]),
    );
    await cards();
    expect(within(rowOf('BP-ENT')).getByText('Unlimited')).toBeDefined();
    expect(within(rowOf('BP-ZERO')).queryByText('Unlimited')).toBeNull();
    expect(within(rowOf('BP-GONE')).getByText('Legacy plan (monthly)')).toBeDefined();
  });

  it("marks a payment paid twice 'Refund due' with the amount, in its card and its row, and no other", async () => {
    openScreen(
      '/subscription',
      paymentHistoryHandler([
        historyAddonPayment({ refundDue: [{ pfPaymentId: '17960921217', amount: '185.00' }] }),
        historyPayment(),
      ]),
    );
    const list = await cards();
    const card = within(within(list).getByRole('heading', { name: '200 bids add-on' }).closest('li') as HTMLElement);
    const row = within(rowOf('200 bids add-on'));
    for (const place of [card, row]) {
      const badge = place.getByText('Refund due R 185.00', { exact: false });
      expect(badge.className).toContain('bg-amber-50');
      // Read out whole: which PayFast payment, and that it bought nothing.
      expect(badge.textContent).toBe(
        'Refund due R 185.00: a further payment (PayFast ID 17960921217, R 185.00) added nothing and is kept for a refund',
      );
    }
    expect(within(rowOf('Professional plan (Monthly)')).queryByText(/Refund due/)).toBeNull();
    expect(within(list).getAllByText(/Refund due/)).toHaveLength(1);
  });

  it('shows an empty state and no pagination when there is no payment', async () => {
    openScreen();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Payment history pages' })).toBeNull();
  });

  it('has no pagination for a single page', async () => {
    openScreen('/subscription', paymentHistoryHandler(rows(3)));
    await cards();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it("pages with Previous/Next and 'Page X of Y', ten payments a page, keeping the page in the address", async () => {
    const requested: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/payments/history') requested.push(url.search);
    };
    server.events.on('request:start', listener);
    const { router } = openScreen('/subscription', paymentHistoryHandler(rows(23)));
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    expect(within(await cards()).getAllByRole('listitem')).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(within(table()).getByText('BP-0011')).toBeDefined());

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(requested).toEqual(['?page=1&limit=10', '?page=2&limit=10', '?page=3&limit=10', '?page=2&limit=10']);
    server.events.removeListener('request:start', listener);
  });

  it('opens the page in the address and finds the way back from past the end', async () => {
    openScreen('/subscription?page=7', paymentHistoryHandler(rows(12)));
    expect(await screen.findByText('Page 7 of 2')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 2')).toBeDefined();
  });

  it('says the history could not be loaded and retries on request', async () => {
    let fail = true;
    openScreen(
      '/subscription',
      http.get(apiUrl('/payments/history'), () =>
        fail
          ? errorResponse(500, 'Database down', 'INTERNAL')
          : HttpResponse.json({
              success: true,
              payments: [historyPayment()],
              pagination: { current: 1, pages: 1, total: 1, limit: 10 },
            }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your payment history.");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await cards()).findByRole('heading', { name: 'Professional plan (Monthly)' })).toBeDefined();
  });

  it('leaves the history out silently on a 403', async () => {
    openScreen(
      '/subscription',
      http.get(apiUrl('/payments/history'), () => errorResponse(403, 'Forbidden', 'FORBIDDEN')),
    );
    expect(await screen.findByRole('heading', { name: 'Add-on Bid Packs' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payment History' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("payment history: dates in the reader's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('dates a payment made at 00:30 on December 1 in Johannesburg (22:30 UTC the day before) December 1 there', async () => {
    process.env.TZ = 'Africa/Johannesburg';
    openScreen('/subscription', paymentHistoryHandler([historyPayment({ createdAt: '2026-11-30T22:30:00.000Z' })]));
    const list = await cards();
    expect(within(list).getByText('December 1, 2026')).toBeDefined();
    expect(within(rowOf('December 1, 2026')).queryByText('November 30, 2026')).toBeNull();
  });
});
