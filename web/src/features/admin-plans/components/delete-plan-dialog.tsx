import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { AdminPlan } from '../api/get-admin-plans';
import { useDeletePlan } from '../api/delete-plan';

/** Asks before deleting; a failure leaves the question open and its buttons usable. */
export function DeletePlanDialog({ plan, onClose }: { readonly plan: AdminPlan | null; readonly onClose: () => void }) {
  const remove = useDeletePlan({ onDone: onClose });
  return (
    <Modal
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Plan"
      busy={remove.isPending}
      description={
        plan === null ? undefined : (
          <>
            Are you sure you want to delete the plan &quot;{plan.name}&quot;? A plan that users or payments refer to is deactivated instead.
          </>
        )
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending || plan === null} onClick={() => plan !== null && remove.mutate({ id: plan._id, name: plan.name })}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
