import type { PlanResponse } from '@contract/pricing';
import { formatPlanDate } from '@core/domain/plans/plan-date';
import { changeTiming } from '@core/domain/plans/plan-change';
import { planDurationMonths } from '@core/domain/plans/plan';
import type { BillingPeriod } from '@core/domain/users/user';
import type { SessionUser } from '@/lib/session';
import { planBids, planPriceUsd } from './plan-display';

type ChangeUser = Pick<
  SessionUser,
  'planStatus' | 'planExpirationDate' | 'planTerms' | 'scheduledPlan' | 'currentPlan' | 'planBids' | 'extraBids'
>;

/** What the purchase dialog says, before payment, about when the plan starts and what becomes of the bids held now. */
export type PlanChangeText =
  | { readonly kind: 'blocked'; readonly text: string }
  | { readonly kind: 'now' | 'scheduled'; readonly starts: string; readonly bids: string | null };

const grouped = new Intl.NumberFormat('en-US');
const bidsOf = (n: number): string => `${grouped.format(n)} ${n === 1 ? 'bid' : 'bids'}`;

/**
 * The plan-change rules (docs/design.md#plans) as the buyer reads them: the same changeTiming the
 * server applies, from the terms the user bought. `currentName` names the plan in force.
 */
export function planChangeText(input: {
  readonly user: ChangeUser;
  readonly plan: PlanResponse;
  readonly period: BillingPeriod;
  readonly currentName: string;
  readonly now: Date;
}): PlanChangeText {
  const { user, plan, period, currentName, now } = input;
  if (user.scheduledPlan !== null) {
    const on = formatPlanDate(new Date(user.scheduledPlan.startsAt));
    return {
      kind: 'blocked',
      text: `Your plan already changes to ${user.scheduledPlan.name} on ${on}. You can choose another plan after that change.`,
    };
  }
  const free = planPriceUsd(plan, period) === 0;
  const next = {
    priceUsdCents: Math.round(planPriceUsd(plan, period) * 100),
    durationMonths: planDurationMonths(period),
  };
  const inForce = {
    planStatus: user.planStatus,
    planExpirationDate: user.planExpirationDate === null ? null : new Date(user.planExpirationDate),
    planEntitlement: user.planTerms,
  };
  const timing = changeTiming(inForce, next, now);
  const startsNow = free ? 'Now, as soon as you confirm' : 'Now, as soon as your payment completes';
  const keptExtra =
    user.extraBids > 0
      ? `Your ${grouped.format(user.extraBids)} extra ${user.extraBids === 1 ? 'bid stays and never expires' : 'bids stay and never expire'}.`
      : null;
  if (timing.kind === 'start') {
    const leftover =
      user.planStatus === 'expired' && user.planBids > 0
        ? `The ${bidsOf(user.planBids)} left on your expired plan end.`
        : null;
    return {
      kind: 'now',
      starts: startsNow,
      bids: [leftover, keptExtra].filter((line) => line !== null).join(' ') || null,
    };
  }
  if (timing.kind === 'upgrade') {
    const kept =
      user.planBids > 0
        ? `The ${bidsOf(user.planBids)} left on your ${currentName} plan are kept as extra bids that never expire.`
        : `Your ${currentName} plan ends when this one starts.`;
    return { kind: 'now', starts: startsNow, bids: [kept, keptExtra].filter((line) => line !== null).join(' ') };
  }
  const on = formatPlanDate(timing.startsAt);
  const bids = planBids(plan, period);
  const granted =
    bids === null
      ? `${plan.name} gives unlimited bids from ${on}.`
      : `${plan.name}’s ${bidsOf(bids)} are added on ${on}.`;
  return {
    kind: 'scheduled',
    starts: `${on}, when your paid ${currentName} period ends`,
    bids: `Your ${currentName} plan and its bids stay until then. ${granted}`,
  };
}
