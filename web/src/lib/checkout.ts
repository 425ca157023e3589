import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatePaymentBody, CreatePaymentResponse } from '@contract/payments';
import { fallbackRate } from '@core/domain/money/currency';
import { formatMinor, usdCentsToZarCents } from '@core/domain/money/minor-units';
import { endpoints } from '@contract/endpoints';
import { api } from './api-client';

/**
 * What the buyer is about to pay for: a plan for a billing period, or an add-on pack once. The
 * pricing page and the subscription screen both start the same checkout with it.
 */
export type CheckoutItem =
  | { readonly kind: 'plan'; readonly planId: string; readonly billingPeriod: 'monthly' | 'annual' }
  | { readonly kind: 'addon'; readonly packId: string };

export const toCreatePaymentBody = (item: CheckoutItem): CreatePaymentBody =>
  item.kind === 'plan'
    ? { planId: item.planId, billingType: item.billingPeriod }
    : { planId: item.packId, billingType: 'one_time' };

/** POST /payments/create-payment: the stored pending payment and the form the gateway expects. */
export const createPayment = (item: CheckoutItem): Promise<CreatePaymentResponse> =>
  api.call(endpoints.payments.create, { body: toCreatePaymentBody(item) });

/**
 * Leaves for the gateway's checkout the way it asks to be reached: a POST of its fields from a
 * form. A hidden form is built and submitted, so the browser navigates (no fetch: the checkout is
 * a page the buyer must see, on the gateway's origin).
 */
export function submitToGateway(
  { redirectUrl, paymentData }: Pick<CreatePaymentResponse, 'redirectUrl' | 'paymentData'>,
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirectUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(paymentData)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}

/** How long a submitted checkout form is watched for the browser refusing it before the page counts as leaving. */
export const CHECKOUT_BLOCK_WAIT_MS = 1_500;

/** The browser refused to post the checkout form (its Content-Security-Policy named another origin). */
export class CheckoutBlockedError extends Error {
  override readonly name = 'CheckoutBlockedError';
}

/**
 * Submits the checkout form and settles once the page is on its way: rejects when the browser
 * refuses the post, which it reports only as a `securitypolicyviolation` event (say the app was
 * opened at another address than the one the server was set up with, whose checkout page it is),
 * and which would otherwise leave the buyer waiting on a page that never leaves.
 */
export function leaveForGateway(
  checkout: Pick<CreatePaymentResponse, 'redirectUrl' | 'paymentData'>,
  doc: Document = document,
  waitMs = CHECKOUT_BLOCK_WAIT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (event: Event) => {
      if ((event as SecurityPolicyViolationEvent).effectiveDirective !== 'form-action') return;
      settle();
      reject(new CheckoutBlockedError(`The browser refused to open the checkout at ${checkout.redirectUrl}`));
    };
    const timer = setTimeout(() => {
      settle();
      resolve();
    }, waitMs);
    const settle = () => {
      clearTimeout(timer);
      doc.removeEventListener('securitypolicyviolation', refused);
    };
    doc.addEventListener('securitypolicyviolation', refused);
    submitToGateway(checkout, doc);
  });
}

/**
 * Creates the payment, then hands the browser to the gateway. On success the page is navigating
 * away, so callers keep showing their busy state; on failure (the ApiError, or the browser
 * refusing the checkout) the error comes back to them.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: async (item: CheckoutItem) => {
      const created = await createPayment(item);
      await leaveForGateway(created);
      return created;
    },
  });
}

/** The gateway charges rand; the spec's rate when the live one cannot be read. */
export const FALLBACK_ZAR_RATE = fallbackRate('USD', 'ZAR');

export interface ZarQuote {
  /** What the gateway will charge, as '906.50'. */
  readonly amount: string;
  /** False when the live rate could not be read and the fallback rate priced it. */
  readonly live: boolean;
}

const usdToCents = (usd: number): number => Math.round(usd * 100);

/** The charge at the fallback rate, computed the way the server computes it (exact, half up). */
export const fallbackZarQuote = (usd: number): ZarQuote => ({
  amount: formatMinor(usdCentsToZarCents(usdToCents(usd), FALLBACK_ZAR_RATE)),
  live: false,
});

async function fetchZarQuote(usd: number, signal: AbortSignal): Promise<ZarQuote> {
  try {
    const { converted } = await api.call(endpoints.currency.convert, {
      params: { from: 'USD', to: 'ZAR', amount: String(usd) },
      signal,
    });
    return { amount: formatMinor(usdToCents(converted)), live: true };
  } catch (error) {
    if (signal.aborted) throw error;
    return fallbackZarQuote(usd);
  }
}

/**
 * The rand amount a USD price will be charged, for the pay button. The server prices the payment
 * itself when it is created; this is what the buyer is told beforehand. `usd` null: nothing chosen.
 */
export function useZarQuote(usd: number | null) {
  return useQuery({
    queryKey: ['currency', 'USD', 'ZAR', usd],
    queryFn: ({ signal }) => fetchZarQuote(usd ?? 0, signal),
    enabled: usd !== null,
    staleTime: 10 * 60_000,
  });
}
