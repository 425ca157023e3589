const STARTER = [
  'Basic automated bidding',
  'Smart project matching',
  'Bid tracking dashboard',
  'Freelancer integration',
  'Email support',
];

/**
 * The product's feature list of each default plan (docs/design.md#plans), by slug: what the seed
 * stores, and what the pricing page shows for a plan stored without any.
 */
export const DEFAULT_PLAN_FEATURES: Readonly<Record<string, readonly string[]>> = {
  starter: STARTER,
  professional: [
    ...STARTER.slice(0, 4),
    'Duplicate bid protection',
    'Custom bidding rules',
    'Priority support (24-48 hours)',
  ],
  enterprise: [
    'Unlimited automated bidding',
    'Smart project matching',
    'Advanced analytics',
    'Freelancer integration',
    'Duplicate bid protection',
    'Custom bidding rules',
    'Dedicated same-day support',
    'Phone support',
  ],
};
