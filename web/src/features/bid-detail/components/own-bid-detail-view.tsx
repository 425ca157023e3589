import { useOwnBidDetail } from '../api/get-bid-detail';
import { BidDetailScreen } from '@/components/bid-detail/bid-detail-screen';
import { BlockClientAction } from './block-client-action';
import { paths } from '@/config/paths';

/** /bid-logs/:bidId: one of the user's own bids, whole, with "Never bid for this client". */
export function OwnBidDetailView({ bidId }: { readonly bidId: string }) {
  return (
    <BidDetailScreen
      query={useOwnBidDetail(bidId)}
      fallback={{ path: paths.bidLogs, label: 'Bid Logs' }}
      clientAction={(clientId) => <BlockClientAction clientId={clientId} />}
    />
  );
}
