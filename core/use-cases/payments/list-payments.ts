import type { PaymentStats } from '../../domain/payments/payment.js';
import type { PaymentListQuery } from '../../ports/payment-repository.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { viewAdminPayments, type AdminPaymentView } from './admin-payment-view.js';

export interface PaymentListing {
  readonly payments: readonly AdminPaymentView[];
  readonly total: number;
  /** Over every payment, whatever the filters: the overview tiles describe the whole system. */
  readonly stats: PaymentStats;
}

/** One page of payments for the admin, newest first, with the overview stats. */
export class ListPayments {
  constructor(private readonly repositories: Pick<Repositories, 'payments' | 'users' | 'ledger' | 'plans'>) {}

  async execute(query: PaymentListQuery): Promise<PaymentListing> {
    const [page, stats] = await Promise.all([
      this.repositories.payments.list(query),
      this.repositories.payments.stats(),
    ]);
    return { payments: await viewAdminPayments(this.repositories, page.items), total: page.total, stats };
  }
}
