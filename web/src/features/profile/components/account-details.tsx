import { Field } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import type { SessionUser } from '../../../lib/session';

/** Name, email and bids as the account holds them: shown, not edited here. */
export function AccountDetails({ user }: { readonly user: SessionUser }) {
  return (
    <FormSection title="Account">
      <div className="grid gap-5 md:grid-cols-3">
        <Field label="Name" value={user.name} readOnly />
        <Field label="Email" type="email" value={user.email} readOnly />
        <Field label="Available Bids" value={user.unlimitedBids ? 'Unlimited' : String(user.availableBids)} readOnly />
      </div>
    </FormSection>
  );
}
