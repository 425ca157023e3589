import type { PlanResponse } from '@contract/pricing';
import { planCardButton } from '@/lib/plan-banner';
import type { BillingPeriod } from '@core/domain/users/user';
import type { SessionUser } from '@/lib/session';
import { PlanCard, PlanCardSkeleton } from './plan-card';

export interface PlanGridProps {
  /** Undefined while loading. */
  readonly plans: readonly PlanResponse[] | undefined;
  readonly period: BillingPeriod;
  readonly currency: string;
  readonly rate: number;
  readonly user: SessionUser | null;
  readonly onChoose: (plan: PlanResponse) => void;
}

const grid = 'mx-auto grid max-w-6xl gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-6';

export function PlanGrid({ plans, period, currency, rate, user, onChoose }: PlanGridProps) {
  if (plans === undefined) {
    return (
      <div className={grid}>
        <p role="status" className="sr-only">
          Loading plans
        </p>
        {[0, 1, 2].map((n) => (
          <PlanCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (plans.length === 0) {
    return (
      <p
        role="status"
        className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700"
      >
        Plans are not available right now. Please refresh the page in a moment.
      </p>
    );
  }
  return (
    <div className={grid}>
      {plans.map((plan) => (
        <PlanCard
          key={plan._id}
          plan={plan}
          period={period}
          currency={currency}
          rate={rate}
          button={planCardButton({ planSlug: plan.slug, user, togglePeriod: period })}
          onChoose={() => onChoose(plan)}
        />
      ))}
    </div>
  );
}
