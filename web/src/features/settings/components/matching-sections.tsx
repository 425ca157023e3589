import { Controller } from 'react-hook-form';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { PercentageField } from '@/components/ui/percentage-field';
import { CodeListField, KeywordsField } from './list-settings';
import { NumberSetting, USD_AMOUNT, ZERO_TO_HUNDRED } from './number-setting';

export function MatchingSection({ form }: { readonly form: SettingsForm }) {
  return (
    <FormSection
      title="Matching"
      description="Which projects are worth a bid: how well they fit your skills, the words they use, their type, budget and language."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NumberSetting
          form={form}
          name="minSkillMatches"
          label="Minimum skills in common"
          min={1}
          max={20}
          step={1}
          inputMode="numeric"
          hint="A project needs at least this many of its listed skills to be yours. At 1, a single matching skill is enough."
        />
        <NumberSetting
          form={form}
          name="minSkillSharePercent"
          label="Minimum share of the project's skills (%)"
          {...ZERO_TO_HUNDRED}
          hint="And at least this share of them: at 50%, a project asking for 4 skills needs 2 of yours. 0 turns this off."
        />
      </div>
      <KeywordsField
        form={form}
        name="excludedKeywords"
        label="Excluded keywords"
        hint="Skip any project whose title or description mentions one of these, e.g. newsletter or unpaid."
      />
      <KeywordsField
        form={form}
        name="requiredKeywords"
        label="Required keywords"
        hint="When you add some, only projects that mention at least one of them get a bid. Leave empty to bid on any."
      />
      <CheckboxField
        label="Bid on fixed-price projects"
        description="Hourly projects follow Bid on Hourly Projects above."
        {...form.register('bidOnFixedProjects')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Budget ranges (USD)</legend>
        <p className="mt-1 text-sm text-slate-600">
          Compared with the project's upper budget, converted to US dollars. Leave a box empty for no limit.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <NumberSetting form={form} name="fixedBudgetMinUsd" label="Fixed: from" {...USD_AMOUNT} />
          <NumberSetting form={form} name="fixedBudgetMaxUsd" label="Fixed: up to" {...USD_AMOUNT} />
          <NumberSetting form={form} name="hourlyBudgetMinUsd" label="Hourly: from (per hour)" {...USD_AMOUNT} />
          <NumberSetting form={form} name="hourlyBudgetMaxUsd" label="Hourly: up to (per hour)" {...USD_AMOUNT} />
        </div>
      </fieldset>
      <CodeListField
        form={form}
        name="languages"
        label="Languages"
        hint="Two-letter codes of the languages you bid in, e.g. en, de, es. Leave empty to bid on projects in any language."
      />
    </FormSection>
  );
}

export function PricingSection({ form }: { readonly form: SettingsForm }) {
  const period = form.watch('completionPeriod');
  return (
    <FormSection
      title="Pricing and delivery"
      description="What you ask for hourly work, the delivery time you offer and how the first milestone is set."
    >
      <NumberSetting
        form={form}
        name="minHourlyRateUsd"
        label="Minimum hourly rate (USD)"
        {...USD_AMOUNT}
        hint="Hourly projects are never bid below this rate, nor below the client's own minimum."
      />
      <CheckboxField
        label="Offer the client's timeline when they state one"
        description={`When the project says when it must be done, offer that. Otherwise the Completion Period above (${period} days) is offered.`}
        {...form.register('useClientTimeline')}
      />
      <Controller
        control={form.control}
        name="milestonePercentage"
        render={({ field, fieldState }) => (
          <PercentageField
            label="First milestone"
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="The share of your bid asked as the first milestone payment. 100 asks for the whole amount, as Freelancer does by default."
          />
        )}
      />
    </FormSection>
  );
}
