import { CalendarClock } from 'lucide-react';
import { planBanner } from '@/lib/plan-banner';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';

const tones = {
  expired: 'border-red-300 bg-red-50 text-red-900',
  expiring: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  active: 'border-green-300 bg-green-50 text-green-900',
} as const;

/** The plan banner: red when expired, yellow within 7 days, green otherwise. */
export function PlanExpiryBanner({ expiry, now }: { readonly expiry: Date; readonly now: Date }) {
  const banner = planBanner(expiry, now);
  return (
    <div
      role="status"
      className={cn('flex items-center gap-3 rounded-md border px-3 py-2 text-sm', tones[banner.kind])}
    >
      <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
      {banner.kind === 'expired' ? (
        <>
          <span className="font-semibold">{banner.title}</span>
          <Badge tone="red">{banner.badge}</Badge>
        </>
      ) : (
        <span className="font-medium">{banner.text}</span>
      )}
    </div>
  );
}
