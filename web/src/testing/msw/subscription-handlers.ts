import { http, HttpResponse } from 'msw';
import type { PaymentHistoryResponse, UserPaymentResponse } from '@contract/payments';
import { apiUrl } from './handlers';

/** GET /api/payments/history over `rows`, paged the way the server pages them. */
export const paymentHistoryHandler = (rows: readonly UserPaymentResponse[]) =>
  http.get(apiUrl('/payments/history'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const payments = rows.slice((page - 1) * limit, page * limit);
    return HttpResponse.json<PaymentHistoryResponse>({
      success: true,
      payments,
      pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length, limit },
    });
  });
