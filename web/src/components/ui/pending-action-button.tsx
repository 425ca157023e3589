import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** An action whose call is on its way: a spinner before its label, aria-busy, and disabled unless told otherwise. */
export function PendingActionButton({
  busy,
  disabled = busy,
  children,
  ...props
}: ButtonProps & { readonly busy: boolean }) {
  return (
    <Button disabled={disabled} aria-busy={busy} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
      {children}
    </Button>
  );
}
