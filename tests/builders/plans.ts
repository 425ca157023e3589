import type { NewPlan } from '../../core/domain/plans/plan.js';
import { next } from './sequence.js';

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
