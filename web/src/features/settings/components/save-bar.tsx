import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export const UNSAVED_CHANGES = 'Unsaved changes';

/**
 * While the form holds unsaved edits its fields stop short of the stuck bar when focused or
 * scrolled to (a refused field on Save too), instead of landing behind it.
 */
export const unsavedScrollMargin = (dirty: boolean): string | false =>
  dirty && '[&_:is(input,select,textarea,button)]:scroll-mb-32';

/**
 * A settings form's buttons, last in the form. While the form holds unsaved edits the bar sticks
 * to the bottom of the window (sticky inside the form: no portal, no scroll listener), so Save is
 * one click away from any field of the long screen, and says so; at the end of the form it sits
 * in its own place, so it never hides the last section. Unchanged, it is the plain row of buttons.
 */
export function SaveBar({ dirty, children }: { readonly dirty: boolean; readonly children: ReactNode }) {
  return (
    <div
      data-testid="save-bar"
      className={cn(
        'flex flex-wrap items-center justify-end gap-3 rounded-lg border px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        dirty
          ? 'sticky bottom-0 z-10 border-slate-200 bg-white shadow-[0_-4px_12px_-4px_rgb(15_23_42/0.15)]'
          : 'border-transparent',
      )}
    >
      {/* Always in the page, so the words are read out when they appear. */}
      <p
        role="status"
        className={cn(
          'basis-full text-sm font-medium text-amber-800 sm:mr-auto sm:basis-auto',
          dirty ? undefined : 'sr-only',
        )}
      >
        {dirty ? UNSAVED_CHANGES : ''}
      </p>
      {children}
    </div>
  );
}
