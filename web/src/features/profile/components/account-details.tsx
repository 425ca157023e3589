import { FormSection } from '../../../components/ui/form-section';
import type { SessionUser } from '../../../lib/session';

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
            <dd className="mt-1 truncate text-base font-semibold text-slate-900" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}
