import { bidStatusDistribution } from '@core/domain/health/bid-status-distribution';
import { Card, CardTitle } from '@/components/ui/card';
import type { AdminStats } from '../api/get-admin-stats';

const BARS = [
  { key: 'successful', label: 'Successful', colour: 'bg-green-600' },
  { key: 'submitted', label: 'Submitted', colour: 'bg-blue-600' },
  { key: 'failed', label: 'Failed', colour: 'bg-red-600' },
] as const;

/** The spec's three bars; rejected and pending bids count in the denominator, as the server's stats do. */
export function BidStatusDistribution({ bids }: { readonly bids: AdminStats['bids'] }) {
  const shares = bidStatusDistribution({
    successful: bids.successful,
    submitted: bids.submitted,
    failed: bids.failed,
    total: bids.total,
  });
  return (
    <Card>
      <CardTitle>Bid Status Distribution</CardTitle>
      <ul className="mt-4 space-y-4">
        {BARS.map(({ key, label, colour }) => (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="tabular-nums text-slate-900">
                <span className="sr-only">{bids[key]} bids, </span>
                <span data-testid={`share-${key}`}>{shares[key].label}</span>
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-slate-100">
              <div className={`h-full rounded-full ${colour}`} style={{ width: `${shares[key].percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
