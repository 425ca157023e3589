import { bidReasonTone, errorMessageForCard, showsBidReason } from '@/lib/bid-log-format';
import { Fact } from '@/components/ui/fact';
import { BidAmount } from '@/components/ui/bid-amount';
import { formatDateTime } from '@/lib/date-format';
import { cardDateLabel, type BidLog } from './bid-log-display';
import { BidStatusBadge } from '@/components/ui/status-badge';
import { BidDetailLink } from '@/components/bid-detail/bid-detail-link';
import { ViewProjectLink } from './view-project-link';

const REASON_BOX = {
  red: 'bg-red-50 text-red-800',
  amber: 'bg-amber-50 text-amber-900',
  grey: 'bg-slate-50 text-slate-700',
} as const;

/** Small screens: one card per bid; a failed, held or declined bid shows its reason cut to 60 characters, and Details shows it all. */
export function BidLogCards({ logs }: { readonly logs: readonly BidLog[] }) {
  return (
    <ul className="space-y-4 lg:hidden" aria-label="Bid logs">
      {logs.map((log) => (
        <li key={log._id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{log.projectTitle}</h2>
            <BidStatusBadge status={log.status} />
          </div>
          <p className="mt-1 text-xs text-slate-500">Project ID: {log.projectId}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <Fact label="Amount">
              <BidAmount amount={log.bidAmount} currency={log.currency} projectType={log.projectType} />
            </Fact>
            <Fact label={cardDateLabel(log.status)}>{formatDateTime(log.submittedAt)}</Fact>
          </dl>
          {showsBidReason(log.status) && log.errorMessage ? (
            <p className={`mt-3 break-words rounded px-2 py-1 text-sm ${REASON_BOX[bidReasonTone(log.status)]}`}>
              {errorMessageForCard(log.errorMessage)}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            <BidDetailLink bidId={log._id} title={log.projectTitle} />
            <ViewProjectLink url={log.projectUrl} title={log.projectTitle} />
          </div>
        </li>
      ))}
    </ul>
  );
}
