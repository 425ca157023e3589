import { Activity } from 'lucide-react';
import { computeHealthScore, type HealthLabel } from '@core/domain/health/health-score';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import type { AdminStats } from '../api/get-admin-stats';

const tones: Record<HealthLabel, { readonly badge: BadgeTone; readonly text: string }> = {
  Healthy: { badge: 'green', text: 'text-green-700' },
  Warning: { badge: 'yellow', text: 'text-yellow-700' },
  Critical: { badge: 'red', text: 'text-red-700' },
};

/** Score and label from core's rule over the active share of users and the bids' success rate. */
export function SystemHealthCard({ stats }: { readonly stats: AdminStats }) {
  const health = computeHealthScore(stats);
  const tone = tones[health.label];
  return (
    <Card>
      <div className="flex items-center justify-between gap-3">
        <CardTitle>System Health</CardTitle>
        <Activity aria-hidden="true" className={`h-6 w-6 ${tone.text}`} />
      </div>
      <p className="mt-4 flex items-baseline gap-3">
        <span className={`text-4xl font-bold tabular-nums ${tone.text}`} data-testid="health-score">
          {health.score}
        </span>
        <span className="text-sm text-slate-600">/ 100</span>
        <Badge tone={tone.badge} className="ml-auto text-sm">
          {health.label}
        </Badge>
      </p>
      <p className="mt-3 text-sm text-slate-600">
        {stats.users.active} of {stats.users.total} users active; success rate {stats.bids.successRate.toFixed(1)}%.
      </p>
    </Card>
  );
}
