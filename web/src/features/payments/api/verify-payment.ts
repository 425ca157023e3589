import { useMutation } from '@tanstack/react-query';
import type { UserPaymentResponse, VerifyPaymentBody } from '@contract/payments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useRefreshAfterPayment } from './refresh-after-payment';

export type PaymentRecord = UserPaymentResponse;

/** What verify found: the completed payment, or why it is not (with the server's message for the toast). */
export type VerifyOutcome =
  | { readonly status: 'completed'; readonly payment: PaymentRecord }
  | { readonly status: 'pending' | 'failed' | 'cancelled'; readonly message: string };

const NOT_COMPLETED: Readonly<Record<string, 'pending' | 'failed' | 'cancelled'>> = {
  PAYMENT_PENDING: 'pending',
  PAYMENT_FAILED: 'failed',
  PAYMENT_CANCELLED: 'cancelled',
};

/**
 * POST /payments/verify-payment. The server answers 200 with `success: false` and an errorCode
 * while the payment is not completed, which the api client throws like any refusal: that answer
 * is a finding, not a failure, so it comes back as an outcome. Real failures still throw.
 */
export async function verifyPayment(body: VerifyPaymentBody): Promise<VerifyOutcome> {
  try {
    const { payment } = await api.call(endpoints.payments.verify, { body });
    return { status: 'completed', payment };
  } catch (error) {
    const status =
      isApiError(error) && error.status === 200 && error.errorCode !== null
        ? NOT_COMPLETED[error.errorCode]
        : undefined;
    if (status === undefined || !isApiError(error)) throw error;
    return { status, message: error.message };
  }
}

export function useVerifyPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (outcome) => {
      if (outcome.status === 'completed') void refresh();
    },
  });
}
