import { totalBids } from '../../../domain/ledger/ledger.js';
import type { Repositories } from '../../../ports/storage.port.js';
import type { UserListQuery } from '../../../ports/user-repository.port.js';
import type { AdminUserView } from './admin-user-view.js';

export interface UserListing {
  readonly users: readonly AdminUserView[];
  readonly total: number;
}

/** One page of users, newest first, with every row's balance read in a single ledger call. */
export class ListUsers {
  constructor(private readonly repositories: Pick<Repositories, 'users' | 'ledger'>) {}

  async execute(query: UserListQuery): Promise<UserListing> {
    const page = await this.repositories.users.list(query);
    if (page.items.length === 0) return { users: [], total: page.total };
    const balances = await this.repositories.ledger.balances(page.items.map((user) => user.id));
    const users = page.items.map((user) => {
      const balance = balances.get(user.id);
      return { user, availableBids: balance === undefined ? 0 : totalBids(balance) };
    });
    return { users, total: page.total };
  }
}
