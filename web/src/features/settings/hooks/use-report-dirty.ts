import { useEffect } from 'react';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';

/** Tells the screen whether the form holds unsaved edits, so switching profiles can ask before dropping them. */
export function useReportDirty(form: SettingsForm, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  const { isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  // A form that goes away (another profile shown) holds nothing unsaved any more.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
