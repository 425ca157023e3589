import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';

export function TextLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Link to={to} className={cn('rounded font-medium text-blue-700 hover:underline', focusRing)}>
      {children}
    </Link>
  );
}
