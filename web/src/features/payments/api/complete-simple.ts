import { useMutation } from '@tanstack/react-query';
import type { CompleteSimpleResponse } from '../../../../../contract/payments';
import { api } from '../../../lib/api-client';
import type { PaymentRecord } from './verify-payment';
import { useRefreshAfterPayment } from './refresh-after-payment';

/** POST /payments/complete-simple/{paymentId}, no body: completes a pending payment (sandbox gateways only). */
export const completeSimple = async (paymentId: string): Promise<PaymentRecord> =>
  (await api.post<CompleteSimpleResponse>(`/payments/complete-simple/${encodeURIComponent(paymentId)}`)).payment;

export function useCompleteSimple() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: completeSimple, onSuccess: () => void refresh() });
}
