import { CalendarClock, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlanResponse } from '@contract/pricing';
import { PlanExpiryBanner } from '@/components/plan/plan-expiry-banner';
import { scheduledChangeText } from '@/components/plan/scheduled-change';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { SessionUser } from '@/lib/session';
import { dateOrDash, periodLabel, planName } from './payment-display';
import { paths } from '@/config/paths';

export const NO_ACTIVE_PLAN = 'No Active Plan';

type PlanUser = Pick<
  SessionUser,
  | 'planStatus'
  | 'currentPlan'
  | 'billingPeriod'
  | 'planPurchaseDate'
  | 'planExpirationDate'
  | 'availableBids'
  | 'planBids'
  | 'extraBids'
  | 'unlimitedBids'
  | 'scheduledPlan'
>;

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The bids the user holds: all of them, and how many are extra, outside the plan (never expire).
 * Extra is add-on packs, an admin's grants and an upgraded plan's bids kept together, and the
 * user's balance does not tell them apart: calling them all "add-on" named a grant a purchase.
 */
function AvailableBids({ user }: { readonly user: PlanUser }) {
  if (user.unlimitedBids) {
    return (
      <>
        Unlimited{' '}
        {user.extraBids > 0 ? (
          <span className="block text-xs font-normal text-slate-600">
            {user.extraBids.toLocaleString('en-US')} extra bids kept for later
          </span>
        ) : null}
      </>
    );
  }
  return (
    <>
      {user.availableBids.toLocaleString('en-US')}{' '}
      {user.extraBids > 0 ? (
        <span className="block text-xs font-normal text-slate-600">
          {user.planBids.toLocaleString('en-US')} plan + {user.extraBids.toLocaleString('en-US')} extra
        </span>
      ) : null}
    </>
  );
}

/**
 * The user's plan: its name, status, billing period, dates and bids, with the expiry banner. With
 * no active plan it says so and leads to the pricing page; an expired plan still shows what it was.
 */
export function CurrentPlanCard({
  user,
  plans,
  now,
}: {
  readonly user: PlanUser;
  readonly plans: readonly PlanResponse[];
  readonly now: Date;
}) {
  const active = user.planStatus === 'active' && user.currentPlan !== null;
  const name = user.currentPlan === null ? null : planName(user.currentPlan, plans);
  const showsBanner = user.planStatus !== 'none' && user.planExpirationDate !== null;
  const change = scheduledChangeText(user);

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="rounded-lg bg-blue-50 p-2 text-blue-700">
            <CreditCard aria-hidden="true" className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <CardTitle>Current Plan</CardTitle>
            <p className="break-words text-2xl font-bold text-slate-900">{active ? name : NO_ACTIVE_PLAN}</p>
          </div>
        </div>
        {active ? (
          <Badge tone="green">Active</Badge>
        ) : user.planStatus === 'expired' ? (
          <Badge tone="red">Expired</Badge>
        ) : null}
      </div>

      {!active && user.planStatus === 'expired' && name !== null ? (
        <p className="mt-3 text-sm text-slate-700">
          Your {name} plan ({periodLabel(user.billingPeriod)}) has ended. Choose a plan to start autobidding again.
        </p>
      ) : null}
      {!active && user.planStatus !== 'expired' ? (
        <p className="mt-3 text-sm text-slate-700">Choose a plan to get bids every month and start autobidding.</p>
      ) : null}

      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {active ? (
          <>
            <Row label="Billing Period">{periodLabel(user.billingPeriod)}</Row>
            <Row label="Purchased On">{dateOrDash(user.planPurchaseDate)}</Row>
            <Row label="Expires On">{dateOrDash(user.planExpirationDate)}</Row>
          </>
        ) : null}
        <Row label="Available Bids">
          <AvailableBids user={user} />
        </Row>
      </dl>

      {showsBanner && user.planExpirationDate !== null ? (
        <div className="mt-4">
          <PlanExpiryBanner expiry={new Date(user.planExpirationDate)} now={now} />
        </div>
      ) : null}
      {active && change !== null ? (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{change}</span>: your plan and its bids stay until then.
          </span>
        </p>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {active ? (
          <Link to={paths.pricing} className={buttonClasses('secondary')}>
            Change Plan
          </Link>
        ) : (
          <Link to={paths.pricing} className={buttonClasses('primary')}>
            Choose a Plan
          </Link>
        )}
        {active ? (
          <p className="text-xs text-slate-600">
            Plan bids are used first; extra bids, such as add-on packs, never expire.
          </p>
        ) : null}
      </div>
    </Card>
  );
}
