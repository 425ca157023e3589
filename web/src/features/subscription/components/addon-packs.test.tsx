import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@contract/common';
import type { CreatePaymentResponse } from '@contract/payments';
import { testUser } from '@/testing/data';
import type { Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import {
  addonsHandler,
  convertHandler,
  createdPayment,
  createPaymentHandler,
  plansHandler,
} from '@/testing/msw/pricing-handlers';
import { paymentHistoryHandler } from '@/testing/msw/subscription-handlers';
import { renderApp } from '@/testing/render-app';

const activeUser = () =>
  testUser({
    planStatus: 'active',
    currentPlan: 'starter',
    billingPeriod: 'monthly',
    planExpirationDate: '2099-01-01T00:00:00.000Z',
    availableBids: 50,
    planBids: 50,
  });

function openScreen(user = activeUser(), ...extra: Parameters<typeof server.use>) {
  // The first handler that matches answers: a test's own go before the defaults.
  server.use(...extra, plansHandler(), addonsHandler(), convertHandler({ ZAR: 18 }), paymentHistoryHandler([]));
  return renderApp({ route: '/subscription', user });
}

// The first render loads the screen's lazy chunk: on a busy machine that can take over a second.
const packs = () => screen.findByRole('list', { name: 'Add-on packs' });

async function openDialogFor(quantity: string) {
  await userEvent.click(within(await packs()).getByRole('button', { name: `Buy ${quantity} bids` }));
  const dialog = await screen.findByRole('dialog', { name: `Buy ${quantity} bids` });
  await waitFor(() =>
    expect((within(dialog).getByRole('button', { name: 'Pay with PayFast' }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );
  return dialog;
}

afterEach(() => vi.restoreAllMocks());

describe('add-on packs', () => {
  it('lists the packs smallest first with their dollar price and the rand charge', async () => {
    openScreen(
      activeUser(),
      addonsHandler([
        { _id: 'pack-1000', quantity: 1000, priceUsd: 75 },
        { _id: 'pack-200', quantity: 200, priceUsd: 10 },
        { _id: 'pack-500', quantity: 500, priceUsd: 30 },
      ]),
    );
    const list = await packs();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['200 bids', '500 bids', '1,000 bids']);
    expect(within(list).getByText('$10')).toBeDefined();
    expect(within(list).getByText('$75')).toBeDefined();
    expect(await within(list).findByText('R 180.00 with PayFast')).toBeDefined();
    expect(within(list).getByText('R 1,350.00 with PayFast')).toBeDefined();
    expect(screen.queryByText(/Add-on bids are used while you have an active plan/)).toBeNull();
  });

  it('says before any click that add-on bids wait for an active plan', async () => {
    openScreen(testUser());
    await packs();
    expect(
      screen.getByText(
        'Add-on bids are used while you have an active plan: autobidding needs one. They wait in your account until then.',
      ),
    ).toBeDefined();
    expect(within(await packs()).getByRole('button', { name: 'Buy 200 bids' })).toBeDefined();
  });

  it('confirms the pack, creates a one-time payment for it and posts the checkout form to PayFast', async () => {
    const received: Received = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    openScreen(activeUser(), createPaymentHandler(received));
    const dialog = await openDialogFor('200');
    expect(within(dialog).getByText('$10 USD')).toBeDefined();
    expect(within(dialog).getByText('R 180.00')).toBeDefined();
    expect(within(dialog).getByText(/never expire/)).toBeDefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with PayFast' }));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(received).toEqual([{ planId: 'pack-200', billingType: 'one_time' }]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe(createdPayment.redirectUrl);
    expect(form.method.toUpperCase()).toBe('POST');
    expect(Object.fromEntries(new FormData(form))).toEqual(createdPayment.paymentData);
    // The browser is leaving for PayFast: the dialog stays busy and cannot be closed.
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDefined();
    expect(within(dialog).getByText('Taking you to PayFast to pay securely…')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Buy 200 bids' })).toBeDefined();
  });

  it('cannot be closed while the payment is being created, by Escape, Cancel or the close button', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    openScreen(
      activeUser(),
      http.post(apiUrl('/payments/create-payment'), async () => {
        await held;
        return errorResponse(503, 'Payment gateway unavailable', 'PAYMENT_GATEWAY_UNAVAILABLE');
      }),
    );
    const dialog = await openDialogFor('500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with PayFast' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDefined();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Buy 500 bids' })).toBeDefined();

    release();
    expect(await within(dialog).findByRole('alert')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog with its code, and Try Again sends it again", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    let calls = 0;
    openScreen(
      activeUser(),
      http.post<never, never, CreatePaymentResponse | ErrorResponse>(apiUrl('/payments/create-payment'), () => {
        calls += 1;
        if (calls === 1) return errorResponse(404, 'Add-on pack not found', 'ADDON_NOT_FOUND');
        return HttpResponse.json<CreatePaymentResponse>(createdPayment, { status: 201 });
      }),
    );
    const dialog = await openDialogFor('1,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with PayFast' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Add-on pack not found');
    expect(alert.textContent).toContain('Error code: ADDON_NOT_FOUND');
    expect(submit).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(calls).toBe(2);
  });

  it("falls back to 'Payment failed' when the server gives no message", async () => {
    openScreen(
      activeUser(),
      http.post(apiUrl('/payments/create-payment'), () => new HttpResponse('oops', { status: 500 })),
    );
    const dialog = await openDialogFor('200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with PayFast' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Payment failed');
  });

  it('keeps Pay disabled while the rate loads, then quotes at the fallback rate when it cannot be read', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    openScreen(
      activeUser(),
      http.get(apiUrl('/currency/convert/USD/ZAR/:amount'), async () => {
        await held;
        return errorResponse(503, 'Rates unavailable', 'RATES_UNAVAILABLE');
      }),
    );
    await userEvent.click(within(await packs()).getByRole('button', { name: 'Buy 200 bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 200 bids' });
    expect(within(dialog).getByText('Working out the rand amount…')).toBeDefined();
    expect((within(dialog).getByRole('button', { name: 'Pay with PayFast' }) as HTMLButtonElement).disabled).toBe(true);

    release();
    expect(await within(dialog).findByText('R 185.00')).toBeDefined();
    expect(within(dialog).getByText('in rand (ZAR), estimated at R 18.50 per $1')).toBeDefined();
    expect((within(dialog).getByRole('button', { name: 'Pay with PayFast' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers retry when the packs cannot be loaded', async () => {
    let fail = true;
    openScreen(
      activeUser(),
      http.get(apiUrl('/pricing/addons'), () =>
        fail
          ? errorResponse(500, 'Database down', 'INTERNAL')
          : HttpResponse.json({ success: true, addons: [{ _id: 'pack-200', quantity: 200, priceUsd: 10 }] }),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the add-on packs.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await packs()).findByRole('button', { name: 'Buy 200 bids' })).toBeDefined();
  });

  it('hides the packs on a 403 without an error', async () => {
    openScreen(
      activeUser(),
      http.get(apiUrl('/pricing/addons'), () => errorResponse(403, 'Forbidden', 'FORBIDDEN')),
    );
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Add-on Bid Packs' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
