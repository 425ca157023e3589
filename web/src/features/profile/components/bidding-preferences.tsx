import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  BidAmountFields,
  BiddingSelect,
  ScheduleFields,
  type SettingsForm,
} from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import type { BiddingSettings } from '@/lib/bidding-settings';
import { PROFILE_PREFERENCE_FIELDS, settingsFormSchema, toSettingsFormValues } from '@/lib/bidding-settings-form';
import type { SessionUser } from '@/lib/session';
import { useSavePreferences } from '../api/save-preferences';
import { SkillsEditor } from './skills-editor';

const schema = settingsFormSchema(PROFILE_PREFERENCE_FIELDS);

export interface BiddingPreferencesProps {
  readonly settings: BiddingSettings;
  readonly user: SessionUser;
}

/** The skills editor and the Bidding Preferences: one form, saved with Save Preferences, undone with Cancel. */
export function BiddingPreferences({ settings, user }: BiddingPreferencesProps) {
  const form: SettingsForm = useForm({
    defaultValues: toSettingsFormValues(settings, user),
    resolver: zodResolver(schema),
  });
  const save = useSavePreferences({ onSaved: (saved) => form.reset(toSettingsFormValues(saved, user)) });

  // Skills sync saves on the server and updates the cached settings: the synced skills become the
  // form's saved value, and the user's other unsaved edits stay.
  useEffect(() => form.resetField('skills', { defaultValue: [...settings.skills] }), [settings.skills, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit((payload) => save.mutate(payload))} className="space-y-6">
      <FormSection title="Skills" description="Projects that need at least one of these skills get a bid.">
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => <SkillsEditor skills={field.value} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection title="Bidding Preferences">
        <div className="grid gap-5 md:grid-cols-2">
          <BiddingSelect form={form} name="timeInterval" />
          <BiddingSelect form={form} name="bidOnHourlyProjects" />
          <BiddingSelect form={form} name="maxBidsThreshold" />
          <BiddingSelect form={form} name="timeLimit" />
          <BiddingSelect form={form} name="bidsLimit" />
        </div>
        <BidAmountFields form={form} />
        <ScheduleFields form={form} fixedTimeZone={settings.timezone} />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => form.reset()} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
