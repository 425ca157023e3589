import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Asked before another profile is shown while the one on screen has unsaved edits. */
export function DiscardChangesDialog({
  open,
  profileName,
  onKeep,
  onDiscard,
}: {
  readonly open: boolean;
  readonly profileName: string;
  readonly onKeep: () => void;
  readonly onDiscard: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeep())}
      title="Discard unsaved changes?"
      description={`Your changes to "${profileName}" are not saved yet.`}
    >
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </Modal>
  );
}
