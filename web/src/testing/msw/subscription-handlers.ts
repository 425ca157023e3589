import { http, HttpResponse } from 'msw';
import type { ConvertResponse } from '../../../../contract/currency';
import type { CreatePaymentResponse, PaymentHistoryResponse, UserPaymentResponse } from '../../../../contract/payments';
import type { AddonResponse, AddonsResponse, PlanResponse, PlansResponse } from '../../../../contract/pricing';
import { testAddons, testPlans } from '../subscription-data';
import type { Received } from './bidding-handlers';
import { apiUrl } from './handlers';

export const plansHandler = (plans: readonly PlanResponse[] = testPlans()) =>
  http.get(apiUrl('/pricing/plans'), () => HttpResponse.json<PlansResponse>({ success: true, plans }));

export const addonsHandler = (addons: readonly AddonResponse[] = testAddons()) =>
  http.get(apiUrl('/pricing/addons'), () => HttpResponse.json<AddonsResponse>({ success: true, addons }));

/** GET /api/currency/convert/USD/ZAR/{amount} at a fixed rate. */
export const zarQuoteHandler = (rate = 18) =>
  http.get(apiUrl('/currency/convert/USD/ZAR/:amount'), ({ params }) => {
    const amount = Number(params.amount);
    return HttpResponse.json<ConvertResponse>({ success: true, from: 'USD', to: 'ZAR', amount, rate, converted: Math.round(amount * rate * 100) / 100 });
  });

/** GET /api/payments/history over `rows`, paged the way the server pages them. */
export const paymentHistoryHandler = (rows: readonly UserPaymentResponse[]) =>
  http.get(apiUrl('/payments/history'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const payments = rows.slice((page - 1) * limit, page * limit);
    return HttpResponse.json<PaymentHistoryResponse>({ success: true, payments, pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length, limit } });
  });

export const CHECKOUT_URL = 'http://127.0.0.1/sandbox/payfast/eng/process';

/** POST /api/payments/create-payment: records each body and answers a checkout form. */
export const createPaymentHandler = (received?: Received) =>
  http.post(apiUrl('/payments/create-payment'), async ({ request }) => {
    const body = await request.json();
    received?.push(body);
    return HttpResponse.json<CreatePaymentResponse>(
      { success: true, paymentId: 'BP-NEW', redirectUrl: CHECKOUT_URL, paymentData: { merchant_id: '10000100', m_payment_id: 'BP-NEW', amount: '180.00', item_name: '200 bids add-on pack' } },
      { status: 201 },
    );
  });
