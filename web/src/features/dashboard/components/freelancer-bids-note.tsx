import type { MarketplaceAccountWire } from '../../../../../contract/profile';

const MINUTE = 60_000;

/** "just now", "4 min ago", "3 h ago", "2 days ago": how old the reading is. */
export function checkedAgo(checkedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(checkedAt)) / MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** Whether Freelancer said anything worth showing: a count, or a limited account. */
export const showsFreelancerBids = (account: MarketplaceAccountWire | null): account is MarketplaceAccountWire =>
  account !== null && (account.bidsRemaining !== null || account.limited);

/**
 * The Freelancer account's own bids, beside BidPilot's (docs/design.md#freelancer-bid-balance).
 * Nothing is shown when Freelancer did not say: unknown is not a number to show.
 */
export function FreelancerBidsNote({ account, now }: { readonly account: MarketplaceAccountWire | null; readonly now: Date }) {
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
