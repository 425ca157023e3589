import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { AdminPlan } from '../api/get-admin-plans';
import { useDeletePlan } from '../api/delete-plan';

/** A failure leaves the question open and its buttons usable. */
export function DeletePlanDialog({ plan, onClose }: { readonly plan: AdminPlan | null; readonly onClose: () => void }) {
  const remove = useDeletePlan({ onDone: onClose });
  return (
    <ConfirmDeleteDialog
      subject={plan}
      title="Delete Plan"
      describe={(shown) =>
        `Are you sure you want to delete the plan "${shown.name}"? A plan that users or payments refer to is deactivated instead.`
      }
      deleting={remove.isPending}
      onConfirm={() => plan !== null && remove.mutate({ id: plan._id, name: plan.name })}
      onClose={onClose}
    />
  );
}
