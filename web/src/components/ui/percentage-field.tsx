import { useId, type Ref } from 'react';
import { cn } from './cn';
import { inputClasses } from './field';
import { focusRing } from './focus-ring';

export interface PercentageFieldProps {
  readonly label: string;
  /** The value as text: the number box may be empty while the user types. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly hint?: string;
  readonly error?: string;
  /**
   * The number box: a form library focuses it when the value is refused (react-hook-form's
   * Controller passes `field.ref`; without it a refused percentage is skipped for the next field).
   */
  readonly ref?: Ref<HTMLInputElement>;
}

/** One 0–100 value edited with a slider and a number box side by side, in steps of 1. */
export function PercentageField({ label, value, onChange, onBlur, hint, error, ref }: PercentageFieldProps) {
  const id = useId();
  const sliderValue =
    Number.isFinite(Number(value)) && value.trim() !== '' ? Math.min(100, Math.max(0, Number(value))) : 0;
  const describedBy =
    [error === undefined ? null : `${id}-error`, hint === undefined ? null : `${id}-hint`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-4">
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={sliderValue}
          aria-label={`${label} slider`}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={cn('h-2 min-w-0 flex-1 cursor-pointer accent-blue-600', focusRing)}
        />
        <div className="flex w-28 shrink-0 items-center gap-1">
          <input
            ref={ref}
            id={id}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            value={value}
            aria-label={`${label} (%)`}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={inputClasses(error !== undefined)}
          />
          <span aria-hidden="true" className="text-sm text-slate-600">
            %
          </span>
        </div>
      </div>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
