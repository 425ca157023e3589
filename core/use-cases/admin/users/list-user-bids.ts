import type { Bid } from '../../../domain/bidding/bid.js';
import type { User } from '../../../domain/users/user.js';
import type { BidListQuery } from '../../../ports/bid-repository.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { findUserOrFail } from './admin-user-view.js';

export interface UserBidListing {
  readonly user: User;
  readonly bids: readonly Bid[];
  readonly total: number;
}

/** One page of one user's bids for the admin, filtered and sorted by the repository. */
export class ListUserBids {
  constructor(private readonly repositories: Pick<Repositories, 'users' | 'bids'>) {}

  async execute(userId: string, query: BidListQuery): Promise<UserBidListing> {
    const user = await findUserOrFail(this.repositories.users, userId);
    const page = await this.repositories.bids.listByUser(user.id, query);
    return { user, bids: page.items, total: page.total };
  }
}
