import { useQuery } from '@tanstack/react-query';
import { fallbackRate, type CurrencyCode } from '@core/domain/money/currency';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { pricingKeys } from './query-keys';

export interface UsdRate {
  /** Units of the currency per 1 USD. */
  readonly rate: number;
  /** False when the fallback table priced it. */
  readonly live: boolean;
}

const fallback = (code: CurrencyCode): UsdRate => ({ rate: fallbackRate('USD', code), live: code === 'USD' });

/** GET /currency/convert/USD/{code}/1 → rate; the fallback table when the server has none. */
export async function getUsdRate(code: CurrencyCode, signal?: AbortSignal): Promise<UsdRate> {
  if (code === 'USD') return { rate: 1, live: true };
  try {
    const { rate } = await api.call(endpoints.currency.convert, {
      params: { from: 'USD', to: code, amount: '1' },
      signal,
    });
    return { rate, live: true };
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return fallback(code);
  }
}

/**
 * The rate prices are shown at. Until the live rate arrives the fallback one stands in, so a
 * currency switch answers at once and then settles on the live figure.
 */
export const useUsdRate = (code: CurrencyCode) =>
  useQuery({
    queryKey: pricingKeys.usdRate(code),
    queryFn: ({ signal }) => getUsdRate(code, signal),
    placeholderData: fallback(code),
    staleTime: 10 * 60_000,
  });
