import { useNavigate } from 'react-router-dom';
import { useCountdown } from '@/hooks/use-countdown';

/** "Redirecting … in N seconds", then the move itself (replacing the payment page in the history). */
export function RedirectCountdown({
  seconds,
  to,
  destination,
}: {
  readonly seconds: number;
  readonly to: string;
  readonly destination: string;
}) {
  const navigate = useNavigate();
  const left = useCountdown(seconds, () => void navigate(to, { replace: true }));
  return (
    <p className="text-sm text-slate-500">
      Redirecting to {destination} in <span className="font-semibold text-slate-700">{left}</span>{' '}
      {left === 1 ? 'second' : 'seconds'}...
    </p>
  );
}
