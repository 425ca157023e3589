import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DeletePlanResponse } from '@contract/admin-plans';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { reloadPlans } from '@/lib/catalogue';
import { adminPlansKey } from './get-admin-plans';

export const deletePlan = (id: string): Promise<DeletePlanResponse> =>
  api.call(endpoints.adminPlans.delete, { params: { id } });

/** The toast tells which happened: a plan users or payments refer to is only deactivated. */
export const deleteOutcomeText = (response: DeletePlanResponse, name: string): string =>
  'deleted' in response
    ? `Plan "${name}" deleted.`
    : `Plan "${name}" deactivated: users or payments still refer to it.`;

export function useDeletePlan({ onDone }: { readonly onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { readonly id: string; readonly name: string }) => deletePlan(id),
    onSuccess: (response, { name }) => {
      toast.success(deleteOutcomeText(response, name));
      onDone();
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminPlansKey }), reloadPlans(queryClient)]),
  });
}
