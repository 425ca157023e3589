import {
  refundDueAdminNotification,
  refundDueNotification,
  type KeptCharge,
} from '../../domain/notifications/payment-notifications.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';

/**
 * Tells of a charge kept for a refund: its buyer, that we will refund it, and every enabled admin,
 * that they must (docs/design.md#payments). Each notice is keyed by the charge, so telling again
 * (the gateway resending the charge) adds nothing, and one a failure left out is added then.
 */
export class TellRefundDue {
  constructor(
    private readonly users: Pick<UserRepository, 'findById' | 'listEnabledAdmins'>,
    private readonly notifier: Notifier,
  ) {}

  async execute(charge: KeptCharge): Promise<void> {
    const buyer = await this.users.findById(charge.payment.userId);
    // A buyer deleted meanwhile took the payment with them; the money at the gateway is still theirs.
    if (buyer !== null) await this.notifier.notify(refundDueNotification(charge));
    const buyerEmail = buyer?.email ?? `deleted user ${charge.payment.userId}`;
    for (const adminId of await this.users.listEnabledAdmins())
      await this.notifier.notify(refundDueAdminNotification(charge, adminId, buyerEmail));
  }
}
