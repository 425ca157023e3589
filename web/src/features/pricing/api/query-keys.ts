/** The pricing page's own reads. Plans and packs live in lib/catalogue, rates and the rand quote under 'currency' (see lib/checkout). */
export const pricingKeys = {
  usdRate: (code: string) => ['currency', 'USD', code, 'rate'] as const,
};
