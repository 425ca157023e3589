import { useId } from 'react';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { FormSection } from '@/components/ui/form-section';
import { useUnblockClient } from '@/lib/blocked-clients';
import { PRODUCT } from '@core/domain/config';
import type { ReviewMode } from '@core/domain/bidding/settings';
import { CodeListField } from './list-settings';
import { NumberSetting, USD_AMOUNT, ZERO_TO_HUNDRED } from './number-setting';

/** The blocked clients, each unblocked at once (not with Save), so a block made on a bid meanwhile is never undone. */
function BlockedClients({ clientIds }: { readonly clientIds: readonly string[] }) {
  const unblock = useUnblockClient();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        Blocked clients
      </h3>
      {clientIds.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No blocked clients. To block one, open a bid and choose Never bid for this client.
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {clientIds.map((clientId) => (
            <li key={clientId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-800">
              <span>
                {PRODUCT.host} client <span className="font-mono">#{clientId}</span>
              </span>
              <Button
                variant="secondary"
                className="px-3 py-1"
                aria-label={`Unblock client ${clientId}`}
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(clientId)}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ClientScreeningSection({
  form,
  blockedClientIds,
}: {
  readonly form: SettingsForm;
  readonly blockedClientIds: readonly string[];
}) {
  return (
    <FormSection
      title="Client screening"
      description={`Skip clients who are unlikely to pay or hire. A client ${PRODUCT.host} says nothing about is never skipped for it.`}
    >
      <CheckboxField
        label="Only clients with a verified payment method"
        description={`Skip clients who have not verified how they pay on ${PRODUCT.host}.`}
        {...form.register('requirePaymentVerified')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <NumberSetting
          form={form}
          name="minClientRating"
          label="Minimum client rating"
          min={0}
          max={5}
          step={0.1}
          inputMode="decimal"
          hint="From 0 to 5 stars, as freelancers rated the client. 0 turns this off."
        />
        <NumberSetting
          form={form}
          name="minClientReviews"
          label="Minimum client reviews"
          min={0}
          step={1}
          inputMode="numeric"
          hint="Reviews freelancers left for the client. 0 also bids for new clients."
        />
      </div>
      <CodeListField
        form={form}
        name="blockedCountries"
        label="Blocked countries"
        hint="Two-letter codes of countries whose clients you never bid for, e.g. US, IN."
      />
      <BlockedClients clientIds={blockedClientIds} />
    </FormSection>
  );
}

const REVIEW_MODE_OPTIONS: readonly {
  readonly value: ReviewMode;
  readonly label: string;
  readonly description: string;
}[] = [
  { value: 'auto', label: 'Bid automatically', description: 'Every matching project gets its bid at once.' },
  {
    value: 'review_all',
    label: 'Review every bid',
    description: 'Each bid waits as a draft until you approve, edit or reject it.',
  },
  {
    value: 'hold_risky',
    label: 'Hold risky bids',
    description: 'Bids go out at once, except the ones the rules below hold for your approval.',
  },
];

function ReviewModeField({ form }: { readonly form: SettingsForm }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Review mode</legend>
      <div className="mt-2 space-y-2">
        {REVIEW_MODE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-blue-500 has-[:checked]:bg-blue-50"
          >
            <input
              type="radio"
              value={option.value}
              className={cn('mt-0.5 h-4 w-4 shrink-0 accent-blue-600', focusRing)}
              {...form.register('reviewMode')}
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function HoldRules({ form }: { readonly form: SettingsForm }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Hold a bid for review when</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberSetting
          form={form}
          name="holdBelowFitScore"
          label="Fit score is below"
          {...ZERO_TO_HUNDRED}
          hint="0 to 100; 0 holds none for their score."
        />
        <NumberSetting
          form={form}
          name="holdAboveAmountUsd"
          label="Bid is over (USD)"
          {...USD_AMOUNT}
          hint="Leave empty to hold none for their amount."
        />
      </div>
      <CheckboxField
        label="The proposal check warns about it"
        description="For example a proposal that names a price or delivery time different from the bid."
        {...form.register('holdOnGuardWarning')}
      />
      <CheckboxField
        label="It is the first bid to a client in a new country"
        description="A country you have never bid into before."
        {...form.register('holdNewClientCountry')}
      />
    </fieldset>
  );
}

export function FitAndReviewSection({ form }: { readonly form: SettingsForm }) {
  const mode = form.watch('reviewMode');
  return (
    <FormSection
      title="Fit and review"
      description="How good a match must be to bid, and which bids wait for your approval before they go out."
    >
      <NumberSetting
        form={form}
        name="minFitScore"
        label="Minimum fit score"
        {...ZERO_TO_HUNDRED}
        hint="0 to 100, from your skills, the budget against your rates, the competition and the client. Projects scoring lower are skipped; 0 skips none."
      />
      <ReviewModeField form={form} />
      {mode === 'hold_risky' ? <HoldRules form={form} /> : null}
      {mode === 'auto' ? null : (
        <NumberSetting
          form={form}
          name="draftExpiryMinutes"
          label="Drafts expire after (minutes)"
          min={5}
          max={1440}
          step={1}
          inputMode="numeric"
          hint="From 5 to 1440. A late bid is worth little, so a draft nobody approved in time is dropped and you are told."
        />
      )}
    </FormSection>
  );
}
