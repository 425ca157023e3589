import type { ReactNode } from 'react';

/** slate-700, 10:1 on white. */
export const LEGEND_TEXT_COLOUR = '#334155';

/**
 * A chart legend's label (Recharts' `formatter`), in slate: Recharts colours it like its series,
 * and green, amber or orange text on white is under the 4.5:1 WCAG 1.4.3 asks. The swatch beside
 * it keeps the series' colour.
 */
export function legendLabel(value: unknown): ReactNode {
  return <span style={{ color: LEGEND_TEXT_COLOUR }}>{String(value)}</span>;
}
