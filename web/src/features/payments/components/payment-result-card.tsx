import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export type ResultTone = 'blue' | 'green' | 'yellow' | 'red' | 'grey';

const tones: Record<ResultTone, string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-green-100 text-green-700',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-700',
  grey: 'bg-slate-100 text-slate-700',
};

/** One payment page's card: an icon, the page's h1, what happened, and what to do next. */
export function PaymentResultCard({
  icon: Icon,
  tone,
  title,
  children,
  actions,
  busy = false,
}: {
  readonly icon: LucideIcon;
  readonly tone: ResultTone;
  readonly title: string;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  /** Spins the icon: a call is on its way. */
  readonly busy?: boolean;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <Card className="text-center" aria-busy={busy}>
        <span className={cn('mx-auto flex h-14 w-14 items-center justify-center rounded-full', tones[tone])}>
          <Icon aria-hidden="true" className={cn('h-8 w-8', busy && 'animate-spin')} />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        {children === undefined ? null : <div className="mt-3 space-y-4 text-slate-600">{children}</div>}
        {actions === undefined ? null : (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
        )}
      </Card>
    </div>
  );
}
