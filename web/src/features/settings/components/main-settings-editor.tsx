import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { autobiddingShownActive } from '@/lib/autobidding';
import type { BiddingSettings } from '@/lib/bidding-settings';
import { SETTINGS_SCREEN_FIELDS, settingsFormSchema, toSettingsFormValues } from '@/lib/bidding-settings-form';
import type { SessionUser } from '@/lib/session';
import { useSaveSettings } from '../api/save-settings';
import { useOpenedDirectly } from '../hooks/use-opened-directly';
import { useReportDirty } from '../hooks/use-report-dirty';
import { ClientScreeningSection, FitAndReviewSection } from './client-review-sections';
import { MatchingSection, PricingSection } from './matching-sections';
import { SaveBar, unsavedScrollMargin } from './save-bar';
import { WhatIfPreview } from './what-if-preview';
import { BasicSettingsSection, LimitsSection, ProfileVerificationSection, SkillsSection } from './settings-sections';
import { paths } from '@/config/paths';

const schema = settingsFormSchema(SETTINGS_SCREEN_FIELDS);

/** Cancel goes back; opened directly (no page before it in the app), back means the dashboard. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const openedDirectly = useOpenedDirectly();
  return () => void (openedDirectly ? navigate(paths.dashboard) : navigate(-1));
}

/** The main profile: the bidding settings themselves, every section, saved with PUT /api/bidding/settings as before profiles existed. */
export function SettingsEditor({
  settings,
  user,
  onDirtyChange,
}: {
  readonly settings: BiddingSettings;
  readonly user: SessionUser;
  readonly onDirtyChange?: (dirty: boolean) => void;
}) {
  const form: SettingsForm = useForm({
    defaultValues: toSettingsFormValues(settings, user),
    resolver: zodResolver(schema),
  });
  useReportDirty(form, onDirtyChange);
  const save = useSaveSettings({ onSaved: (saved) => form.reset(toSettingsFormValues(saved, user)) });
  const goBack = useGoBack();
  const hasBids = autobiddingShownActive(true, user);
  const { isDirty } = form.formState;

  // Bids can run out while the screen is open (refresh, live events): the switch follows.
  useEffect(() => {
    if (!hasBids && form.getValues('isActive')) form.setValue('isActive', false);
  }, [hasBids, form]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      className={cn('space-y-6', unsavedScrollMargin(isDirty))}
    >
      <BasicSettingsSection form={form} hasBids={hasBids} pause={settings.autobidPause} />
      <LimitsSection form={form} />
      <ProfileVerificationSection form={form} />
      <SkillsSection skills={settings.skills} />
      <MatchingSection form={form} />
      <PricingSection form={form} />
      <ClientScreeningSection form={form} blockedClientIds={settings.blockedClientIds} />
      <FitAndReviewSection form={form} />
      <WhatIfPreview form={form} />
      <SaveBar dirty={isDirty}>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={goBack}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </SaveBar>
    </form>
  );
}
