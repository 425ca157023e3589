import { errorMessageForTable, proposalPreview, showsBidReason } from '../../../../../core/domain/bidding/bid-log-format';
import { formatBidAmount } from '../../../lib/money';
import { formatSubmittedAt, reasonTone, type BidLog } from './bid-log-display';
import { BidStatusBadge } from './bid-status-badge';
import { ViewProjectLink } from './view-project-link';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-4 py-3 align-top text-sm text-slate-800';
const REASON_TEXT = { red: 'text-red-700', amber: 'text-amber-800' } as const;

/**
 * Large screens: a table; the proposal's first 120 characters join on extra-large ones, and a
 * failed or held bid's reason is cut to 80.
 */
export function BidLogTable({ logs }: { readonly logs: readonly BidLog[] }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full table-auto">
        <caption className="sr-only">Bid logs</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Project
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Amount
            </th>
            <th scope="col" className={th}>
              Submitted
            </th>
            <th scope="col" className={`${th} hidden xl:table-cell`}>
              Proposal
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Link</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {logs.map((log) => (
            <tr key={log._id}>
              <td className={td}>
                <p className="font-medium text-slate-900">{log.projectTitle}</p>
                <p className="text-xs text-slate-500">ID: {log.projectId}</p>
                {showsBidReason(log.status) && log.errorMessage ? <p className={`mt-1 text-xs ${REASON_TEXT[reasonTone(log.status)]}`}>{errorMessageForTable(log.errorMessage)}</p> : null}
              </td>
              <td className={td}>
                <BidStatusBadge status={log.status} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatBidAmount(log.bidAmount, log.currency)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatSubmittedAt(log.submittedAt)}</td>
              <td className={`${td} hidden max-w-sm text-slate-600 xl:table-cell`}>{proposalPreview(log.proposal)}</td>
              <td className={td}>
                <ViewProjectLink url={log.projectUrl} title={log.projectTitle} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
