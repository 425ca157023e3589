import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import type { AdminUser } from './user-row-controls';

export const deleteConfirmation = (name: string): string => `Are you sure you want to delete user "${name}"? This action cannot be undone.`;

/** Asks before deleting; while the deletion runs, Escape and a click outside do not close it. */
export function DeleteUserDialog({ user, deleting, onConfirm, onClose }: { readonly user: AdminUser | null; readonly deleting: boolean; readonly onConfirm: () => void; readonly onClose: () => void }) {
  // The text stays while the dialog animates shut after `user` went back to null.
  const last = useRef(user);
  if (user !== null) last.current = user;
  const hold = (event: Event) => {
    if (deleting) event.preventDefault();
  };
  return (
    <Dialog.Root open={user !== null} onOpenChange={(open) => (open || deleting ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={hold}
          onPointerDownOutside={hold}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">Delete User</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-sm text-slate-700">{last.current === null ? '' : deleteConfirmation(last.current.name)}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={deleting} onClick={onConfirm}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
