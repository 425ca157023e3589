import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { biddingOptions } from '@/lib/bidding-options';
import type { SettingsFormValues, SettingsPayload } from '@/lib/bidding-settings-form';
import { browserTimeZone, timeZoneOptions } from '@/lib/time-zones';
import { cn } from '../ui/cn';
import { Field } from '../ui/field';
import { focusRing } from '../ui/focus-ring';
import { PercentageField } from '../ui/percentage-field';
import { SelectField } from '../ui/select-field';
import { SwitchField } from '../ui/switch-field';

/** A form over the bidding settings, as both the settings screen and the profile's preferences hold it. */
export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsPayload>;

type OptionField = keyof typeof biddingOptions;

/** Each option list's label and hint, the same on every screen that shows it. */
const BIDDING_SELECT_TEXTS: Readonly<Record<OptionField, { readonly label: string; readonly hint?: string }>> = {
  timeInterval: { label: 'Time Interval', hint: 'How often to look for new projects.' },
  maxBidsThreshold: { label: 'Max Bids Threshold', hint: 'Skip projects with more bids than this.' },
  timeLimit: { label: 'Time Limit', hint: 'Only projects posted within this time.' },
  bidsLimit: { label: 'Bids Limit', hint: 'Most bids in any 24 hours.' },
  completionPeriod: { label: 'Completion Period', hint: 'Days offered to deliver the work.' },
  bidOnHourlyProjects: { label: 'Bid on Hourly Projects' },
};

export interface BiddingSelectProps {
  readonly form: SettingsForm;
  readonly name: OptionField;
}

export function BiddingSelect({ form, name }: BiddingSelectProps) {
  const { label, hint } = BIDDING_SELECT_TEXTS[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          hint={hint}
          options={biddingOptions[name]}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}

/**
 * The schedule switch and, while it is on, the window's start and end (09:00 to 17:00 by default)
 * and the time zone they are read in. `fixedTimeZone` is for a form that does not save the zone
 * (the profile's preferences, whose body the spec fixes): it is named there, not chosen.
 */
export function ScheduleFields({
  form,
  fixedTimeZone,
}: {
  readonly form: SettingsForm;
  readonly fixedTimeZone?: string;
}) {
  const { errors } = form.formState;
  const scheduled = form.watch('scheduleAutobidding');
  // Where the zone is chosen, its box sits under the times; where it is not, each time names it.
  const zoneHint = fixedTimeZone === undefined ? undefined : `Time zone: ${fixedTimeZone}, set on the Settings page`;
  return (
    <div className="space-y-4">
      <Controller
        control={form.control}
        name="scheduleAutobidding"
        render={({ field }) => (
          <SwitchField
            label="Schedule Autobidding"
            description={field.value ? 'Bids only between the times below' : 'Bids around the clock'}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {scheduled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Start Time"
            type="time"
            hint={zoneHint}
            error={errors.startTime?.message}
            {...form.register('startTime')}
          />
          <Field
            label="End Time"
            type="time"
            hint={zoneHint}
            error={errors.endTime?.message}
            {...form.register('endTime')}
          />
          {fixedTimeZone === undefined ? <TimeZoneField form={form} className="sm:col-span-2" /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The schedule's time zone, with a one-click way to the browser's own when it differs. */
function TimeZoneField({ form, className }: { readonly form: SettingsForm; readonly className?: string }) {
  const saved = form.formState.defaultValues?.timezone;
  const own = useMemo(browserTimeZone, []);
  const options = useMemo(() => timeZoneOptions([saved, own]), [saved, own]);
  return (
    <Controller
      control={form.control}
      name="timezone"
      render={({ field, fieldState }) => (
        <div className={className}>
          <SelectField
            label="Time Zone"
            hint="The clock the start and end times follow, summer time included."
            options={options}
            error={fieldState.error?.message}
            {...field}
          />
          {own !== undefined && own !== field.value ? (
            <button
              type="button"
              className={cn('mt-2 rounded text-sm font-medium text-blue-700 hover:underline', focusRing)}
              onClick={() => form.setValue('timezone', own, { shouldDirty: true, shouldValidate: true })}
            >
              Use my time zone ({own})
            </button>
          ) : null}
        </div>
      )}
    />
  );
}

/**
 * What a bid asks (docs/design.md#matching-and-pricing): a fixed-price project the percentage of its
 * upper budget, never under the minimum bid nor the client's minimum; an hourly one a rate that far
 * through the client's range, never under the client's minimum nor the minimum hourly rate (the
 * settings screen's Pricing section). The minimum bid is a project price and does not bound rates.
 */
export function BidAmountFields({ form }: { readonly form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <Field
        label="Minimum Bid (USD)"
        type="number"
        min={0}
        step={1}
        inputMode="decimal"
        error={errors.minBidUsd?.message}
        hint="Fixed-price projects are never bid less than this amount."
        {...form.register('minBidUsd')}
      />
      <Controller
        control={form.control}
        name="bidPercentage"
        render={({ field, fieldState }) => (
          <PercentageField
            label="Bid Percentage"
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="Fixed-price projects are bid this share of the upper budget, never less than the Minimum Bid. Hourly projects are bid a rate this far through the client's range (50% of $15–25/hr bids $20/hr), never below your minimum hourly rate."
          />
        )}
      />
    </div>
  );
}
