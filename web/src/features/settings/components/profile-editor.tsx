import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-error';
import type { BiddingSettings } from '@/lib/bidding-settings';
import {
  profileFormSchema,
  toSettingsFormValues,
  type SettingsFormValues,
  type SettingsPayload,
} from '@/lib/bidding-settings-form';
import type { SessionUser } from '@/lib/session';
import type { SearchProfile } from '../api/get-profiles';
import { useReportDirty } from '../hooks/use-report-dirty';
import { useUpdateProfile } from '../api/update-profile';
import { MatchingSection, PricingSection } from './matching-sections';
import { FitAndReviewSection } from './client-review-sections';
import { SaveBar, unsavedScrollMargin } from './save-bar';
import { WhatIfPreview } from './what-if-preview';
import {
  AccountSettingsNote,
  ProfilePromptSection,
  ProfileSearchSection,
  ProfileSkillsSection,
} from './profile-sections';

export const PROFILE_SAVED = 'Profile saved';
export const PROFILE_SAVE_FAILED = 'Failed to save the profile';

const schema = profileFormSchema();

/**
 * The profile's rules shown in the settings' own form: the account's settings with the profile's
 * rules over them, as the engine bids by them. Only the rules are ever sent back.
 */
const profileFormValues = (settings: BiddingSettings, profile: SearchProfile, user: SessionUser): SettingsFormValues =>
  toSettingsFormValues({ ...settings, ...profile.rules }, user);

/**
 * The form of a profile beside the main one: the same sections as the settings, limited to the
 * rules a profile has, saved with PUT /api/bidding/profiles/:id.
 */
export interface ProfileEditorProps {
  readonly profile: SearchProfile;
  readonly settings: BiddingSettings;
  readonly user: SessionUser;
  readonly onOpenMain: () => void;
  readonly onDirtyChange?: (dirty: boolean) => void;
  /** Save or Preview found the profile deleted by another tab or device. */
  readonly onDeleted: () => void;
}

export function ProfileEditor({ profile, settings, user, onOpenMain, onDirtyChange, onDeleted }: ProfileEditorProps) {
  // The profile contract checks exactly what the settings contract checks for these fields, so the form can hold either answer.
  const form: SettingsForm = useForm({
    defaultValues: profileFormValues(settings, profile, user),
    resolver: zodResolver(schema) as unknown as Resolver<SettingsFormValues, unknown, SettingsPayload>,
  });
  useReportDirty(form, onDirtyChange);
  const { isDirty } = form.formState;
  const save = useUpdateProfile({
    onSaved: (saved, message) => {
      form.reset(profileFormValues(settings, saved, user));
      toast.success(message === '' ? PROFILE_SAVED : message);
    },
    onFailed: (error) => toast.error(errorMessage(error, PROFILE_SAVE_FAILED)),
    onDeletedElsewhere: onDeleted,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((changes) => save.mutate({ id: profile.id, changes }))}
      className={cn('space-y-6', unsavedScrollMargin(isDirty))}
    >
      <AccountSettingsNote onOpenMain={onOpenMain} />
      <ProfileSearchSection form={form} />
      <ProfileSkillsSection form={form} />
      <MatchingSection form={form} />
      <PricingSection form={form} />
      <FitAndReviewSection form={form} />
      <ProfilePromptSection form={form} />
      <WhatIfPreview form={form} profileId={profile.id} onProfileDeleted={onDeleted} />
      <SaveBar dirty={isDirty}>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          Discard changes
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </SaveBar>
    </form>
  );
}
