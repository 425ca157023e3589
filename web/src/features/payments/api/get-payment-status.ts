import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { gatewayReferenceQuery } from './gateway-reference';
import type { PaymentRecord } from './verify-payment';
import { useRefreshAfterPayment } from './refresh-after-payment';

export const paymentKeys = {
  status: (paymentId: string) => ['payments', 'status', paymentId] as const,
};

export const getPaymentStatus = async (
  paymentId: string,
  pfPaymentId: string | null,
  signal?: AbortSignal,
): Promise<PaymentRecord> =>
  (
    await api.call(endpoints.payments.status, {
      params: { paymentId },
      query: gatewayReferenceQuery(pfPaymentId),
      signal,
    })
  ).payment;

/** Check Status Now: GET /payments/status/{paymentId}, read fresh each time it is asked (the server asks the gateway about a pending one). */
export function useCheckPaymentStatus(): (paymentId: string, pfPaymentId: string | null) => Promise<PaymentRecord> {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPayment();
  return async (paymentId, pfPaymentId) => {
    const payment = await queryClient.fetchQuery({
      queryKey: paymentKeys.status(paymentId),
      queryFn: ({ signal }) => getPaymentStatus(paymentId, pfPaymentId, signal),
      staleTime: 0,
    });
    if (payment.status === 'completed') void refresh();
    return payment;
  };
}

/**
 * The payment as the server has it now, read once: what the page shows beside a payment it found
 * closed (money the gateway took for it after it was closed is kept for a refund).
 */
export const usePaymentStatus = (paymentId: string, pfPaymentId: string | null) =>
  useQuery({
    queryKey: paymentKeys.status(paymentId),
    queryFn: ({ signal }) => getPaymentStatus(paymentId, pfPaymentId, signal),
    retry: false,
  });
