import { DomainError, validationFailed } from '../../../domain/errors.js';
import type { SubscriptionStatus, User, UserPatch } from '../../../domain/users/user.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { EventPublisher } from '../../../ports/event-publisher.port.js';
import type { Storage } from '../../../ports/storage.port.js';
import type { StopQueuedBids } from '../../engine/cancel-queued-bids.js';
import { userUpdateEvent } from '../../users/user-update-event.js';
import { viewUser } from '../../users/user-view.js';
import { findUserOrFail, toAdminUserView, type AdminUserView } from './admin-user-view.js';
import { refuseRemovingLastAdmin } from './last-admin.js';

/** What an admin may change on a user's row; exactly one field per request (the spec's call, docs/design.md#wire-contract). */
export interface UserStatusChange {
  readonly subscriptionStatus?: SubscriptionStatus;
  /** A plan slug; null, 'none' or '' mean "No Plan". */
  readonly subscriptionPlan?: string | null;
  readonly isActive?: boolean;
}

export const ONE_FIELD_MESSAGE = 'Provide exactly one of subscriptionStatus, subscriptionPlan or isActive';
export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account';

const NO_PLAN = new Set(['', 'none']);

/**
 * Sets a user's subscription status, assigned plan or active flag. Disabling also stops the
 * user's autobidding and ends their sessions in the same transaction, so enabling them again
 * does not bring old tokens back, then cancels their queued bids. An admin may not disable
 * themselves, nor the last enabled admin.
 */
export class ChangeUserStatus {
  constructor(
    private readonly storage: Pick<Storage, 'transaction' | 'users' | 'plans' | 'ledger'>,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly queuedBids: StopQueuedBids,
  ) {}

  async execute(input: {
    readonly actor: User;
    readonly userId: string;
    readonly change: UserStatusChange;
  }): Promise<AdminUserView> {
    const provided = Object.values(input.change).filter((value) => value !== undefined);
    if (provided.length !== 1) throw validationFailed(ONE_FIELD_MESSAGE);
    await findUserOrFail(this.storage.users, input.userId);
    if (input.change.isActive === false && input.actor.id === input.userId)
      throw new DomainError('FORBIDDEN', SELF_DISABLE_MESSAGE);
    const patch = await this.patchOf(input.change);
    const user = await this.storage.transaction(async (repositories) => {
      if (patch.isActive === false) await refuseRemovingLastAdmin(repositories.users, input.userId);
      const updated = await repositories.users.update(input.userId, patch);
      if (updated !== null && patch.isActive === false) {
        await repositories.settings.update(updated.id, { isActive: false });
        await repositories.users.endSessions(updated.id);
      }
      return updated;
    });
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    if (patch.isActive === false) await this.queuedBids.execute(user.id);
    const view = await viewUser(this.storage, user, this.clock.now());
    await this.events.publish(userUpdateEvent(view));
    return toAdminUserView(view);
  }

  private async patchOf(change: UserStatusChange): Promise<UserPatch> {
    if (change.subscriptionPlan === undefined)
      return change.isActive === undefined
        ? { subscriptionStatus: change.subscriptionStatus }
        : { isActive: change.isActive };
    const slug = change.subscriptionPlan?.trim() ?? '';
    if (NO_PLAN.has(slug.toLowerCase())) return { subscriptionPlan: null };
    if ((await this.storage.plans.findBySlug(slug)) === null)
      throw validationFailed(`subscriptionPlan "${slug}" is not a known plan`, 'subscriptionPlan');
    return { subscriptionPlan: slug };
  }
}
