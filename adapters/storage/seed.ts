import { isDomainError } from '../../core/domain/errors.js';
import type { NewAddonPack, NewPlan } from '../../core/domain/plans/plan.js';
import { DEFAULT_PLAN_FEATURES } from '../../core/domain/plans/plan-features.js';
import type { Repositories } from '../../core/ports/storage.port.js';

/** A default plan's features; every default slug has a list. */
const featuresOf = (slug: string): string[] => [...(DEFAULT_PLAN_FEATURES[slug] ?? [])];

/** The default plans (docs/design.md#plans) with the spec's feature lists. Prices in US cents. */
export const DEFAULT_PLANS: readonly NewPlan[] = [
  {
    slug: 'starter',
    name: 'Starter',
    description: 'For freelancers getting started with automated bidding',
    monthlyPriceCents: 1900,
    annualPriceCents: 19000,
    monthlyBids: 50,
    annualBids: 600,
    features: featuresOf('starter'),
    order: 1,
    popular: false,
    active: true,
  },
  {
    slug: 'professional',
    name: 'Professional',
    description: 'For active freelancers who bid every day',
    monthlyPriceCents: 4900,
    annualPriceCents: 49000,
    monthlyBids: 200,
    annualBids: 2400,
    features: featuresOf('professional'),
    order: 2,
    popular: true,
    active: true,
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'Unlimited bidding for agencies and power users',
    monthlyPriceCents: 9900,
    annualPriceCents: 99000,
    monthlyBids: null,
    annualBids: null,
    features: featuresOf('enterprise'),
    order: 3,
    popular: false,
    active: true,
  },
];

/** The spec's add-on packs (docs/design.md#plans): 200 bids for $10, 500 for $30, 1000 for $75. */
export const DEFAULT_ADDON_PACKS: readonly NewAddonPack[] = [
  { quantity: 200, priceCents: 1000, active: true },
  { quantity: 500, priceCents: 3000, active: true },
  { quantity: 1000, priceCents: 7500, active: true },
];

/**
 * Inserts the default plans when there are no plans, and the default packs when there are no
 * packs; otherwise nothing, so running it on every start is safe. A concurrent seeder's plan
 * (same slug) is skipped; pass a transaction's repositories to make the packs race-free too.
 */
export async function seedDefaults(
  repositories: Repositories,
): Promise<{ readonly plans: number; readonly addons: number }> {
  let plans = 0;
  let addons = 0;
  if ((await repositories.plans.count()) === 0) {
    for (const plan of DEFAULT_PLANS) if (await createUnlessTaken(repositories, plan)) plans += 1;
  }
  if ((await repositories.addons.count()) === 0) {
    for (const pack of DEFAULT_ADDON_PACKS) {
      await repositories.addons.create(pack);
      addons += 1;
    }
  }
  return { plans, addons };
}

async function createUnlessTaken(repositories: Repositories, plan: NewPlan): Promise<boolean> {
  try {
    await repositories.plans.create(plan);
    return true;
  } catch (error) {
    if (isDomainError(error) && error.code === 'PLAN_ALREADY_EXISTS') return false;
    throw error;
  }
}
