import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: string;
  /** Shown under the label and read with the checkbox. */
  readonly description?: ReactNode;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, description, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={description === undefined ? undefined : `${inputId}-description`}
        className={cn('mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-blue-600', focusRing)}
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description === undefined ? null : (
          <div id={`${inputId}-description`} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        )}
      </div>
    </div>
  );
});
