const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Gateway amounts arrive as numbers or as exact decimals ('18315.00'); both read the same. */
export const twoPlaces = (amount: number | string): string => twoDecimals.format(Number(amount));

/**
 * Rand: 'R 1,387.50'. A plain space after the R: Intl's currency style puts a no-break one there
 * on some runtimes only, and the screens' and messages' texts must match everywhere.
 */
export const formatRand = (amount: number | string): string => `R ${twoPlaces(amount)}`;

/** A charge in its currency: rand as `formatRand`, any other currency by its code ('USD 10.00'). */
export const formatCharge = (amount: number | string, currency: string): string =>
  currency === 'ZAR' ? formatRand(amount) : `${currency} ${twoPlaces(amount)}`;
