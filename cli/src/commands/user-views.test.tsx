import { describe, expect, it } from 'vitest';
import { toAdminUserResponse, toUserDetailsResponse } from '../../../contract/admin-users.js';
import { defaultBiddingSettings } from '../../../core/domain/bidding/settings.js';
import type { User } from '../../../core/domain/users/user.js';
import type { UserDetails } from '../../../core/use-cases/admin/users/get-user-details.js';
import { aStoredUser } from '../../../tests/builders/users.js';
import { renderView } from '../output.js';
import { UserDetailsView, UserTable } from './user-views.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');

/** On an unlimited plan, Enterprise, as a completed purchase leaves a user. */
const onEnterprise: Partial<User> = {
  subscriptionPlan: 'enterprise',
  currentPlan: 'enterprise',
  planStatus: 'active',
  billingPeriod: 'monthly',
  planExpirationDate: new Date('2026-04-01T10:00:00.000Z'),
  planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: NOW },
};

const aRow = (user: Partial<User>, availableBids: number, unlimitedBids = false) =>
  toAdminUserResponse({ user: aStoredUser(user), availableBids, unlimitedBids });

const details = (user: Partial<User>, availableBids: number, unlimitedBids: boolean) => {
  const stored = aStoredUser(user);
  const gathered: UserDetails = {
    view: { user: stored, availableBids, unlimitedBids },
    settings: defaultBiddingSettings(stored.id, NOW),
    recentBids: [],
    stats: { totalBids: 0, submittedBids: 0, acceptedBids: 0, rejectedBids: 0, failedBids: 0 },
    payments: [],
    paymentStats: {
      totalPayments: 0,
      totalAmountMinor: 0,
      completedPayments: 0,
      pendingPayments: 0,
      failedPayments: 0,
      cancelledPayments: 0,
    },
    marketplaceAccount: null,
  };
  return toUserDetailsResponse(gathered, NOW);
};

/** The table's line of the user named `name`. */
const lineOf = (frame: string, name: string) => frame.split('\n').find((line) => line.includes(name));

describe('UserTable', () => {
  it("reads 'Unlimited' in Bids for a user on an unlimited plan, as their details do, not the uncounted 0", () => {
    const frame = renderView(
      <UserTable
        users={[aRow({ name: 'Una Limited', ...onEnterprise }, 0, true), aRow({ name: 'Cora Counted' }, 42)]}
      />,
      { columns: 200 },
    );
    expect(lineOf(frame, 'Una Limited')).toMatch(/\s+enterprise\s+Unlimited$/);
    expect(lineOf(frame, 'Cora Counted')).toMatch(/\s42$/);
  });

  it("shows the assigned plan in Plan, as the web's users list does: 'No Plan' once an admin took it away", () => {
    const frame = renderView(
      <UserTable
        users={[
          aRow({ name: 'Nora None', subscriptionPlan: null, currentPlan: 'starter', planStatus: 'active' }, 50),
          aRow({ name: 'Pat Assigned', subscriptionPlan: 'professional', currentPlan: 'starter' }, 50),
        ]}
      />,
      { columns: 200 },
    );
    expect(lineOf(frame, 'Nora None')).toMatch(/\sNo Plan\s+50$/);
    expect(lineOf(frame, 'Nora None')).not.toContain('starter');
    expect(lineOf(frame, 'Pat Assigned')).toMatch(/\sprofessional\s+50$/);
  });
});

describe('UserDetailsView', () => {
  it("reads 'Unlimited' for the available bids of a user on an unlimited plan", () => {
    const frame = renderView(<UserDetailsView details={details(onEnterprise, 0, true)} />, { columns: 120 });
    expect(frame).toMatch(/^Available bids\s+Unlimited$/m);
    expect(frame).toMatch(/^Assigned plan\s+enterprise$/m);
  });

  it("names no assigned plan 'No Plan', as the users list does", () => {
    const frame = renderView(
      <UserDetailsView
        details={details({ subscriptionPlan: null, currentPlan: 'starter', planStatus: 'active' }, 7, false)}
      />,
      { columns: 120 },
    );
    expect(frame).toMatch(/^Assigned plan\s+No Plan$/m);
    expect(frame).toMatch(/^Available bids\s+7$/m);
  });
});
