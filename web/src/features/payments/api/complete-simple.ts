import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { gatewayReferenceQuery } from './gateway-reference';
import type { PaymentRecord } from './verify-payment';
import { useRefreshAfterPayment } from './refresh-after-payment';

/**
 * POST /payments/complete-simple/{paymentId}, no body (sandbox gateways only): completes the payment
 * only when the gateway, asked about the return link's pf_payment_id, says it was paid.
 */
export const completeSimple = async ({
  paymentId,
  pfPaymentId,
}: {
  readonly paymentId: string;
  readonly pfPaymentId: string | null;
}): Promise<PaymentRecord> =>
  (
    await api.call(endpoints.payments.completeSimple, {
      params: { paymentId },
      query: gatewayReferenceQuery(pfPaymentId),
    })
  ).payment;

export function useCompleteSimple() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: completeSimple, onSuccess: () => void refresh() });
}
