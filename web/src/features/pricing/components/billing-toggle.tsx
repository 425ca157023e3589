import { ANNUAL_SAVING_LABEL } from '@/lib/pricing-display';
import type { BillingPeriod } from '@core/domain/users/user';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { PERIOD_LABEL } from './plan-display';

const PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/** Monthly or Annual prices; the annual choice carries its saving. */
export function BillingToggle({
  value,
  onChange,
}: {
  readonly value: BillingPeriod;
  readonly onChange: (period: BillingPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex rounded-full border border-slate-200 bg-slate-100 p-1"
    >
      {PERIODS.map((period) => {
        const selected = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(period)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              focusRing,
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {PERIOD_LABEL[period]}
            {period === 'annual' ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {ANNUAL_SAVING_LABEL}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
