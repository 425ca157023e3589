import { fallbackRate } from '../money/currency.js';
import { convertMinor } from '../money/minor-units.js';

/**
 * A bid's amount in US cents at the fallback rates. Bids are compared across currencies by their
 * USD value (docs/design.md#bid-amounts-in-usd); the engine records the USD figure it priced the
 * bid with, and this stands in where no such figure exists (bids recorded before it was kept).
 * A currency outside the table counts one for one, as the fallback rates do.
 */
export const fallbackUsdCents = (amountMinor: number, currency: string): number =>
  convertMinor(amountMinor, fallbackRate(currency, 'USD'));
