import { Check, CircleCheck, Star } from 'lucide-react';
import type { PlanResponse } from '@contract/pricing';
import type { PlanCardButton } from '@/lib/plan-banner';
import type { BillingPeriod } from '@core/domain/users/user';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { planBidsLine, planFeatures, planPrice } from './plan-display';

export interface PlanCardProps {
  readonly plan: PlanResponse;
  readonly period: BillingPeriod;
  readonly currency: string;
  /** Units of `currency` per 1 USD. */
  readonly rate: number;
  readonly button: PlanCardButton;
  readonly onChoose: () => void;
}

export function PlanCard({ plan, period, currency, rate, button, onChoose }: PlanCardProps) {
  const price = planPrice(plan, period, currency, rate);
  const headingId = `plan-${plan.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-blue-600 ring-2 ring-blue-600' : 'border-slate-200',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          <Star aria-hidden="true" className="h-3.5 w-3.5" />
          Most Popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 min-h-10 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price.amount}</span>
        <span className="text-sm font-medium text-slate-600">{price.per}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">{price.monthlyEquivalent}</p>
      <p className="mt-4 text-sm font-semibold text-blue-700">{planBidsLine(plan, period)}</p>
      <ul className="mt-4 flex-1 space-y-2" aria-label={`${plan.name} features`}>
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-600" />
            {feature}
          </li>
        ))}
      </ul>
      {button.disabled ? (
        <button
          type="button"
          disabled
          aria-describedby={headingId}
          className="mt-6 inline-flex w-full cursor-default items-center justify-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-semibold text-green-800"
        >
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {button.label}
        </button>
      ) : (
        <Button
          className="mt-6 w-full py-3"
          variant={plan.popular ? 'primary' : 'secondary'}
          onClick={onChoose}
          aria-describedby={headingId}
        >
          {button.label}
        </Button>
      )}
    </article>
  );
}

/** A card's outline while the plans load. */
export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="plan-skeleton"
      className="flex animate-pulse flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="h-6 w-1/3 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-2/3 rounded bg-slate-200" />
      <div className="mt-6 h-10 w-1/2 rounded bg-slate-200" />
      <div className="mt-6 space-y-3">
        {[0, 1, 2, 3, 4].map((line) => (
          <div key={line} className="h-4 rounded bg-slate-200" />
        ))}
      </div>
      <div className="mt-8 h-11 rounded bg-slate-200" />
    </div>
  );
}
