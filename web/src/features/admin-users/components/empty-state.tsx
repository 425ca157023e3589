import type { LucideIcon } from 'lucide-react';

export function EmptyState({
  icon: Icon,
  title,
  text,
}: {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}
