import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export const inputClasses = (invalid = false, className?: string): string =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400',
    focusRing,
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  /** An error under the input, announced with it. */
  readonly error?: string;
  /** Help text under the input. */
  readonly hint?: ReactNode;
  /** Something inside the input's right edge (a show/hide toggle). */
  readonly trailing?: ReactNode;
}

/** A labelled input with its error and hint tied to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error === undefined ? null : errorId, hint === undefined ? null : hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy}
          className={inputClasses(error !== undefined, trailing === undefined ? undefined : 'pr-11')}
          {...props}
        />
        {trailing === undefined ? null : (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint === undefined ? null : (
        <div id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </div>
      )}
    </div>
  );
});
