import { useUserBidDetail } from '../api/get-bid-detail';
import { BidDetailScreen } from '@/components/bid-detail/bid-detail-screen';
import { adminUserBidsPath } from '@/config/paths';

/** /admin/users/:userId/bids/:bidId: one user's bid, whole, for an admin, in neutral words ("Bid", not "Your bid"). */
export function UserBidDetailView({ userId, bidId }: { readonly userId: string; readonly bidId: string }) {
  return (
    <BidDetailScreen
      query={useUserBidDetail(userId, bidId)}
      fallback={{ path: adminUserBidsPath(userId), label: 'all bids' }}
      reader="admin"
    />
  );
}
