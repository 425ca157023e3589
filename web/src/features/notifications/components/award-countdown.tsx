import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 d 4 h", "5 h 12 min", "7 min": the two largest units left, for the award's acceptance window. */
export function timeLeft(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.max(1, Math.ceil((ms % HOUR) / MINUTE));
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
  return `${minutes} min`;
}

/** The current instant, moving once a minute: enough for a countdown in minutes. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** How long is left to accept an award on Freelancer before it is revoked. */
export function AwardCountdown({ acceptBy }: { readonly acceptBy: string }) {
  const now = useNow();
  const deadline = Date.parse(acceptBy);
  if (Number.isNaN(deadline)) return null;
  const left = deadline - now;
  const when = formatDateTime(new Date(deadline));
  return left > 0 ? (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900">
      <Clock aria-hidden="true" className="h-4 w-4" />
      Accept within {timeLeft(left)}
      <span className="font-normal text-amber-800">(by {when})</span>
    </p>
  ) : (
    <p className="mt-2 text-sm text-slate-600">
      The time to accept ended on {when}; Freelancer revokes awards not accepted in time.
    </p>
  );
}
