import { FormSection } from '@/components/ui/form-section';
import type { SessionUser } from '@/lib/session';

/** Name, email and bids as the account holds them: shown, not edited here. */
export function AccountDetails({ user }: { readonly user: SessionUser }) {
  const details = [
    ['Name', user.name],
    ['Email', user.email],
    ['Available Bids', user.unlimitedBids ? 'Unlimited' : String(user.availableBids)],
  ] as const;
  return (
    <FormSection title="Account">
      <dl className="grid gap-5 md:grid-cols-3">
        {details.map(([term, value]) => (
          <div key={term} className="min-w-0 rounded-md bg-slate-50 px-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            {/* Wrapped, never cut: a long e-mail is read whole on a phone and by keyboard, with no hover to reveal it. */}
            <dd className="mt-1 text-base font-semibold wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}
