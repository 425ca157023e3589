import type { NewPayment } from '../../core/domain/payments/payment.js';
import { next } from './sequence.js';

export const aPayment = (userId: string, overrides: Partial<NewPayment> = {}): NewPayment => {
  const n = next();
  return {
    paymentId: `BP-${n}`,
    userId,
    item: {
      kind: 'plan',
      planId: 'plan-id',
      billingType: 'monthly',
      sold: { slug: 'starter', name: 'Starter', bids: 50, durationMonths: 1 },
    },
    itemName: 'Starter (monthly)',
    priceUsdCents: 1900,
    amountMinor: 35_150,
    currency: 'ZAR',
    paymentMethod: 'payfast',
    ...overrides,
  };
};
