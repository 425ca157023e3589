import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';

/** Shown while no OAuth token is saved: without one no bid can be placed. */
export function OAuthWarning() {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="text-sm">
        <p className="font-semibold">{PRODUCT.host} OAuth token required</p>
        <p className="mt-1">
          Add your {PRODUCT.host} OAuth token to place bids.{' '}
          <Link to={paths.profile} className={cn('rounded font-semibold underline', focusRing)}>
            Go to Profile
          </Link>
        </p>
      </div>
    </div>
  );
}
