import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CreatePlanBody, CreatePlanResponse, UpdatePlanBody, UpdatePlanResponse } from '@contract/admin-plans';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { reloadPlans } from '@/lib/catalogue';
import { adminPlansKey, type AdminPlan } from './get-admin-plans';

export const createPlan = (body: CreatePlanBody): Promise<CreatePlanResponse> =>
  api.call(endpoints.adminPlans.create, { body });

/** The plan goes back whole, as GET answered it with the form's fields over it: the API ignores its read-only fields. */
export const updatePlan = (plan: AdminPlan, changes: CreatePlanBody): Promise<UpdatePlanResponse> =>
  api.call(endpoints.adminPlans.update, {
    params: { id: plan._id },
    body: { ...plan, ...changes } satisfies UpdatePlanBody,
  });

export interface SavePlanInput {
  /** Absent: a new plan. */
  readonly plan?: AdminPlan;
  readonly body: CreatePlanBody;
}

/** Create or update; the list, and the plans every other screen shows, are read again after either outcome. */
export function useSavePlan({ onSaved }: { readonly onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, body }: SavePlanInput) => (plan === undefined ? createPlan(body) : updatePlan(plan, body)),
    onSuccess: (response) => {
      toast.success(response.message);
      onSaved();
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminPlansKey }), reloadPlans(queryClient)]),
  });
}
