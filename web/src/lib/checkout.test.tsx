import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConvertResponse } from '@contract/currency';
import type { CreatePaymentResponse } from '@contract/payments';
import { createQueryClient } from '../app/provider';
import { apiUrl, errorResponse } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import {
  CheckoutBlockedError,
  FALLBACK_ZAR_RATE,
  leaveForGateway,
  submitToGateway,
  toCreatePaymentBody,
  useCheckout,
  useZarQuote,
} from './checkout';

/** What Chromium fires when a form's post breaks the page's Content-Security-Policy. */
const violation = (effectiveDirective: string): Event =>
  Object.assign(new Event('securitypolicyviolation'), { effectiveDirective });

const wrapper = ({ children }: { readonly children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const created: CreatePaymentResponse = {
  success: true,
  paymentId: 'BP-1',
  redirectUrl: 'http://127.0.0.1/sandbox/payfast/eng/process',
  paymentData: { merchant_id: '10000100', amount: '536.50', item_name: 'Starter plan (monthly)' },
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('checkout', () => {
  it('asks for a plan with its billing period and for a pack once', () => {
    expect(toCreatePaymentBody({ kind: 'plan', planId: 'starter', billingPeriod: 'annual' })).toEqual({
      planId: 'starter',
      billingType: 'annual',
    });
    expect(toCreatePaymentBody({ kind: 'addon', packId: 'pack-200' })).toEqual({
      planId: 'pack-200',
      billingType: 'one_time',
    });
  });

  it('posts every gateway field as a hidden form to the checkout address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitToGateway(created);
    expect(submit).toHaveBeenCalledOnce();
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe(created.redirectUrl);
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]))).toEqual(
      created.paymentData,
    );
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
  });

  it('creates the payment, then leaves for the gateway', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/payments/create-payment'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCheckout(), { wrapper });
    result.current.mutate({ kind: 'plan', planId: 'starter', billingPeriod: 'monthly' });
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ planId: 'starter', billingType: 'monthly' }]);
  });

  it('counts the page as leaving once nothing refused the post for a moment', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    let left = false;
    const leaving = leaveForGateway(created, document, 50).then(() => (left = true));
    // A refusal of something else is not the checkout's.
    document.dispatchEvent(violation('img-src'));
    await leaving;
    expect(left).toBe(true);
  });

  it('fails when the browser refuses to post the checkout form, instead of waiting for a page that never leaves', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      queueMicrotask(() => this.ownerDocument.dispatchEvent(violation('form-action')));
    });
    await expect(leaveForGateway(created, document, 5_000)).rejects.toBeInstanceOf(CheckoutBlockedError);
  });

  it('answers a refused checkout as the mutation’s error, so the buyer can close the dialog and try again', async () => {
    server.use(http.post(apiUrl('/payments/create-payment'), () => HttpResponse.json(created, { status: 201 })));
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      queueMicrotask(() => this.ownerDocument.dispatchEvent(violation('form-action')));
    });
    const { result } = renderHook(() => useCheckout(), { wrapper });
    result.current.mutate({ kind: 'plan', planId: 'starter', billingPeriod: 'monthly' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(CheckoutBlockedError);
  });

  it('does not leave when the payment cannot be created', async () => {
    server.use(http.post(apiUrl('/payments/create-payment'), () => errorResponse(404, 'Plan not found', 'NOT_FOUND')));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCheckout(), { wrapper });
    result.current.mutate({ kind: 'addon', packId: 'gone' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Plan not found');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('rand quote', () => {
  it('uses the live conversion when the server has one', async () => {
    server.use(
      http.get(apiUrl('/currency/convert/USD/ZAR/29'), () =>
        HttpResponse.json<ConvertResponse>({
          success: true,
          from: 'USD',
          to: 'ZAR',
          amount: 29,
          rate: 17.9,
          converted: 519.1,
        }),
      ),
    );
    const { result } = renderHook(() => useZarQuote(29), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ amount: '519.10', live: true }));
  });

  it('falls back to 18.5 rand per dollar, rounded to the cent half up', async () => {
    expect(FALLBACK_ZAR_RATE).toBe(18.5);
    server.use(
      http.get(apiUrl('/currency/convert/USD/ZAR/19.99'), () =>
        errorResponse(503, 'Rates unavailable', 'RATES_UNAVAILABLE'),
      ),
    );
    const { result } = renderHook(() => useZarQuote(19.99), { wrapper });
    // 19.99 × 18.5 = 369.815 → 369.82
    await waitFor(() => expect(result.current.data).toEqual({ amount: '369.82', live: false }));
  });

  it('waits while nothing is chosen', () => {
    const { result } = renderHook(() => useZarQuote(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
