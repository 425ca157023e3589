import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One figure with its label (Available Bids, Submitted Bids). */
export function StatCard({
  title,
  value,
  icon: Icon,
  footer,
}: {
  readonly title: string;
  readonly value: ReactNode;
  readonly icon: LucideIcon;
  readonly footer?: ReactNode;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
        </div>
        <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-blue-600" />
      </div>
      {footer === undefined ? null : <div className="mt-3 text-sm text-slate-600">{footer}</div>}
    </Card>
  );
}
