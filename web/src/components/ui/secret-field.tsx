import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { cn } from './cn';
import { Field, type FieldProps } from './field';
import { focusRing } from './focus-ring';

export interface SecretFieldProps extends Omit<FieldProps, 'type' | 'trailing'> {
  /** What the toggle names: 'password' gives 'Show password' / 'Hide password'. */
  readonly secretName?: string;
}

/** A labelled input for a secret with a show/hide toggle (passwords, the OAuth token). */
export const SecretField = forwardRef<HTMLInputElement, SecretFieldProps>(function SecretField(
  { secretName = 'password', ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <Field
      ref={ref}
      type={shown ? 'text' : 'password'}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-pressed={shown}
          className={cn('rounded p-2 text-slate-500 hover:text-slate-800', focusRing)}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{shown ? `Hide ${secretName}` : `Show ${secretName}`}</span>
        </button>
      }
    />
  );
});
