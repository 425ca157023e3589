import type { Bid } from '../../../domain/bidding/bid.js';
import type { MarketplaceAccountCheck } from '../../../domain/bidding/marketplace-account.js';
import type { BiddingSettings } from '../../../domain/bidding/settings.js';
import type { Payment, PaymentStats } from '../../../domain/payments/payment.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { toBiddingStats, type BiddingStats } from '../../bidding/get-bidding-stats.js';
import { viewUser } from '../../users/user-view.js';
import { findUserOrFail, toAdminUserView, type AdminUserView } from './admin-user-view.js';

export const RECENT_BIDS = 10;
export const RECENT_PAYMENTS = 20;

/** Everything the User Details screen shows (docs/design.md#product-and-roles). Never the user's marketplace token. */
export interface UserDetails {
  readonly view: AdminUserView;
  readonly settings: BiddingSettings;
  /** Newest first, at most RECENT_BIDS. */
  readonly recentBids: readonly Bid[];
  readonly stats: BiddingStats;
  /** Newest first, at most RECENT_PAYMENTS. */
  readonly payments: readonly Payment[];
  readonly paymentStats: PaymentStats;
  /** What Freelancer last said of the account's own bids; null when never read. */
  readonly marketplaceAccount: MarketplaceAccountCheck | null;
}

export class GetUserDetails {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'users' | 'settings' | 'bids' | 'payments' | 'ledger' | 'plans' | 'profiles'
    >,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<UserDetails> {
    const { bids, payments } = this.repositories;
    const user = await findUserOrFail(this.repositories.users, userId);
    const [view, settings, recentBids, counts, paymentPage, paymentStats, profile] = await Promise.all([
      viewUser(this.repositories, user, this.clock.now()),
      this.repositories.settings.get(user.id),
      bids.listByUser(user.id, { page: 1, limit: RECENT_BIDS, sortBy: 'submittedAt', sortOrder: 'desc' }),
      bids.countsByUser(user.id),
      payments.list({ userId: user.id, page: 1, limit: RECENT_PAYMENTS }),
      payments.stats({ userId: user.id }),
      this.repositories.profiles.get(user.id),
    ]);
    return {
      view: toAdminUserView(view),
      settings,
      recentBids: recentBids.items,
      stats: toBiddingStats(counts),
      payments: paymentPage.items,
      paymentStats,
      marketplaceAccount: profile?.marketplaceAccount ?? null,
    };
  }
}
