import type { MarketplaceAccountWire } from '@contract/profile';
import { checkedAgo, showsFreelancerBids } from '@/lib/freelancer-profile';

/**
 * The Freelancer account's own bids, beside BidPilot's (docs/design.md#freelancer-bid-balance).
 * Nothing is shown when Freelancer did not say: unknown is not a number to show.
 */
export function FreelancerBidsNote({
  account,
  now,
}: {
  readonly account: MarketplaceAccountWire | null;
  readonly now: Date;
}) {
  if (!showsFreelancerBids(account)) return null;
  const checked = <span className="text-slate-500">Checked {checkedAgo(account.checkedAt, now)}</span>;
  if (account.limited) {
    return (
      <p className="flex flex-wrap gap-x-2" role="status">
        <span className="font-medium text-red-700">Freelancer has limited your account</span>
        {checked}
      </p>
    );
  }
  const left = account.bidsRemaining ?? 0;
  return (
    <p className="flex flex-wrap gap-x-2">
      <span className={left === 0 ? 'font-medium text-red-700' : 'font-medium text-slate-800'}>
        Freelancer bids left: {left}
        {account.bidLimit === null ? null : ` of ${account.bidLimit}`}
      </span>
      {checked}
    </p>
  );
}
