import type { Project } from '../../domain/bidding/project.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';

/** Units of a currency per 1 USD; undefined when unknown. */
export type UsdRate = (currency: string) => number | undefined;

/**
 * One lookup per currency; a currency without a rate is skipped by the rules, not fatal. A
 * currency our exchange rates do not carry (AUD, CAD…) takes the marketplace's own rate, given
 * with its projects: the client's budget was converted at it.
 */
export async function usdRatesFor(rates: ExchangeRates, projects: readonly Project[]): Promise<UsdRate> {
  const marketplaceRates = new Map<string, number>();
  for (const project of projects) {
    const usdPerUnit = project.usdPerUnit ?? null;
    if (usdPerUnit !== null && usdPerUnit > 0 && Number.isFinite(usdPerUnit))
      marketplaceRates.set(project.currency, 1 / usdPerUnit);
  }
  const currencies = [...new Set(projects.map((project) => project.currency))];
  const found = await Promise.all(
    currencies.map((currency) => rates.rate('USD', currency).catch(() => marketplaceRates.get(currency))),
  );
  const table = new Map(currencies.map((currency, index) => [currency, found[index]]));
  return (currency) => table.get(currency);
}
