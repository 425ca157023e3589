/** The pricing page's reads. Rates and the rand quote live under 'currency' (see lib/checkout). */
export const pricingKeys = {
  plans: ['pricing', 'plans'] as const,
  addons: ['pricing', 'addons'] as const,
  usdRate: (code: string) => ['currency', 'USD', code, 'rate'] as const,
  detectedCurrency: ['pricing', 'detected-currency'] as const,
};
