import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'blue' | 'green' | 'yellow' | 'red' | 'amber' | 'grey' | 'purple';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  // Outlined, so it reads apart from yellow at a glance.
  amber: 'bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-400',
  grey: 'bg-slate-100 text-slate-700',
  purple: 'bg-purple-100 text-purple-800',
};

export function Badge({
  tone = 'grey',
  className,
  children,
}: {
  readonly tone?: BadgeTone;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone], className)}
    >
      {children}
    </span>
  );
}
