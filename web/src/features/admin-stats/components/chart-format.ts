const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '2026-03-01' → 'Mar 1': the day as the server counted it, in UTC. */
export const formatUtcDay = (date: string): string => dayLabel.format(new Date(`${date}T00:00:00.000Z`));

/** ZAR with 2 decimals: 1258 → 'R 1,258.00' (a plain space: Intl's currency style puts a no-break one on some runtimes only). */
export const formatZar = (amount: number): string => `R ${twoDecimals.format(amount)}`;
