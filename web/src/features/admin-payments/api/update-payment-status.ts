import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ChangePaymentStatusResponse, PaymentStatusBody } from '@contract/admin-payments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { adminPaymentsKeys } from './get-payments';

export const STATUS_UPDATED = 'Payment status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update payment status';

export interface PaymentStatusChange extends PaymentStatusBody {
  readonly paymentId: string;
}

export const updatePaymentStatus = ({
  paymentId,
  ...body
}: PaymentStatusChange): Promise<ChangePaymentStatusResponse> =>
  api.call(endpoints.adminPayments.changeStatus, { params: { paymentId }, body });

/** PATCH /api/admin/payments/{paymentId}/status; on success the spec's toast, then the list reloads. */
export function useUpdatePaymentStatus({ onUpdated }: { readonly onUpdated: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: async () => {
      toast.success(STATUS_UPDATED);
      onUpdated();
      await queryClient.invalidateQueries({ queryKey: adminPaymentsKeys.all });
    },
    onError: () => toast.error(STATUS_UPDATE_FAILED),
  });
}
