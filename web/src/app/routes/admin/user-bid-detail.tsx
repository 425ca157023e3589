import { useParams } from 'react-router-dom';
import { UserBidDetailView } from '@/features/bid-detail/components/user-bid-detail-view';

/** /admin/users/:userId/bids/:bidId (admins only). */
export default function AdminUserBidDetailPage() {
  const { userId = '', bidId = '' } = useParams();
  return <UserBidDetailView key={`${userId}/${bidId}`} userId={userId} bidId={bidId} />;
}
