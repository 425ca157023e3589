import type { AdminBidResponse } from '../../../../../contract/admin-users';
import { BidStatusBadge } from './bid-status-badge';
import { formatBidAmount } from '../../../lib/money';
import { formatDateTime } from './format';
import { ViewProjectLink } from './project-link';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-4 py-3 align-top text-sm text-slate-800';

/** Medium screens and up: one row per bid. */
export function BidsTable({ bids, caption }: { readonly bids: readonly AdminBidResponse[]; readonly caption: string }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
      <table className="w-full table-auto">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Project
            </th>
            <th scope="col" className={th}>
              Amount
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Submitted
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Link</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bids.map((bid) => (
            <tr key={bid._id}>
              <td className={td}>
                <p className="font-medium text-slate-900">{bid.projectTitle}</p>
                <p className="text-xs text-slate-500">ID: {bid.projectId}</p>
                {bid.status === 'failed' && bid.errorMessage ? <p className="mt-1 text-xs text-red-700">{bid.errorMessage}</p> : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatBidAmount(bid.bidAmount, bid.currency)}</td>
              <td className={td}>
                <BidStatusBadge status={bid.status} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(bid.submittedAt)}</td>
              <td className={td}>
                <ViewProjectLink url={bid.projectUrl} title={bid.projectTitle} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one card per bid. */
export function BidCards({ bids, label }: { readonly bids: readonly AdminBidResponse[]; readonly label: string }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {bids.map((bid) => (
        <li key={bid._id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 break-words font-medium text-slate-900">{bid.projectTitle}</p>
            <BidStatusBadge status={bid.status} />
          </div>
          <p className="mt-1 text-xs text-slate-500">Project ID: {bid.projectId}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">Amount</dt>
              <dd className="font-medium text-slate-900">{formatBidAmount(bid.bidAmount, bid.currency)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Submitted</dt>
              <dd className="font-medium text-slate-900">{formatDateTime(bid.submittedAt)}</dd>
            </div>
          </dl>
          {bid.status === 'failed' && bid.errorMessage ? <p className="mt-3 break-words rounded bg-red-50 px-2 py-1 text-sm text-red-800">{bid.errorMessage}</p> : null}
          <div className="mt-3">
            <ViewProjectLink url={bid.projectUrl} title={bid.projectTitle} />
          </div>
        </li>
      ))}
    </ul>
  );
}
