import { z } from 'zod';
import {
  DEFAULT_FUNNEL_WINDOW,
  FUNNEL_WINDOWS,
  isFunnelWindow,
  replyTimeSentence,
  type Funnel,
  type FunnelWindow,
} from '../core/domain/stats/funnel.js';
import { optionalQuery } from './common.js';

const WINDOW_ERROR = `days must be one of ${FUNNEL_WINDOWS.join(', ')}`;

/** 7, 30 or 90; absent or empty: 30. Anything else (14, 30.5, 'abc', a list) is refused with the error envelope. */
const funnelDays = optionalQuery(
  z.coerce
    .number({ error: WINDOW_ERROR })
    .refine((days): days is FunnelWindow => isFunnelWindow(days), WINDOW_ERROR)
    .transform((days) => days as FunnelWindow),
).default(DEFAULT_FUNNEL_WINDOW);

/** GET /api/analytics/funnel?days=30: the signed-in user's funnel. */
export const FunnelQuery = z.strictObject({ days: funnelDays });
export type FunnelQuery = z.input<typeof FunnelQuery>;

/** GET /api/admin/analytics/funnel?days=30[&plan=<planId>]: everyone's funnel, or the funnel of the users now on one plan. */
export const AdminFunnelQuery = z.strictObject({
  days: funnelDays,
  plan: optionalQuery(
    z
      .string({ error: 'plan must be a plan id' })
      .trim()
      .min(1, 'plan must be a plan id')
      .max(64, 'plan must be at most 64 characters'),
  ),
});
export type AdminFunnelQuery = z.input<typeof AdminFunnelQuery>;

/** The funnel as the Results screen shows it, with the plain sentence about answer times. */
export const toFunnelResponse = (funnel: Funnel) => ({
  days: funnel.days,
  stages: funnel.stages,
  refused: funnel.refused,
  held: funnel.held,
  declined: funnel.declined,
  planBidsSpent: funnel.planBidsSpent,
  rates: funnel.rates,
  replyTime: { ...funnel.replyTime, summary: replyTimeSentence(funnel.replyTime) },
  daily: funnel.daily,
  bestSkills: funnel.bestSkills,
});
export type FunnelView = ReturnType<typeof toFunnelResponse>;

export interface FunnelResponse {
  readonly success: true;
  readonly funnel: FunnelView;
}

/** The admin's answer names whose funnel it is: everyone's (plan null) or one plan's. */
export interface AdminFunnelResponse {
  readonly success: true;
  readonly plan: { readonly id: string; readonly name: string } | null;
  readonly funnel: FunnelView;
}
