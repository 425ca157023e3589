import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useFunnel, windowFromSearch } from '../api/get-funnel';
import { FunnelReport } from './funnel-report';
import { PeriodPicker } from './period-picker';

/** /results: the signed-in user's funnel over the period the address names (7, 30 or 90 days). */
export function ResultsView() {
  const [params] = useSearchParams();
  const days = windowFromSearch(params.get('days'));
  const funnel = useFunnel(days);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            <BarChart3 aria-hidden="true" className="h-7 w-7 text-blue-600" />
            Results
          </h1>
          <p className="mt-1 text-slate-600">
            What your bids became over the last {days} days: from projects scanned to projects won.
          </p>
        </div>
        <PeriodPicker current={days} />
      </header>
      {funnel.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading your results" />
        </div>
      ) : funnel.isError ? (
        <LoadFailed text="Your results could not be loaded." onRetry={() => void funnel.refetch()} />
      ) : (
        <FunnelReport funnel={funnel.data} />
      )}
    </div>
  );
}
