import type { ReactNode } from 'react';

/** A label and its value, side by side from small screens up. */
export function DetailRow({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function DetailList({ children }: { readonly children: ReactNode }) {
  return <dl className="divide-y divide-slate-100">{children}</dl>;
}
