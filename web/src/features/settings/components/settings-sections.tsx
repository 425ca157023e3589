import { AlertTriangle } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { AutobidPauseMessage } from '@contract/events';
import { pausedSwitchWords } from '@/components/autobid/pause-words';
import {
  BidAmountFields,
  BiddingSelect,
  ScheduleFields,
  type SettingsForm,
} from '@/components/bidding-form/bidding-fields';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { SwitchField } from '@/components/ui/switch-field';
import { PRODUCT } from '@core/domain/config';
import { paths } from '@/config/paths';

/** Forced stopped at 0 bids (the spec): "available", not "left", is true also for a new account that never had any. */
const NO_BIDS_DESCRIPTION = 'Stopped: no bids available';

/** The switch's state in words: no bids first (nothing is bid either way), then Freelancer's pause. */
const autobiddingWords = (on: boolean, hasBids: boolean, pause: AutobidPauseMessage | null): string =>
  hasBids ? (pausedSwitchWords(pause, on) ?? (on ? 'Active' : 'Stopped')) : NO_BIDS_DESCRIPTION;

export function BasicSettingsSection({
  form,
  hasBids,
  pause,
}: {
  readonly form: SettingsForm;
  readonly hasBids: boolean;
  /** Freelancer's pause in force, as the dashboard shows it. */
  readonly pause: AutobidPauseMessage | null;
}) {
  return (
    <FormSection title="Basic Settings" description="When and how much to bid.">
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <SwitchField
            label="Autobidding"
            description={autobiddingWords(field.value, hasBids, pause)}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={!hasBids}
          />
        )}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <BiddingSelect form={form} name="timeInterval" />
        <BiddingSelect form={form} name="bidOnHourlyProjects" />
        <BiddingSelect form={form} name="completionPeriod" />
      </div>
      <BidAmountFields form={form} />
      <ScheduleFields form={form} />
    </FormSection>
  );
}

export function LimitsSection({ form }: { readonly form: SettingsForm }) {
  return (
    <FormSection title="Limits & Controls" description="Which projects to skip and how many bids to place.">
      <div className="grid gap-5 md:grid-cols-3">
        <BiddingSelect form={form} name="maxBidsThreshold" />
        <BiddingSelect form={form} name="timeLimit" />
        <BiddingSelect form={form} name="bidsLimit" />
      </div>
    </FormSection>
  );
}

/** The warning that goes with the Profile Verified checkbox. */
export const PROFILE_VERIFIED_WARNING = `When checked, ${PRODUCT.name} also bids on projects over $2500 USD, which ${PRODUCT.host} accepts only from verified profiles. Check this only if your ${PRODUCT.host} profile really is verified: otherwise those bids fail, and failed bids are still charged.`;

export function ProfileVerificationSection({ form }: { readonly form: SettingsForm }) {
  return (
    <FormSection title="Profile Verification">
      <CheckboxField
        label="Profile Verified"
        description={
          <span className="flex gap-2 rounded-md bg-yellow-50 p-3 text-yellow-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{PROFILE_VERIFIED_WARNING}</span>
          </span>
        }
        {...form.register('isProfileVerified')}
      />
    </FormSection>
  );
}

export function SkillsSection({ skills }: { readonly skills: readonly string[] }) {
  return (
    <FormSection title="Skills & Keywords" description="Projects that need at least one of these skills get a bid.">
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skills configured yet.</p>
      ) : (
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="blue">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.profile} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
        Edit Skills
      </Link>
    </FormSection>
  );
}
