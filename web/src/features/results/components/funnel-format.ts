/** A share as a whole percentage ("25%"), one decimal under 10 % ("2.5%"), or "—" when there is none. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = rate * 100;
  return `${percent < 10 && percent > 0 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** A per-award figure with one decimal at most ("4", "2.5"), or "—" when nothing was awarded. */
export function formatPerAward(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** How much of the stage before it a stage kept, as the funnel's arrows say it. */
export function conversion(count: number, previous: number): string {
  return previous > 0 ? `${formatRate(count / previous)} of the step before` : '—';
}
