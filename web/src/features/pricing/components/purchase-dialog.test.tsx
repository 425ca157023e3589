import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanResponse, PurchaseResponse } from '@contract/pricing';
import type { SessionUser } from '@/lib/session';
import { testUser } from '@/testing/data';
import { fakeGeolocation, removeGeolocation } from '@/testing/fake-geolocation';
import type { Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse, meHandler } from '@/testing/msw/handlers';
import {
  addonsHandler,
  convertHandler,
  createPaymentHandler,
  paidPurchaseAnswer,
  plansHandler,
  purchaseHandler,
} from '@/testing/msw/pricing-handlers';
import { server } from '@/testing/msw/server';
import { testPlan, testPlans } from '@/testing/pricing-data';
import { renderApp } from '@/testing/render-app';
import { standInAppScreen } from '@/testing/stand-in-screen';

standInAppScreen('/dashboard', 'Dashboard stand-in');

const starter = testPlans()[0]!;
const buyer = () => testUser({ availableBids: 0 });

async function openDialog({
  plans = testPlans(),
  planName = 'Starter',
  annual = false,
  user = buyer(),
}: { plans?: PlanResponse[]; planName?: string; annual?: boolean; user?: SessionUser } = {}) {
  server.use(plansHandler(plans));
  const rendered = renderApp({ route: '/pricing', user });
  // The first render of a file also loads the lazy route.
  await screen.findByRole('heading', { name: planName });
  if (annual) await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
  await userEvent.click(within(screen.getByRole('article', { name: planName })).getByRole('button'));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

const payButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /Pay with PayFast|Activate Plan/ }) as HTMLButtonElement;

beforeEach(() => {
  sessionStorage.clear();
  fakeGeolocation('denied');
  // Defaults a test overrides with its own server.use (the latest handler wins).
  server.use(addonsHandler(), convertHandler({ ZAR: 18.5 }));
});
afterEach(() => {
  removeGeolocation();
  toast.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
});

