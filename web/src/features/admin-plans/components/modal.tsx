import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { focusRing } from '../../../components/ui/focus-ring';

export interface ModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: ReactNode;
  /** While a call runs, Escape, a click outside and the close button do nothing. */
  readonly busy: boolean;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** A Radix dialog (focus trapped, Escape closes) in the app's look. */
export function Modal({ open, onOpenChange, title, description, busy, wide = false, children }: ModalProps) {
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenWhileBusy}
          onPointerDownOutside={keepOpenWhileBusy}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn('fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6', wide ? 'max-w-2xl' : 'max-w-md')}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close disabled={busy} className={cn('rounded-md p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-50', focusRing)}>
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {description === undefined ? null : (
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
