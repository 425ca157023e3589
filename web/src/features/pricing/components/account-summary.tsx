import { BadgeCheck, Coins } from 'lucide-react';
import type { PlanResponse } from '@contract/pricing';
import { formatPlanDate } from '@core/domain/plans/plan-date';
import { scheduledChangeText } from '@/components/plan/scheduled-change';
import { cn } from '@/components/ui/cn';
import type { SessionUser } from '@/lib/session';
import { PERIOD_LABEL } from './plan-display';

const titleCase = (slug: string): string => slug.charAt(0).toUpperCase() + slug.slice(1);

/** The current-plan banner, shown while the user's plan is active, with the change scheduled for its end if one is. */
function CurrentPlanBanner({ user, plans }: { readonly user: SessionUser; readonly plans: readonly PlanResponse[] }) {
  if (user.planStatus !== 'active' || user.currentPlan === null) return null;
  const name = plans.find((plan) => plan.slug === user.currentPlan)?.name ?? titleCase(user.currentPlan);
  const expiry = user.planExpirationDate === null ? null : new Date(user.planExpirationDate);
  const change = scheduledChangeText(user);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
    >
      <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="text-sm">
        <span className="font-semibold">Current plan: {name}</span> ({PERIOD_LABEL[user.billingPeriod ?? 'monthly']})
        {expiry === null || change !== null ? null : (
          <span className="block sm:inline sm:before:content-['_·_']">Expires on {formatPlanDate(expiry)}</span>
        )}
        {change === null ? null : (
          <span className="block font-medium sm:inline sm:before:content-['_·_']">{change}</span>
        )}
      </p>
    </div>
  );
}

/** 'Available bids: N', red with '(No bids remaining)' at zero; an unlimited plan counts none. */
export function AvailableBids({ user }: { readonly user: SessionUser }) {
  const none = !user.unlimitedBids && user.availableBids === 0;
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium', none ? 'text-red-700' : 'text-slate-700')}>
      <Coins aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        Available bids: {user.unlimitedBids ? 'Unlimited' : user.availableBids.toLocaleString('en-US')}
        {none ? ' (No bids remaining)' : null}
      </span>
    </p>
  );
}

/** What a signed-in visitor already has: the plan in force and the bids left. */
export function AccountSummary({
  user,
  plans,
}: {
  readonly user: SessionUser;
  readonly plans: readonly PlanResponse[];
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-3">
      <CurrentPlanBanner user={user} plans={plans} />
      <AvailableBids user={user} />
    </div>
  );
}
