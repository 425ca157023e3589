import { Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { paths } from '@/config/paths';

/** The product's name and mark, linking to the landing page. */
export function Logo({ className }: { readonly className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900', focusRing, className)}
    >
      <Zap aria-hidden="true" className="h-6 w-6 text-blue-600" />
      {PRODUCT.name}
    </Link>
  );
}
