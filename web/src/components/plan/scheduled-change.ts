import { formatPlanDate } from '@core/domain/plans/plan-date';
import type { SessionUser } from '@/lib/session';

const PERIOD = { monthly: 'Monthly', annual: 'Annual' } as const;

/**
 * 'Changes to Starter on March 5, 2026': a change bought to start when the paid period ends
 * (docs/design.md#plans). The same plan on its other period names the period too.
 */
export function scheduledChangeText(user: Pick<SessionUser, 'scheduledPlan' | 'currentPlan'>): string | null {
  const scheduled = user.scheduledPlan;
  if (scheduled === null || scheduled === undefined) return null;
  const name =
    scheduled.slug === user.currentPlan ? `${scheduled.name} (${PERIOD[scheduled.billingPeriod]})` : scheduled.name;
  return `Changes to ${name} on ${formatPlanDate(new Date(scheduled.startsAt))}`;
}
