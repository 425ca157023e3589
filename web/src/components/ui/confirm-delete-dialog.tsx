import { useRef } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDeleteDialogProps<T> {
  /** What is to be deleted; null while the dialog is shut. */
  readonly subject: T | null;
  readonly title: string;
  /** The question, naming the subject. */
  readonly describe: (subject: T) => string;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks before deleting; while the deletion runs, Escape and a click outside do not close it. */
export function ConfirmDeleteDialog<T>({
  subject,
  title,
  describe,
  deleting,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  // The text stays while the dialog animates shut after `subject` went back to null.
  const last = useRef(subject);
  if (subject !== null) last.current = subject;
  return (
    <Modal
      open={subject !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={last.current === null ? '' : describe(last.current)}
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
