import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  BidAmountFields,
  BiddingSelect,
  ScheduleFields,
  type SettingsForm,
} from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { inputClasses } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { TagInput } from '@/components/ui/tag-input';
import { SelectField } from '@/components/ui/select-field';
import { PROPOSAL_LENGTH_HINT, PROPOSAL_LENGTH_OPTIONS } from '@/lib/proposal-length';
import { PROMPT_PLACEHOLDERS } from '@core/domain/bidding/default-prompt';
import { CUSTOM_PROMPT_MAX_LENGTH } from '@core/domain/bidding/settings';
import { MAX_SKILL_LENGTH, MAX_SKILLS } from '@core/use-cases/bidding/skills';

/** Says which settings a profile does not have: the account's, shown with the main profile only. */
export function AccountSettingsNote({ onOpenMain }: { readonly onOpenMain: () => void }) {
  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Autobidding on or off, the time interval, the daily bids limit, profile verification and client screening
          apply to every profile. Set them on the main profile.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={onOpenMain}>
          Open main profile
        </Button>
      </div>
    </Card>
  );
}

/** The profile's own search: project types, competition, age, delivery, the bid amount and the schedule. */
export function ProfileSearchSection({ form }: { readonly form: SettingsForm }) {
  return (
    <FormSection title="Search and bid" description="Which projects this profile looks at, and what it bids.">
      <div className="grid gap-5 md:grid-cols-2">
        <BiddingSelect form={form} name="bidOnHourlyProjects" />
        <BiddingSelect form={form} name="completionPeriod" />
        <BiddingSelect form={form} name="maxBidsThreshold" />
        <BiddingSelect form={form} name="timeLimit" />
      </div>
      <BidAmountFields form={form} />
      <ScheduleFields form={form} />
    </FormSection>
  );
}

/** A profile's skills are its own list (the main profile's come from the Freelancer profile). */
export function ProfileSkillsSection({ form }: { readonly form: SettingsForm }) {
  return (
    <FormSection title="Skills" description="Projects that need these skills are searched for this profile.">
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagInput
            label="Profile skills"
            hint="e.g. Laravel, PHP, REST API."
            what="skill"
            values={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            maxItems={MAX_SKILLS}
            maxLength={MAX_SKILL_LENGTH}
            placeholder="Type a skill and press Enter"
          />
        )}
      />
    </FormSection>
  );
}

export function ProfilePromptSection({ form }: { readonly form: SettingsForm }) {
  const promptId = useId();
  const used = form.watch('useCustomPrompt');
  const error = form.formState.errors.customPrompt?.message;
  return (
    <FormSection
      title="Proposal prompt"
      description="The instructions the proposal writer follows for this profile's bids."
    >
      <CheckboxField
        label="Use a custom prompt for this profile"
        description="Otherwise the default proposal prompt is used."
        {...form.register('useCustomPrompt')}
      />
      {used ? (
        <div>
          <label htmlFor={promptId} className="mb-1 block text-sm font-medium text-slate-700">
            Custom prompt
          </label>
          <textarea
            id={promptId}
            rows={8}
            maxLength={CUSTOM_PROMPT_MAX_LENGTH}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={`${promptId}-hint${error === undefined ? '' : ` ${promptId}-error`}`}
            className={inputClasses(error !== undefined, 'font-mono')}
            {...form.register('customPrompt')}
          />
          {error === undefined ? null : (
            <p id={`${promptId}-error`} className="mt-1 text-sm text-red-600">
              {error}
            </p>
          )}
          <p id={`${promptId}-hint`} className="mt-1 text-sm text-slate-500">
            Written as on the Custom Prompt screen, with the same placeholders, e.g. {PROMPT_PLACEHOLDERS[0]}.
          </p>
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="proposalLength"
        render={({ field, fieldState }) => (
          <SelectField
            label="Proposal length"
            hint={PROPOSAL_LENGTH_HINT}
            options={PROPOSAL_LENGTH_OPTIONS}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
    </FormSection>
  );
}
