import { http, HttpResponse } from 'msw';
import type {
  AdminPaymentResponse,
  AdminPaymentsResponse,
  ChangePaymentStatusResponse,
  PaymentStatsResponse,
} from '@contract/admin-payments';
import { testPaymentStats } from '../admin-payments-data';
import { apiUrl } from './handlers';

/** The query strings GET /api/admin/payments received, in order, for a test to read. */
export type ReceivedQueries = URLSearchParams[];

/** GET /api/admin/payments answering `payments` as one page of `pages`, with `stats` (the test data's by default). */
export const adminPaymentsHandler = (
  payments: readonly AdminPaymentResponse[],
  options: {
    readonly received?: ReceivedQueries;
    readonly pages?: number;
    readonly total?: number;
    readonly stats?: PaymentStatsResponse;
  } = {},
) =>
  http.get(apiUrl('/admin/payments'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    options.received?.push(query);
    const total = options.total ?? payments.length;
    return HttpResponse.json<AdminPaymentsResponse>({
      success: true,
      payments,
      pagination: {
        current: Number(query.get('page') ?? '1'),
        pages: options.pages ?? (total === 0 ? 0 : 1),
        total,
        limit: 20,
      },
      stats: options.stats ?? testPaymentStats(),
    });
  });

/** PATCH /api/admin/payments/:paymentId/status answering the payment changed by the body; records each call. */
export const changePaymentStatusHandler = (
  payment: AdminPaymentResponse,
  received: { paymentId: string; body: unknown }[] = [],
) =>
  http.patch(apiUrl('/admin/payments/:paymentId/status'), async ({ request, params }) => {
    const body = (await request.json()) as { status: AdminPaymentResponse['status']; notes?: string };
    received.push({ paymentId: String(params.paymentId), body });
    const changed = {
      ...payment,
      status: body.status,
      payfastData: { ...payment.payfastData, admin_notes: body.notes ?? payment.payfastData.admin_notes },
    };
    return HttpResponse.json<ChangePaymentStatusResponse>({
      success: true,
      message: 'Payment status updated successfully',
      payment: changed,
    });
  });
