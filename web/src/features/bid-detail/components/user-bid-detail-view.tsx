import { useUserBidDetail } from '../api/get-bid-detail';
import { BidDetailScreen } from '@/components/bid-detail/bid-detail-screen';
import { adminUserBidsPath } from '@/config/paths';

/** /admin/users/:userId/bids/:bidId: one user's bid, whole, for an admin. */
export function UserBidDetailView({ userId, bidId }: { readonly userId: string; readonly bidId: string }) {
  return (
    <BidDetailScreen
      query={useUserBidDetail(userId, bidId)}
      fallback={{ path: adminUserBidsPath(userId), label: 'all bids' }}
    />
  );
}