describe('purchase dialog', () => {
  it('confirms the plan, period, USD price and the rand charge; Pay waits for the rate', async () => {
    server.use(
      http.get(apiUrl('/currency/convert/USD/ZAR/190'), async () => {
        await delay(80);
        return HttpResponse.json({ success: true, from: 'USD', to: 'ZAR', amount: 190, rate: 18, converted: 3420 });
      }),
    );
    const { dialog } = await openDialog({ annual: true });
    expect(within(dialog).getByRole('heading', { name: 'Confirm your purchase' })).toBeDefined();
    expect(within(dialog).getByText('Starter')).toBeDefined();
    expect(within(dialog).getByText('Annual')).toBeDefined();
    expect(within(dialog).getByText('$190 per year')).toBeDefined();
    expect(payButton(dialog).disabled).toBe(true);
    expect(await within(dialog).findByText('R 3,420.00')).toBeDefined();
    expect(payButton(dialog).disabled).toBe(false);
  });

  it('prices the charge at 18.5 rand per dollar when the rate cannot be read', async () => {
    server.use(
      http.get(apiUrl('/currency/convert/USD/ZAR/19'), () =>
        errorResponse(503, 'Rates unavailable', 'RATES_UNAVAILABLE'),
      ),
    );
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('R 351.50')).toBeDefined();
    expect(within(dialog).getByText(/Estimated at R 18.50 per US dollar/)).toBeDefined();
  });

  it('buys a paid plan: purchase, create the payment, post the gateway form', async () => {
    const purchases: Received = [];
    const payments: Received = [];
    server.use(purchaseHandler(paidPurchaseAnswer(starter, 'annual'), purchases), createPaymentHandler(payments));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { dialog } = await openDialog({ annual: true });
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(purchases).toEqual([{ planSlug: 'starter', billingPeriod: 'annual' }]);
    expect(payments).toEqual([{ planId: 'plan-starter', billingType: 'annual' }]);
    const form = document.querySelector('form[hidden]') as HTMLFormElement;
    expect(form.action).toBe('https://sandbox.payfast.co.za/eng/process');
    expect((form.elements.namedItem('amount') as HTMLInputElement).value).toBe('351.50');
    // The browser is leaving for the gateway: the dialog stays busy.
    expect(within(dialog).getByText('Preparing your payment…')).toBeDefined();
    expect(payButton(dialog).disabled).toBe(true);
  });

  it('says the purchase failed, and can be closed, when the browser refuses to open the checkout', async () => {
    server.use(purchaseHandler(paidPurchaseAnswer(starter, 'monthly')), createPaymentHandler([]));
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      // What Chromium fires when the page's Content-Security-Policy refuses the form's address.
      queueMicrotask(() =>
        this.ownerDocument.dispatchEvent(
          Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'form-action' }),
        ),
      );
    });
    const { dialog } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByText('Purchase failed. Please try again.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be closed while loading: Escape, Cancel and the close button do nothing', async () => {
    server.use(
      purchaseHandler(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { dialog } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByRole('status')).toBeDefined();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('closes on Escape and on Cancel while confirming', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(screen.getByRole('article', { name: 'Starter' })).getByRole('button'));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives focus back to the plan’s button that opened it, on Escape and on Cancel', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const opener = within(screen.getByRole('article', { name: 'Starter' })).getByRole('button');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  const statusCases: ReadonlyArray<[string, () => Response, string, string]> = [
    [
      '400 with a server message',
      () => errorResponse(400, 'Plan is not for sale', 'VALIDATION_FAILED'),
      'Plan is not for sale',
      'BAD_REQUEST',
    ],
    [
      '400 without a message',
      () => HttpResponse.json({ success: false }, { status: 400 }),
      'Invalid plan selection or billing period',
      'BAD_REQUEST',
    ],
    [
      '403',
      () => errorResponse(403, 'Forbidden', 'FORBIDDEN'),
      "You don't have permission to purchase this plan",
      'FORBIDDEN',
    ],
    [
      '404 with a server message',
      () => errorResponse(404, 'No plan called starter', 'PLAN_NOT_FOUND'),
      'No plan called starter',
      'NOT_FOUND',
    ],
    ['404 without a message', () => new HttpResponse(null, { status: 404 }), 'Plan not found', 'NOT_FOUND'],
    [
      '409',
      () => errorResponse(409, 'Conflict', 'CONFLICT'),
      'Plan purchase conflict. Please refresh and try again',
      'CONFLICT',
    ],
    [
      '422 with a server message',
      () => errorResponse(422, 'Billing period is not offered', 'VALIDATION_FAILED'),
      'Billing period is not offered',
      'VALIDATION_ERROR',
    ],
    [
      '422 without a message',
      () => HttpResponse.json({ success: false, message: '' }, { status: 422 }),
      'Invalid purchase data provided',
      'VALIDATION_ERROR',
    ],
    [
      '429',
      () => errorResponse(429, 'Slow down', 'RATE_LIMITED'),
      'Too many requests. Please wait a moment and try again',
      'RATE_LIMITED',
    ],
    [
      '500',
      () => errorResponse(500, 'Internal error', 'INTERNAL'),
      'Server error: Please try again later',
      'SERVER_ERROR',
    ],
    [
      '502',
      () => new HttpResponse('Bad gateway', { status: 502 }),
      'Service temporarily unavailable. Please try again',
      'BAD_GATEWAY',
    ],
    [
      '503',
      () => errorResponse(503, 'Down', 'UNAVAILABLE'),
      'Service temporarily unavailable. Please try again later',
      'SERVICE_UNAVAILABLE',
    ],
    ['504', () => new HttpResponse(null, { status: 504 }), 'Request timed out. Please try again', 'GATEWAY_TIMEOUT'],
    ['418', () => errorResponse(418, 'Teapot', 'TEAPOT'), 'Purchase failed (418): Please try again', 'HTTP_418'],
    [
      'no response',
      () => HttpResponse.error(),
      'Unable to connect to server. Please check your internet connection',
      'CONNECTION_ERROR',
    ],
    [
      'success false with its message and code',
      () => HttpResponse.json({ success: false, message: 'Plan is paused', errorCode: 'PLAN_PAUSED' }),
      'Plan is paused',
      'PLAN_PAUSED',
    ],
    ['success false without either', () => HttpResponse.json({ success: false }), 'Purchase failed', 'PURCHASE_FAILED'],
  ];

  it.each(statusCases)('shows the error modal with message and code for %s', async (_name, answer, message, code) => {
    server.use(purchaseHandler(answer));
    const { dialog } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('heading', { name: 'Purchase failed' })).toBeDefined();
    expect(within(alert).getByText(message)).toBeDefined();
    expect(within(alert).getByText(code)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('on a 401 tells the buyer to log in and goes to /login', async () => {
    server.use(purchaseHandler(() => errorResponse(401, 'Session expired', 'UNAUTHORIZED')));
    const { dialog, router } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    expect(await screen.findByText('Please log in to purchase a plan')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('Try Again sends the purchase again; Cancel closes the error modal', async () => {
    const purchases: Received = [];
    let calls = 0;
    server.use(
      purchaseHandler(
        () => (++calls === 1 ? errorResponse(503, 'Down', 'UNAVAILABLE') : errorResponse(409, 'Conflict')),
        purchases,
      ),
    );
    const { dialog } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    await within(dialog).findByText('SERVICE_UNAVAILABLE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('CONFLICT')).toBeDefined();
    expect(purchases).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the payment helper texts when the payment cannot be created', async () => {
    let answer: () => Response = () => errorResponse(404, 'Plan not found', 'PLAN_NOT_FOUND');
    server.use(
      purchaseHandler(paidPurchaseAnswer(starter, 'monthly')),
      createPaymentHandler(undefined, () => answer()),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { dialog } = await openDialog();
    await waitFor(() => expect(payButton(dialog).disabled).toBe(false));
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByText('PLAN_NOT_FOUND')).toBeDefined();
    expect(within(dialog).getByText('Plan not found')).toBeDefined();
    answer = () => HttpResponse.json({ success: false }, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('API_ERROR')).toBeDefined();
    expect(within(dialog).getByText('Purchase failed. Please try again.')).toBeDefined();
    answer = () => HttpResponse.error();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('NETWORK_ERROR')).toBeDefined();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('a free plan', () => {
  const free = testPlan({
    _id: 'plan-free',
    slug: 'free',
    name: 'Free',
    monthlyPriceUsd: 0,
    annualPriceUsd: 0,
    monthlyBids: 5,
    annualBids: 60,
  });
  const activated: PurchaseResponse = {
    success: true,
    redirectToPayment: false,
    message: 'Free plan purchased successfully!',
    user: { planStatus: 'active', currentPlan: 'free', availableBids: 5 },
  };

  it('is activated at once: success modal, toast, user re-read, then /dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const purchases: Received = [];
    let meCalls = 0;
    server.use(purchaseHandler(activated, purchases));
    const { dialog, router } = await openDialog({ plans: [free], planName: 'Free' });
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/me') meCalls++;
    });
    server.use(meHandler(testUser({ planStatus: 'active', currentPlan: 'free', availableBids: 5 })));
    expect(within(dialog).getAllByText('Free', { selector: 'dd' })).toHaveLength(2);
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByRole('heading', { name: 'Plan activated!' })).toBeDefined();
    expect(within(dialog).getByText('Your Free plan is now active.')).toBeDefined();
    expect(within(dialog).getByText(/5 bids have been added to your account/)).toBeDefined();
    expect(screen.getByText('Free plan purchased successfully!')).toBeDefined();
    expect(purchases).toEqual([{ planSlug: 'free', billingPeriod: 'monthly' }]);
    await waitFor(() => expect(meCalls).toBeGreaterThan(0));
    expect(within(dialog).getByText('Redirecting to your dashboard in 3 seconds…')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByText('Redirecting to your dashboard in 2 seconds…')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe('/pricing');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    server.events.removeAllListeners();
  });

  it('goes to the dashboard at once with the button', async () => {
    server.use(purchaseHandler(activated));
    const { dialog, router } = await openDialog({ plans: [free], planName: 'Free' });
    await userEvent.click(payButton(dialog));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  describe('what a plan change does, said before paying (docs/design.md#plans)', () => {
    const ends = '2030-05-05T10:00:00.000Z';
    const holder = (
      plan: string,
      priceUsdCents: number,
      bidsPerPeriod: number | null,
      overrides: Partial<SessionUser> = {},
    ) =>
      testUser({
        planStatus: 'active',
        subscriptionStatus: 'active',
        currentPlan: plan,
        billingPeriod: 'monthly',
        planPurchaseDate: '2030-04-05T10:00:00.000Z',
        planExpirationDate: ends,
        planTerms: { bidsPerPeriod, priceUsdCents, durationMonths: 1 },
        ...overrides,
      });
    const row = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;

    it('an upgrade starts now and keeps the bids left on the current plan as extra bids', async () => {
      const { dialog } = await openDialog({
        planName: 'Professional',
        user: holder('starter', 1900, 50, { availableBids: 42, planBids: 30, extraBids: 12 }),
      });
      expect(row(dialog, 'Starts')).toBe('Now, as soon as your payment completes');
      expect(row(dialog, 'Your current bids')).toBe(
        'The 30 bids left on your Starter plan are kept as extra bids that never expire. Your 12 extra bids stay and never expire.',
      );
    });

    it('says one extra bid in the singular', async () => {
      const { dialog } = await openDialog({
        planName: 'Professional',
        user: holder('starter', 1900, 50, { availableBids: 1, planBids: 0, extraBids: 1 }),
      });
      expect(row(dialog, 'Your current bids')).toBe(
        'Your Starter plan ends when this one starts. Your 1 extra bid stays and never expires.',
      );
    });

    it('a downgrade starts when the paid period ends; the current plan and its bids stay until then', async () => {
      const { dialog } = await openDialog({
        planName: 'Starter',
        user: holder('professional', 4900, 200, { availableBids: 150, planBids: 150 }),
      });
      expect(row(dialog, 'Starts')).toBe('May 5, 2030, when your paid Professional period ends');
      expect(row(dialog, 'Your current bids')).toBe(
        'Your Professional plan and its bids stay until then. Starter’s 50 bids are added on May 5, 2030.',
      );
    });

    it('compares with the price the user paid: the same plan annual is cheaper per month, so it starts at the period’s end', async () => {
      const { dialog } = await openDialog({
        planName: 'Starter',
        annual: true,
        user: holder('starter', 1900, 50, { planBids: 50, availableBids: 50 }),
      });
      expect(row(dialog, 'Starts')).toBe('May 5, 2030, when your paid Starter period ends');
    });

    it('with a change already scheduled it says so and offers no payment', async () => {
      const scheduledPlan = {
        slug: 'starter',
        name: 'Starter',
        billingPeriod: 'monthly' as const,
        bidsPerPeriod: 50,
        startsAt: ends,
      };
      const { dialog } = await openDialog({
        planName: 'Enterprise',
        user: holder('professional', 4900, 200, { scheduledPlan }),
      });
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your plan already changes to Starter on May 5, 2030. You can choose another plan after that change.',
      );
      expect(payButton(dialog).disabled).toBe(true);
    });

    it('the pricing banner shows the scheduled change', async () => {
      const scheduledPlan = {
        slug: 'starter',
        name: 'Starter',
        billingPeriod: 'monthly' as const,
        bidsPerPeriod: 50,
        startsAt: ends,
      };
      server.use(plansHandler(testPlans()));
      renderApp({ route: '/pricing', user: holder('professional', 4900, 200, { scheduledPlan }) });
      expect(await screen.findByText('Changes to Starter on May 5, 2030')).toBeDefined();
    });
  });
});
