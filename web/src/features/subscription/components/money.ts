const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$10' for whole dollars, '$7.50' otherwise: the way the packs' prices are written. */
export const formatUsd = (usd: number): string => (Number.isInteger(usd) ? usdWhole : usdCents).format(usd);

/** The gateway's rand charge: prefix R, two decimals ('R 185.00'). */
export const formatZar = (amount: string): string => `R ${amount}`;
