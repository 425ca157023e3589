import { ShieldCheck } from 'lucide-react';
import { usePlans } from '@/lib/catalogue';
import type { SessionUser } from '@/lib/session';
import { AddonPacks } from './addon-packs';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentHistory } from './payment-history';

/** An admin reaches this screen only by its address (their side navigation has no entry for it). */
function AdminNote() {
  return (
    <div className="flex gap-3 rounded-lg border border-purple-200 bg-purple-50 p-4 text-sm text-purple-900">
      <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p>
        As an admin you can run autobidding without a plan, so you don&apos;t need one. Your own payments, if any, are
        listed below.
      </p>
    </div>
  );
}

/** Subscription: the current plan, add-on packs bought through the same checkout, and the payment history. */
export function SubscriptionView({ user, now = new Date() }: { readonly user: SessionUser; readonly now?: Date }) {
  const plans = usePlans() ?? [];
  const planActive = user.planStatus === 'active' && user.currentPlan !== null;
  const admin = user.role === 'admin';

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Subscription</h1>
        <p className="mt-1 text-slate-600">Your plan, extra bids and payments.</p>
      </header>
      {admin ? <AdminNote /> : null}
      <CurrentPlanCard user={user} plans={plans} now={now} />
      <AddonPacks planActive={planActive || admin} />
      <PaymentHistory />
    </div>
  );
}
