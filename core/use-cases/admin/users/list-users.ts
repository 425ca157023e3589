import { EMPTY_BALANCE } from '../../../domain/ledger/ledger.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import type { UserListQuery } from '../../../ports/user-repository.port.js';
import { viewUserWithBalance } from '../../users/user-view.js';
import { toAdminUserView, type AdminUserView } from './admin-user-view.js';

export interface UserListing {
  readonly users: readonly AdminUserView[];
  readonly total: number;
}

/**
 * One page of users, newest first, with every row's balance read in a single ledger call and each
 * row viewed as the user details view it (an active unlimited plan included).
 */
export class ListUsers {
  constructor(
    private readonly repositories: Pick<Repositories, 'users' | 'ledger'>,
    private readonly clock: Clock,
  ) {}

  async execute(query: UserListQuery): Promise<UserListing> {
    const page = await this.repositories.users.list(query);
    if (page.items.length === 0) return { users: [], total: page.total };
    const balances = await this.repositories.ledger.balances(page.items.map((user) => user.id));
    const now = this.clock.now();
    const users = page.items.map((user) =>
      toAdminUserView(viewUserWithBalance(user, balances.get(user.id) ?? EMPTY_BALANCE, now)),
    );
    return { users, total: page.total };
  }
}
