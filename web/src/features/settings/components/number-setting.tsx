import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { Field } from '@/components/ui/field';
import type { SettingsField, SettingsFormValues } from '@/lib/bidding-settings-form';

/** The settings a single text box holds (every number box among them). */
type TextSetting = { [F in SettingsField]: SettingsFormValues[F] extends string ? F : never }[SettingsField];

/** A dollar amount: cents allowed, no upper bound, the phone's decimal keypad. */
export const USD_AMOUNT = { min: 0, step: 0.01, inputMode: 'decimal' } as const;

/** A whole number from 0 to 100: a fit score or a share in percent. */
export const ZERO_TO_HUNDRED = { min: 0, max: 100, step: 1, inputMode: 'numeric' } as const;

export interface NumberSettingProps {
  readonly form: SettingsForm;
  readonly name: TextSetting;
  readonly label: string;
  readonly hint?: string;
  readonly min: number;
  readonly max?: number;
  readonly step: number;
  readonly inputMode: 'numeric' | 'decimal';
}

/** A number box for one setting, registered with the form and showing that setting's own error. */
export function NumberSetting({ form, name, label, hint, min, max, step, inputMode }: NumberSettingProps) {
  return (
    <Field
      label={label}
      type="number"
      min={min}
      max={max}
      step={step}
      inputMode={inputMode}
      error={form.formState.errors[name]?.message}
      hint={hint}
      {...form.register(name)}
    />
  );
}
