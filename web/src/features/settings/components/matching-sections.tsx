import { Controller } from 'react-hook-form';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { PercentageField } from '@/components/ui/percentage-field';
import { TagInput } from '@/components/ui/tag-input';
import type { SettingsField } from '@/lib/bidding-settings-form';
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from '@contract/what-gets-bid-settings';
import { languageLabel, refuseLanguage } from './code-names';

type ListField = Extract<SettingsField, 'excludedKeywords' | 'requiredKeywords' | 'languages' | 'blockedCountries'>;

/** The form's message for a list, including one about a single entry (the schema's path then ends in its index). */
export function listError(form: SettingsForm, name: ListField): string | undefined {
  const error = form.formState.errors[name] as
    { message?: string } | Array<{ message?: string } | undefined> | undefined;
  if (error === undefined) return undefined;
  if (Array.isArray(error)) return error.find((entry) => entry?.message !== undefined)?.message;
  return error.message;
}

export function KeywordsField({
  form,
  name,
  label,
  hint,
}: {
  readonly form: SettingsForm;
  readonly name: 'excludedKeywords' | 'requiredKeywords';
  readonly label: string;
  readonly hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagInput
          label={label}
          hint={hint}
          what="keyword"
          values={field.value}
          onChange={field.onChange}
          error={listError(form, name)}
          maxItems={MAX_KEYWORDS}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder="Type a word and press Enter"
        />
      )}
    />
  );
}

const USD_BOX = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

export function MatchingSection({ form }: { readonly form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <FormSection
      title="Matching"
      description="Which projects are worth a bid: how well they fit your skills, the words they use, their type, budget and language."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Minimum skills in common"
          type="number"
          min={1}
          max={20}
          step={1}
          inputMode="numeric"
          error={errors.minSkillMatches?.message}
          hint="A project needs at least this many of its listed skills to be yours. At 1, a single matching skill is enough."
          {...form.register('minSkillMatches')}
        />
        <Field
          label="Minimum share of the project's skills (%)"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          error={errors.minSkillSharePercent?.message}
          hint="And at least this share of them: at 50%, a project asking for 4 skills needs 2 of yours. 0 turns this off."
          {...form.register('minSkillSharePercent')}
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
          <Field
            label="Fixed: from"
            {...USD_BOX}
            error={errors.fixedBudgetMinUsd?.message}
            {...form.register('fixedBudgetMinUsd')}
          />
          <Field
            label="Fixed: up to"
            {...USD_BOX}
            error={errors.fixedBudgetMaxUsd?.message}
            {...form.register('fixedBudgetMaxUsd')}
          />
          <Field
            label="Hourly: from (per hour)"
            {...USD_BOX}
            error={errors.hourlyBudgetMinUsd?.message}
            {...form.register('hourlyBudgetMinUsd')}
          />
          <Field
            label="Hourly: up to (per hour)"
            {...USD_BOX}
            error={errors.hourlyBudgetMaxUsd?.message}
            {...form.register('hourlyBudgetMaxUsd')}
          />
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <TagInput
            label="Languages"
            hint="Two-letter codes of the languages you bid in, e.g. en, de, es. Leave empty to bid on projects in any language."
            what="language"
            values={field.value}
            onChange={field.onChange}
            error={listError(form, 'languages')}
            maxItems={200}
            maxLength={2}
            placeholder="e.g. en"
            normalise={(text) => text.trim().toLowerCase()}
            refuse={refuseLanguage}
            describe={languageLabel}
          />
        )}
      />
    </FormSection>
  );
}

export function PricingSection({ form }: { readonly form: SettingsForm }) {
  const { errors } = form.formState;
  const period = form.watch('completionPeriod');
  return (
    <FormSection
      title="Pricing and delivery"
      description="What you ask for hourly work, the delivery time you offer and how the first milestone is set."
    >
      <Field
        label="Minimum hourly rate (USD)"
        {...USD_BOX}
        error={errors.minHourlyRateUsd?.message}
        hint="Hourly projects are never bid below this rate, nor below the client's own minimum."
        {...form.register('minHourlyRateUsd')}
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
