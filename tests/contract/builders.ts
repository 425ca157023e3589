import type { NewBid } from '../../core/domain/bidding/bid.js';
import type { NewPayment } from '../../core/domain/payments/payment.js';
import type { NewPlan } from '../../core/domain/plans/plan.js';
import type { NewUser } from '../../core/domain/users/user.js';

let sequence = 0;
const next = (): number => (sequence += 1);

export const aUser = (overrides: Partial<NewUser> = {}): NewUser => {
  const n = next();
  return { name: `User ${n}`, email: `user${n}@example.com`, passwordHash: `hash-${n}`, ...overrides };
};

export const aPlan = (overrides: Partial<NewPlan> = {}): NewPlan => {
  const n = next();
  return {
    slug: `plan-${n}`,
    name: `Plan ${n}`,
    description: 'A plan',
    monthlyPriceCents: 1900,
    annualPriceCents: 19000,
    monthlyBids: 50,
    annualBids: 600,
    features: ['Basic automated bidding', 'Email support'],
    order: 1,
    popular: false,
    active: true,
    ...overrides,
  };
};

export const aBid = (userId: string, overrides: Partial<NewBid> = {}): NewBid => {
  const n = next();
  return {
    userId,
    projectId: String(40_000_000 + n),
    projectTitle: `Project ${n}`,
    projectUrl: `https://www.freelancer.com/projects/${n}`,
    status: 'submitted',
    amountMinor: 25_000,
    currency: 'USD',
    proposal: 'I can do this.',
    marketplaceBidId: null,
    errorMessage: null,
    submittedAt: new Date('2026-03-01T09:00:00.000Z'),
    ...overrides,
  };
};

export const aPayment = (userId: string, overrides: Partial<NewPayment> = {}): NewPayment => {
  const n = next();
  return {
    paymentId: `BP-${n}`,
    userId,
    item: { kind: 'plan', planId: 'plan-id', billingType: 'monthly', sold: { slug: 'starter', name: 'Starter', bids: 50, durationMonths: 1 } },
    itemName: 'Starter (monthly)',
    priceUsdCents: 1900,
    amountMinor: 35_150,
    currency: 'ZAR',
    paymentMethod: 'payfast',
    ...overrides,
  };
};
