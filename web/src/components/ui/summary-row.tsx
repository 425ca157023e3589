import type { ReactNode } from 'react';

/** One line of an order's summary in a `<dl>`: the label left, the value right-aligned. */
export function SummaryRow({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
