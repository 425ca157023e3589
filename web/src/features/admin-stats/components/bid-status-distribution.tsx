import { bidStatusDistribution } from '@core/domain/health/bid-status-distribution';
import { Card, CardTitle } from '@/components/ui/card';
import type { AdminStats } from '../api/get-admin-stats';

const BARS = [
  { key: 'successful', label: 'Successful', colour: 'bg-green-600' },
  { key: 'submitted', label: 'Submitted', colour: 'bg-blue-600' },
  { key: 'failed', label: 'Failed', colour: 'bg-red-600' },
  { key: 'other', label: 'Other', colour: 'bg-slate-400' },
] as const;

const capitalised = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * The spec's three bars, and Other for the bids counted in the total but in none of them (rejected,
 * pending, held…), named from the statuses the stats answer: without it the bars added up to less
 * than 100% with nothing to say why.
 */
export function BidStatusDistribution({ stats }: { readonly stats: Pick<AdminStats, 'bids' | 'bidsByStatus'> }) {
  const { bids } = stats;
  const shares = bidStatusDistribution(bids, stats.bidsByStatus);
  const counts = {
    successful: bids.successful,
    submitted: bids.submitted,
    failed: bids.failed,
    other: shares.other.count,
  };
  const others = shares.other.statuses;
  return (
    <Card>
      <CardTitle>Bid Status Distribution</CardTitle>
      <ul className="mt-4 space-y-4">
        {BARS.map(({ key, label, colour }) => (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="tabular-nums text-slate-900">
                <span className="sr-only">{counts[key]} bids, </span>
                <span data-testid={`share-${key}`}>{shares[key].label}</span>
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-slate-100">
              <div className={`h-full rounded-full ${colour}`} style={{ width: `${shares[key].percent}%` }} />
            </div>
            {key === 'other' && others.length > 0 ? (
              <p className="mt-1 text-xs text-slate-500" data-testid="other-statuses">
                {others
                  .map(({ status, count }) => `${capitalised(status)} ${count.toLocaleString('en-US')}`)
                  .join(' · ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
