import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import type { PaymentRecord } from './verify-payment';
import { useRefreshAfterPayment } from './refresh-after-payment';

/** POST /payments/cancel/{paymentId}, no body: records the buyer's own pending payment as cancelled (idempotent). */
export const cancelPayment = async (paymentId: string): Promise<PaymentRecord> =>
  (await api.call(endpoints.payments.cancel, { params: { paymentId } })).payment;

/** The history and the subscription show the payment as cancelled once it is. */
export function useCancelPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: cancelPayment, onSuccess: () => void refresh() });
}
