export const ANNUAL_SAVING_PERCENT = 17;
export const ANNUAL_SAVING_LABEL = `Save ${ANNUAL_SAVING_PERCENT}%`;

/** Per-month price of an annual plan, unrounded, in the unit it was given in. */
export const annualMonthlyEquivalent = (annualPrice: number): number => annualPrice / 12;

/** USD prices are shown as they are; prices converted to another currency are whole numbers. */
export function displayPrice(amountUsd: number, currency: string, usdRate: number): number {
  return currency === 'USD' ? amountUsd : Math.round(amountUsd * usdRate);
}
