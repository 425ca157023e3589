import type { Project } from '../../domain/bidding/project.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';

/** Units of a currency per 1 USD; undefined when unknown. */
export type UsdRate = (currency: string) => number | undefined;

/** One lookup per currency; a currency without a rate is skipped by the rules, not fatal. */
export async function usdRatesFor(rates: ExchangeRates, projects: readonly Project[]): Promise<UsdRate> {
  const currencies = [...new Set(projects.map((project) => project.currency))];
  const found = await Promise.all(currencies.map((currency) => rates.rate('USD', currency).catch(() => undefined)));
  const table = new Map(currencies.map((currency, index) => [currency, found[index]]));
  return (currency) => table.get(currency);
}
