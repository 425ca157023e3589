import { randomUUID } from 'node:crypto';
import { validationFailed } from '../../../domain/errors.js';
import { totalBids } from '../../../domain/ledger/ledger.js';
import type { User } from '../../../domain/users/user.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { EventPublisher } from '../../../ports/event-publisher.port.js';
import type { Repositories } from '../../../ports/storage.port.js';
import { justExhausted, userUpdateEvent } from '../../users/user-update-event.js';
import { viewUser } from '../../users/user-view.js';
import { findUserOrFail } from './admin-user-view.js';

export const MAX_AVAILABLE_BIDS = 10_000_000;
export const NEGATIVE_BIDS_MESSAGE = 'Bid count cannot be negative';

function assertBidCount(count: number): void {
  if (count < 0) throw validationFailed(NEGATIVE_BIDS_MESSAGE, 'availableBids');
  if (!Number.isInteger(count)) throw validationFailed('Bid count must be a whole number', 'availableBids');
  if (count > MAX_AVAILABLE_BIDS)
    throw validationFailed(`Bid count must be at most ${MAX_AVAILABLE_BIDS}`, 'availableBids');
}

/**
 * Sets a user's available bids by writing the difference as one admin_adjust ledger entry: an
 * increase lands in the extra bucket, a decrease takes plan bids first (docs/design.md#bid-ledger).
 */
export class SetAvailableBids {
  constructor(
    private readonly repositories: Pick<Repositories, 'users' | 'ledger' | 'plans' | 'settings'>,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
  ) {}

  async execute(input: {
    readonly actor: User;
    readonly userId: string;
    readonly availableBids: number;
  }): Promise<{ readonly userId: string; readonly availableBids: number }> {
    assertBidCount(input.availableBids);
    const user = await findUserOrFail(this.repositories.users, input.userId);
    const before = totalBids(await this.repositories.ledger.balance(user.id));
    const result = await this.repositories.ledger.adjustTo({
      userId: user.id,
      target: input.availableBids,
      key: `admin-adjust:${randomUUID()}`,
      note: `Set to ${input.availableBids} by admin ${input.actor.id}`,
    });
    if (result.applied) await this.announce(user, before);
    return { userId: user.id, availableBids: totalBids(result.balance) };
  }

  /** Bids taken down to zero stop autobidding, as spending the last bid does (docs/design.md#bid-ledger). */
  private async announce(user: User, before: number): Promise<void> {
    const view = await viewUser(this.repositories, user, this.clock.now());
    if (justExhausted(view, before)) await this.repositories.settings.update(user.id, { isActive: false });
    await this.events.publish(userUpdateEvent(view, before));
  }
}
