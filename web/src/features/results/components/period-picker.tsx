import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { FUNNEL_WINDOWS, type FunnelWindow } from '../api/get-funnel';

/** 7, 30 or 90 days as links that keep the rest of the address, so the period is in the URL and the back button. */
export function PeriodPicker({ current }: { readonly current: FunnelWindow }) {
  const [params] = useSearchParams();
  const linkTo = (days: FunnelWindow) => {
    const next = new URLSearchParams(params);
    next.set('days', String(days));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Period" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {FUNNEL_WINDOWS.map((days) => (
        <Link
          key={days}
          to={linkTo(days)}
          aria-current={days === current ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1',
            days === current ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {days} days
        </Link>
      ))}
    </nav>
  );
}
