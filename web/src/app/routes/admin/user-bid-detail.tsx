import { useParams } from 'react-router-dom';
import { UserBidDetailView } from '@/features/bid-detail/components/user-bid-detail-view';

/** The page's name in the document title; it comes with this chunk, so no visitor's download carries it. */
export const title = 'User Bid Details';

/** /admin/users/:userId/bids/:bidId (admins only). */
export default function AdminUserBidDetailPage() {
  const { userId = '', bidId = '' } = useParams();
  return <UserBidDetailView key={`${userId}/${bidId}`} userId={userId} bidId={bidId} />;
}
