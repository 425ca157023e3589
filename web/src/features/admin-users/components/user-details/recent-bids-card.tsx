import { Link } from 'react-router-dom';
import type { UserDetailsResponse } from '@contract/admin-users';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { BidCards, BidsTable } from '../bids-table';
import { adminUserBidsPath } from '@/config/paths';

type Details = Pick<UserDetailsResponse, 'recentBids' | 'stats' | 'user'>;

function Figure({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The user's ten newest bids and their counts; every bid is one click away. */
export function RecentBidsCard({ details }: { readonly details: Details }) {
  const { stats, recentBids, user } = details;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Recent Bids</CardTitle>
        <Link to={adminUserBidsPath(user._id)} className={buttonClasses('primary', 'px-3 py-1.5')}>
          View All Bids
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Total bids" value={stats.totalBids} />
        <Figure label="Submitted" value={stats.submittedBids} />
        <Figure label="Accepted" value={stats.acceptedBids} />
        <Figure label="Failed" value={stats.failedBids} />
      </dl>
      <div className="mt-4">
        {recentBids.length === 0 ? (
          <p className="text-sm text-slate-600">No bids yet.</p>
        ) : (
          <>
            <BidsTable bids={recentBids} caption="Recent bids" userId={user._id} />
            <BidCards bids={recentBids} label="Recent bids" userId={user._id} />
          </>
        )}
      </div>
    </Card>
  );
}
