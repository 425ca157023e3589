import { bidReasonTone, errorMessageForTable, proposalPreview, showsBidReason } from '@/lib/bid-log-format';
import { Table, Td } from '@/components/ui/table';
import { BidAmount } from '@/components/ui/bid-amount';
import { formatDateTime } from '@/lib/date-format';
import type { BidLog } from './bid-log-display';
import { BidStatusBadge } from '@/components/ui/status-badge';
import { BidDetailLink } from '@/components/bid-detail/bid-detail-link';
import { ViewProjectLink } from './view-project-link';

const REASON_TEXT = { red: 'text-red-700', amber: 'text-amber-800', grey: 'text-slate-600' } as const;
const COLUMNS = [
  'Project',
  'Status',
  'Amount',
  'Submitted',
  { label: 'Proposal', className: 'hidden xl:table-cell' },
  { label: 'Links', srOnly: true },
] as const;

/**
 * Large screens: a table; the proposal's first 120 characters join on extra-large ones, and a
 * failed, held or declined bid's reason is cut to 80.
 */
export function BidLogTable({ logs }: { readonly logs: readonly BidLog[] }) {
  return (
    <Table caption="Bid logs" columns={COLUMNS} className="hidden lg:block">
      {logs.map((log) => (
        <tr key={log._id}>
          <Td>
            <p className="font-medium text-slate-900">{log.projectTitle}</p>
            <p className="text-xs text-slate-500">ID: {log.projectId}</p>
            {showsBidReason(log.status) && log.errorMessage ? (
              <p className={`mt-1 text-xs ${REASON_TEXT[bidReasonTone(log.status)]}`}>
                {errorMessageForTable(log.errorMessage)}
              </p>
            ) : null}
          </Td>
          <Td>
            <BidStatusBadge status={log.status} />
          </Td>
          <Td className="whitespace-nowrap">
            <BidAmount amount={log.bidAmount} currency={log.currency} projectType={log.projectType} />
          </Td>
          <Td className="whitespace-nowrap">{formatDateTime(log.submittedAt)}</Td>
          <Td className="hidden max-w-sm text-slate-600 xl:table-cell">{proposalPreview(log.proposal)}</Td>
          <Td>
            <div className="flex flex-col gap-1">
              <BidDetailLink bidId={log._id} title={log.projectTitle} />
              <ViewProjectLink url={log.projectUrl} title={log.projectTitle} />
            </div>
          </Td>
        </tr>
      ))}
    </Table>
  );
}
