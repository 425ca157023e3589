import { untouchedByGateway, type Payment } from '../../domain/payments/payment.js';
import type { Clock } from '../../ports/clock.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';

/**
 * How long a checkout may wait for the gateway's word before it counts as abandoned: far past
 * any checkout session PayFast keeps open, and past its notification retries for a payment made.
 */
export const ABANDONED_CHECKOUT_HOURS = 24;
/** Who cancelled: the gateway data of a payment closed because its checkout was abandoned. */
export const CHECKOUT_EXPIRED = 'expiry';
/** Payments read a page; at most MAX_PAGES a run, so a backlog drains over several runs. */
const PAGE = 200;
const MAX_PAGES = 10;

/**
 * Closes checkouts the buyer left without paying or pressing Cancel (a closed tab, Back): a
 * pending payment older than a day that the gateway never spoke about becomes cancelled, marked
 * `cancelled_by: expiry`, so the buyer's history and the admin's pending count stop carrying it and
 * no status check or manual completion can complete it. Should the gateway's verified COMPLETE
 * still come, it completes and grants it, as after the buyer's own cancel: the money was taken.
 * Safe in every process at once: each payment is closed by one conditional write.
 */
export class ExpireAbandonedCheckouts {
  constructor(
    private readonly payments: Pick<PaymentRepository, 'list' | 'transition'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ readonly expired: number }> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_HOURS * 3_600_000);
    // Read first, close after: closing while paging would shift the pages under the reader.
    const abandoned: Payment[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const found = await this.payments.list({
        status: 'pending',
        createdIn: { from: new Date(0), to: cutoff },
        page,
        limit: PAGE,
      });
      abandoned.push(...found.items.filter(untouchedByGateway));
      if (found.items.length < PAGE) break;
    }
    const gatewayData = { cancelled_by: CHECKOUT_EXPIRED, cancelled_at: now.toISOString() };
    let expired = 0;
    for (const payment of abandoned) {
      // Null when the gateway's notification or the buyer decided it meanwhile: theirs stands.
      const closed = await this.payments.transition(payment.id, ['pending'], 'cancelled', { gatewayData });
      if (closed !== null) expired += 1;
    }
    return { expired };
  }
}
