import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface SwitchFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** Read after the label: the state in words ('Active' / 'Stopped'), or help. */
  readonly description?: string;
  readonly disabled?: boolean;
}

/** An on/off switch (Radix: role="switch", Space toggles) with a visible label. */
export function SwitchField({ label, checked, onCheckedChange, description, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description === undefined ? null : (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description === undefined ? undefined : `${id}-description`}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 data-[state=checked]:bg-blue-600 data-[state=unchecked]:bg-slate-300',
          focusRing,
        )}
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
