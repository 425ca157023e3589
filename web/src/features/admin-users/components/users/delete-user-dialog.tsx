import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { AdminUser } from './user-row-controls';

export const deleteConfirmation = (name: string): string =>
  `Are you sure you want to delete user "${name}"? This action cannot be undone.`;

export function DeleteUserDialog({
  user,
  deleting,
  onConfirm,
  onClose,
}: {
  readonly user: AdminUser | null;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      subject={user}
      title="Delete User"
      describe={(shown) => deleteConfirmation(shown.name)}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
