import type { UserDetailsResponse } from '@contract/admin-users';
import type { MarketplaceAccountWire } from '@contract/profile';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { checkedAgo, showsFreelancerBids } from '@/lib/freelancer-profile';
import { DetailList, DetailRow } from '../detail-list';
import { capitalise, formatDate } from '../format';

type DetailsUser = UserDetailsResponse['user'];

const subscriptionTone = (status: string) => (status === 'active' ? 'green' : status === 'cancelled' ? 'red' : 'grey');

/** Available bids as the user has them: an active unlimited plan counts none down. */
export const availableBidsText = (user: Pick<DetailsUser, 'availableBids' | 'unlimitedBids'>): string =>
  user.unlimitedBids ? 'Unlimited' : String(user.availableBids);

/** The Freelancer account's own bids as last read: "12 of 15", "Limited by Freelancer", "Unknown" when Freelancer did not say. */
export function freelancerBidsText(account: MarketplaceAccountWire | null, now: Date): string {
  if (!showsFreelancerBids(account)) return 'Unknown';
  const figure = account.limited
    ? 'Limited by Freelancer'
    : `${account.bidsRemaining ?? 0}${account.bidLimit === null ? '' : ` of ${account.bidLimit}`}`;
  return `${figure} (checked ${checkedAgo(account.checkedAt, now)})`;
}

/** A long address wraps after its '@' before it wraps anywhere else. */
function EmailText({ email }: { readonly email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="break-all">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

export function ProfileCard({
  user,
  marketplaceAccount = null,
}: {
  readonly user: DetailsUser;
  readonly marketplaceAccount?: MarketplaceAccountWire | null;
}) {
  return (
    <Card>
      <CardTitle>Profile</CardTitle>
      <div className="mt-3">
        <DetailList>
          <DetailRow label="Name">{user.name}</DetailRow>
          <DetailRow label="Email">
            <EmailText email={user.email} />
          </DetailRow>
          <DetailRow label="Role">
            {user.role === 'admin' ? <Badge tone="purple">Admin</Badge> : <Badge tone="grey">User</Badge>}
          </DetailRow>
          <DetailRow label="Subscription">
            <Badge tone={subscriptionTone(user.subscriptionStatus)}>{capitalise(user.subscriptionStatus)}</Badge>
          </DetailRow>
          <DetailRow label="Plan">
            {user.currentPlan === null ? 'No plan' : `${capitalise(user.currentPlan)} (${user.planStatus})`}
          </DetailRow>
          <DetailRow label="Account">
            {user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Disabled</Badge>}
          </DetailRow>
          <DetailRow label="Available bids">{availableBidsText(user)}</DetailRow>
          <DetailRow label="Freelancer bids">{freelancerBidsText(marketplaceAccount, new Date())}</DetailRow>
          <DetailRow label="Created">{formatDate(user.createdAt)}</DetailRow>
        </DetailList>
      </div>
    </Card>
  );
}
