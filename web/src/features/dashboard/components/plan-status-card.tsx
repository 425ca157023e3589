import { Link } from 'react-router-dom';
import { formatPlanDate } from '@core/domain/plans/plan-date';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { SessionUser } from '@/lib/session';
import { DefinitionRow } from './definition-row';
import { PlanExpiryBanner } from '@/components/plan/plan-expiry-banner';
import { paths } from '@/config/paths';

export const NO_ACTIVE_PLAN = 'No Active Plan';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const dateOrDash = (iso: string | null): string => (iso === null ? '—' : formatPlanDate(new Date(iso)));

type PlanFields = Pick<
  SessionUser,
  'planStatus' | 'currentPlan' | 'billingPeriod' | 'planPurchaseDate' | 'planExpirationDate'
>;

/** Current Plan Status: the plan's status, name, billing period and purchase date. */
export function PlanStatusCard({ user, now }: { readonly user: PlanFields; readonly now: Date }) {
  const active = user.planStatus === 'active';
  return (
    <Card>
      <CardTitle>Current Plan Status</CardTitle>
      <dl className="mt-3 divide-y divide-slate-100">
        <DefinitionRow label="Plan Status">
          <Badge tone={active ? 'green' : 'red'}>{active ? 'Active' : NO_ACTIVE_PLAN}</Badge>
        </DefinitionRow>
        <DefinitionRow label="Current Plan">
          {user.currentPlan === null ? 'None' : capitalised(user.currentPlan)}
        </DefinitionRow>
        <DefinitionRow label="Billing Period">
          {user.billingPeriod === null ? '—' : capitalised(user.billingPeriod)}
        </DefinitionRow>
        <DefinitionRow label="Purchase Date">{dateOrDash(user.planPurchaseDate)}</DefinitionRow>
      </dl>
      {user.planStatus !== 'none' && user.planExpirationDate !== null ? (
        <div className="mt-3">
          <PlanExpiryBanner expiry={new Date(user.planExpirationDate)} now={now} />
        </div>
      ) : null}
      {active ? null : (
        <Link to={paths.pricing} className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>
          View Plans
        </Link>
      )}
    </Card>
  );
}
