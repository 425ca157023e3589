import { useMutation } from '@tanstack/react-query';
import type { CancelPaymentResponse } from '@contract/payments';
import { api } from '@/lib/api-client';
import type { PaymentRecord } from './verify-payment';
import { useRefreshAfterPayment } from './refresh-after-payment';

/** POST /payments/cancel/{paymentId}, no body: records the buyer's own pending payment as cancelled (idempotent). */
export const cancelPayment = async (paymentId: string): Promise<PaymentRecord> =>
  (await api.post<CancelPaymentResponse>(`/payments/cancel/${encodeURIComponent(paymentId)}`)).payment;

/** The history and the subscription show the payment as cancelled once it is. */
export function useCancelPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: cancelPayment, onSuccess: () => void refresh() });
}
