import { http, HttpResponse } from 'msw';
import type { ConvertResponse } from '@contract/currency';
import type { ErrorResponse } from '@contract/common';
import type { CreatePaymentResponse } from '@contract/payments';
import type { AddonResponse, AddonsResponse, PlanResponse, PlansResponse, PurchaseResponse } from '@contract/pricing';
import { REVERSE_GEOCODE_URL } from '@/config/geolocation';
import { testAddons, testPlans } from '../pricing-data';
import type { Received } from './bidding-handlers';
import { apiUrl, errorResponse } from './handlers';

export const plansHandler = (plans: readonly PlanResponse[] = testPlans()) =>
  http.get(apiUrl('/pricing/plans'), () => HttpResponse.json<PlansResponse>({ success: true, plans }));

export const addonsHandler = (addons: readonly AddonResponse[] = testAddons()) =>
  http.get(apiUrl('/pricing/addons'), () => HttpResponse.json<AddonsResponse>({ success: true, addons }));

/** GET /api/currency/convert/:from/:to/:amount at `rates` (units per 1 USD); a currency not listed is refused with a 503. */
export const convertHandler = (rates: Readonly<Record<string, number>> = {}) =>
  http.get<{ from: string; to: string; amount: string }, never, ConvertResponse | ErrorResponse>(
    apiUrl('/currency/convert/:from/:to/:amount'),
    ({ params }) => {
      const { to } = params;
      const amount = Number(params.amount);
      const rate = rates[to];
      if (params.from !== 'USD' || rate === undefined)
        return errorResponse(503, 'Exchange rates are unavailable', 'RATES_UNAVAILABLE');
      return HttpResponse.json<ConvertResponse>({
        success: true,
        from: 'USD',
        to: to as ConvertResponse['to'],
        amount,
        rate,
        converted: Math.round(amount * rate * 100) / 100,
      });
    },
  );

/** The reverse-geocoding service answering `countryCode`; the query strings it was asked with land in `received`. */
export const geocoderHandler = (countryCode: string, received?: URLSearchParams[]) =>
  http.get(REVERSE_GEOCODE_URL, ({ request }) => {
    received?.push(new URL(request.url).searchParams);
    return HttpResponse.json({ countryCode, countryName: 'Somewhere', latitude: 1, longitude: 2 });
  });

/** A paid plan's answer to POST /api/pricing/purchase. */
export const paidPurchaseAnswer = (plan: PlanResponse, billingPeriod: 'monthly' | 'annual'): PurchaseResponse => ({
  success: true,
  redirectToPayment: true,
  message: 'Redirecting to payment...',
  plan,
  billingPeriod,
  user: { planStatus: 'none', currentPlan: null, availableBids: 0 },
});

/** POST /api/pricing/purchase answering `answer` (or a response a test builds), recording the bodies. */
export const purchaseHandler = (answer: PurchaseResponse | (() => Response | Promise<Response>), received?: Received) =>
  http.post(apiUrl('/pricing/purchase'), async ({ request }) => {
    received?.push(await request.json());
    return typeof answer === 'function' ? answer() : HttpResponse.json<PurchaseResponse>(answer);
  });

export const createdPayment: CreatePaymentResponse = {
  success: true,
  paymentId: 'BP-1',
  redirectUrl: 'https://sandbox.payfast.co.za/eng/process',
  paymentData: { merchant_id: '10000100', amount: '351.50', item_name: 'Starter plan (monthly)' },
};

/** POST /api/payments/create-payment answering the gateway's form (or a response a test builds), recording the bodies. */
export const createPaymentHandler = (
  received?: Received,
  answer: () => Response = () => HttpResponse.json(createdPayment, { status: 201 }),
) =>
  http.post(apiUrl('/payments/create-payment'), async ({ request }) => {
    received?.push(await request.json());
    return answer();
  });
