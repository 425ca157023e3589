import { z } from 'zod';
import type { PlanEntitlement, ScheduledPlan } from '../../../core/domain/users/user.js';
import { parseJsonColumn } from './knex-rows.js';

const bids = z.number().int().nonnegative().nullable();
const cents = z.number().int().nonnegative();
const months = z.number().int().positive();

const entitlementSchema = z.object({ bids, priceUsdCents: cents, durationMonths: months, orderedAt: z.coerce.date() });

const scheduledSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bids,
  durationMonths: months,
  period: z.enum(['monthly', 'annual']),
  priceUsdCents: cents,
  orderedAt: z.coerce.date(),
  startsAt: z.coerce.date(),
  grantKey: z.string(),
});

/** The users.plan_entitlement JSON (migration 015); null without a plan. */
export const planEntitlementOf = (text: unknown): PlanEntitlement | null =>
  text === null || text === undefined ? null : parseJsonColumn(entitlementSchema, text, 'users.plan_entitlement');

/** The users.scheduled_plan JSON (migration 015); null when no change is scheduled. */
export const scheduledPlanOf = (text: unknown): ScheduledPlan | null =>
  text === null || text === undefined ? null : parseJsonColumn(scheduledSchema, text, 'users.scheduled_plan');
