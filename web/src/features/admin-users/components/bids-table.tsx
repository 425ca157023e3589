import type { AdminBidResponse } from '@contract/admin-users';
import { Fact } from '@/components/ui/fact';
import { Table, Td } from '@/components/ui/table';
import { BidAmount } from '@/components/ui/bid-amount';
import { BidStatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from './format';
import { BidDetailLink } from '@/components/bid-detail/bid-detail-link';
import { ViewProjectLink } from './project-link';

const COLUMNS = ['Project', 'Amount', 'Status', 'Submitted', { label: 'Links', srOnly: true }] as const;

/** Why a failed bid was not placed (red) or why a draft was declined in review (grey), under the bid. */
const REASON_TEXT: Readonly<Record<string, string>> = { failed: 'text-red-700', declined: 'text-slate-600' };
const REASON_BOX: Readonly<Record<string, string>> = {
  failed: 'bg-red-50 text-red-800',
  declined: 'bg-slate-50 text-slate-700',
};

/** Medium screens and up: one row per bid. */
export function BidsTable({
  bids,
  caption,
  userId,
}: {
  readonly bids: readonly AdminBidResponse[];
  readonly caption: string;
  readonly userId: string;
}) {
  return (
    <Table caption={caption} columns={COLUMNS} className="hidden md:block">
      {bids.map((bid) => (
        <tr key={bid._id}>
          <Td>
            <p className="font-medium text-slate-900">{bid.projectTitle}</p>
            <p className="text-xs text-slate-500">ID: {bid.projectId}</p>
            {REASON_TEXT[bid.status] !== undefined && bid.errorMessage ? (
              <p className={`mt-1 text-xs ${REASON_TEXT[bid.status]}`}>{bid.errorMessage}</p>
            ) : null}
          </Td>
          <Td className="whitespace-nowrap">
            <BidAmount amount={bid.bidAmount} currency={bid.currency} projectType={bid.projectType} />
          </Td>
          <Td>
            <BidStatusBadge status={bid.status} />
          </Td>
          <Td className="whitespace-nowrap">{formatDateTime(bid.submittedAt)}</Td>
          <Td>
            <div className="flex flex-col gap-1">
              <BidDetailLink bidId={bid._id} userId={userId} title={bid.projectTitle} />
              <ViewProjectLink url={bid.projectUrl} title={bid.projectTitle} />
            </div>
          </Td>
        </tr>
      ))}
    </Table>
  );
}

/** Small screens: one card per bid. */
export function BidCards({
  bids,
  label,
  userId,
}: {
  readonly bids: readonly AdminBidResponse[];
  readonly label: string;
  readonly userId: string;
}) {
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
            <Fact label="Amount">
              <BidAmount amount={bid.bidAmount} currency={bid.currency} projectType={bid.projectType} />
            </Fact>
            <Fact label="Submitted">{formatDateTime(bid.submittedAt)}</Fact>
          </dl>
          {REASON_BOX[bid.status] !== undefined && bid.errorMessage ? (
            <p className={`mt-3 break-words rounded px-2 py-1 text-sm ${REASON_BOX[bid.status]}`}>{bid.errorMessage}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            <BidDetailLink bidId={bid._id} userId={userId} title={bid.projectTitle} />
            <ViewProjectLink url={bid.projectUrl} title={bid.projectTitle} />
          </div>
        </li>
      ))}
    </ul>
  );
}
