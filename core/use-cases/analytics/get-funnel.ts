import { notFound } from '../../domain/errors.js';
import type { Plan } from '../../domain/plans/plan.js';
import { lastUtcDays } from '../../domain/stats/daily-activity.js';
import { buildFunnel, type Funnel, type FunnelWindow } from '../../domain/stats/funnel.js';
import type { BidLedger } from '../../ports/bid-ledger.port.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DecisionLog, RunCountScope } from '../../ports/decision-log.port.js';
import type { PlanRepository } from '../../ports/plan-repository.port.js';

/** The latest replies the answer time is read from: plenty for a median and a p90, and a read that stays small for everyone's funnel. */
const REPLY_SAMPLE = 1_000;
/** The latest placed bids best skills are read from: each row's skills are parsed, so the sample keeps the funnel within its 50 ms. */
const SKILL_SAMPLE = 2_000;

/**
 * The funnel of the last 7, 30 or 90 UTC days, today's included (docs/design.md#funnel), for one
 * user, the users on one plan, or everyone: five grouped reads, whatever the number of decisions.
 */
export class GetFunnel {
  constructor(
    private readonly repositories: {
      readonly bids: Pick<BidRepository, 'outcomesByDay' | 'replyDelays' | 'skillOutcomes'>;
      readonly decisions: Pick<DecisionLog, 'dailyCounts'>;
      readonly ledger: Pick<BidLedger, 'bidsSpent'>;
    },
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly scope: RunCountScope; readonly days: FunnelWindow }): Promise<Funnel> {
    const window = lastUtcDays(this.clock.now(), input.days);
    const { bids, decisions, ledger } = this.repositories;
    // Plan bids spent are the bids the ledger actually took in the window: an unlimited plan's
    // debits take none, and a refused bid's refund gives its bid back (docs/design.md#funnel).
    const [runs, outcomes, replyDelaysMs, skills, planBidsSpent] = await Promise.all([
      decisions.dailyCounts(input.scope, window.range),
      bids.outcomesByDay(input.scope, window.range),
      bids.replyDelays(input.scope, window.range, REPLY_SAMPLE),
      bids.skillOutcomes(input.scope, window.range, SKILL_SAMPLE),
      ledger.bidsSpent(input.scope, window.range),
    ]);
    return buildFunnel({
      window: input.days,
      days: window.days,
      runs,
      bids: outcomes,
      planBidsSpent,
      replyDelaysMs,
      skills,
    });
  }
}

/** Everyone's funnel, or that of the users now on one plan (by id): PLAN_NOT_FOUND for an id no plan has. */
export class GetAdminFunnel {
  constructor(
    private readonly plans: Pick<PlanRepository, 'findById'>,
    private readonly funnel: Pick<GetFunnel, 'execute'>,
  ) {}

  async execute(input: {
    readonly days: FunnelWindow;
    readonly planId?: string;
  }): Promise<{ readonly plan: Plan | null; readonly funnel: Funnel }> {
    if (input.planId === undefined)
      return { plan: null, funnel: await this.funnel.execute({ scope: { kind: 'all' }, days: input.days }) };
    const plan = await this.plans.findById(input.planId);
    if (plan === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    return { plan, funnel: await this.funnel.execute({ scope: { kind: 'plan', planId: plan.id }, days: input.days }) };
  }
}
