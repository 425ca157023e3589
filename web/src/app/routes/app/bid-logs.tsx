import { BidLogsView } from '../../../features/bid-logs/components/bid-logs-view';

/** /bid-logs (login required). */
export default function BidLogsPage() {
  return <BidLogsView />;
}
