import { http, HttpResponse } from 'msw';
import type {
  CompleteSimpleResponse,
  PaymentStatusResponse,
  UserPaymentResponse,
  VerifyPaymentResponse,
} from '@contract/payments';
import { completedPayment, testPayment } from '../payment-data';
import { apiUrl, errorResponse } from './handlers';

/** Every payment call a test's handlers received, in order: method, path and JSON body (null for none). */
export interface PaymentCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const received = async (calls: PaymentCall[] | undefined, request: Request): Promise<void> => {
  const text = await request.clone().text();
  calls?.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  });
};

const VERIFY_ANSWERS = {
  pending: { message: 'Payment is being processed. Please wait...', errorCode: 'PAYMENT_PENDING' },
  failed: { message: 'Payment failed. Please try again or contact support.', errorCode: 'PAYMENT_FAILED' },
  cancelled: { message: 'Payment was cancelled', errorCode: 'PAYMENT_CANCELLED' },
} as const;

/** POST /payments/verify-payment finding the payment in this state (200 either way, as the server answers). */
export const verifyHandler = (payment: UserPaymentResponse, calls?: PaymentCall[]) =>
  http.post(apiUrl('/payments/verify-payment'), async ({ request }) => {
    await received(calls, request);
    if (payment.status === 'completed')
      return HttpResponse.json<VerifyPaymentResponse>({
        success: true,
        message: 'Payment verified and completed successfully!',
        payment,
      });
    return HttpResponse.json<VerifyPaymentResponse>({ success: false, ...VERIFY_ANSWERS[payment.status], payment });
  });

/** POST /payments/complete-simple/:paymentId completing the payment. */
export const completeSimpleHandler = (payment: UserPaymentResponse = completedPayment(), calls?: PaymentCall[]) =>
  http.post(apiUrl('/payments/complete-simple/:paymentId'), async ({ request }) => {
    await received(calls, request);
    return HttpResponse.json<CompleteSimpleResponse>({
      success: true,
      message: 'Payment manually completed!',
      payment,
    });
  });

/** GET /payments/status/:paymentId answering with this payment. */
export const statusHandler = (payment: UserPaymentResponse = testPayment(), calls?: PaymentCall[]) =>
  http.get(apiUrl('/payments/status/:paymentId'), async ({ request }) => {
    await received(calls, request);
    return HttpResponse.json<PaymentStatusResponse>({ success: true, payment });
  });

/** Any payment call refused with this status (the api client throws it). */
export const paymentRefusedHandler = (
  method: 'get' | 'post',
  path: string,
  status: number,
  calls?: PaymentCall[],
  errorCode = 'ERROR',
) =>
  http[method](apiUrl(path), async ({ request }) => {
    await received(calls, request);
    return errorResponse(status, 'Refused', errorCode);
  });
