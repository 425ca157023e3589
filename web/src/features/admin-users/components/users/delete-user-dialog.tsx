import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { AdminUser } from './user-row-controls';

export const deleteConfirmation = (name: string): string => `Are you sure you want to delete user "${name}"? This action cannot be undone.`;

/** Asks before deleting; while the deletion runs, Escape and a click outside do not close it. */
export function DeleteUserDialog({ user, deleting, onConfirm, onClose }: { readonly user: AdminUser | null; readonly deleting: boolean; readonly onConfirm: () => void; readonly onClose: () => void }) {
  // The text stays while the dialog animates shut after `user` went back to null.
  const last = useRef(user);
  if (user !== null) last.current = user;
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete User"
      description={last.current === null ? '' : deleteConfirmation(last.current.name)}
      busy={deleting}
    >
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={deleting} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
