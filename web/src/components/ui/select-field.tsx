import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import type { SelectOption } from '@/lib/bidding-options';
import { cn } from './cn';
import { inputClasses } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly hint?: string;
  readonly error?: string;
}

/** A labelled select box with its hint and error tied to it for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, hint, error, id, className, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy =
    [error === undefined ? null : `${selectId}-error`, hint === undefined ? null : `${selectId}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        className={cn(inputClasses(error !== undefined), 'pr-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <p id={`${selectId}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint === undefined ? null : (
        <p id={`${selectId}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
});
