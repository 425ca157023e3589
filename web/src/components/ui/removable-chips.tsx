import { X } from 'lucide-react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface RemovableChipsProps {
  /** The list's accessible name: 'Your skills'. */
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  /** What each remove button reads: 'Remove React'. */
  readonly removeLabel: (value: string) => string;
  /** How a value reads in its chip (a country code as its name). */
  readonly describe?: (value: string) => string;
}

/** A list of values as chips, each with its own remove button (there is no clear-all). */
export function RemovableChips({
  label,
  values,
  onChange,
  removeLabel,
  describe = (value) => value,
}: RemovableChipsProps) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {values.map((value) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-1 pr-1 pl-3 text-sm font-medium text-blue-800"
        >
          {describe(value)}
          <button
            type="button"
            aria-label={removeLabel(value)}
            onClick={() => onChange(values.filter((existing) => existing !== value))}
            className={cn('rounded-full p-0.5 hover:bg-blue-200', focusRing)}
          >
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
