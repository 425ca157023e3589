import { useParams } from 'react-router-dom';
import { OwnBidDetailView } from '@/features/bid-detail/components/own-bid-detail-view';

/** /bid-logs/:bidId (login required). */
export default function BidDetailPage() {
  const { bidId = '' } = useParams();
  return <OwnBidDetailView key={bidId} bidId={bidId} />;
}
