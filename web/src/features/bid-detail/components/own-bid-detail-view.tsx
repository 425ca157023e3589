import { useOwnBidDetail } from '../api/get-bid-detail';
import { BidDetailScreen } from '../../../components/bid-detail/bid-detail-screen';

/** /bid-logs/:bidId: one of the user's own bids, whole. */
export function OwnBidDetailView({ bidId }: { readonly bidId: string }) {
  return <BidDetailScreen query={useOwnBidDetail(bidId)} fallback={{ path: '/bid-logs', label: 'Bid Logs' }} />;
}
