import { z } from 'zod';
import type { DeletePlanOutcome } from '../core/use-cases/admin/plans/delete-plan.js';
import type { MessageResponse } from './common.js';
import type { PlanResponse } from './pricing.js';

const MAX_PRICE_CENTS = 100_000_000;
const MAX_BIDS = 10_000_000;

/**
 * A USD price as exact integer cents, read from the decimal text of the number ('19.99' → 1999)
 * rather than multiplied as a float; 0.1 + 0.2 prints as 0.30000000000000004 and is refused.
 */
export function usdToCents(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (match === null) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** 'X is required' when the field is absent, else `wrongType`: the message names the field either way. */
const missingOr = (label: string, wrongType: string) => (issue: { readonly input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} ${wrongType}`;

const price = (label: string) =>
  z.union([z.number(), z.string()], { error: missingOr(label, 'must be a number') }).transform((value, ctx) => {
    const cents = usdToCents(value);
    if (cents === null)
      ctx.addIssue({ code: 'custom', message: `${label} must be a number from 0 to 1000000 with at most 2 decimals` });
    return cents ?? 0;
  });

const bids = (label: string) =>
  z
    .number({ error: missingOr(label, 'must be a whole number, or null for unlimited') })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_BIDS, `${label} must be at most ${MAX_BIDS}`)
    .nullable();

const text = (label: string, max: number) =>
  z
    .string({ error: missingOr(label, 'must be text') })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const fields = {
  name: text('Name', 100).min(1, 'Name is required'),
  slug: text('Slug', 100).regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Slug may contain only lower-case letters, digits and single dashes between them',
  ),
  description: text('Description', 1000),
  monthlyPriceUsd: price('Monthly price'),
  annualPriceUsd: price('Annual price'),
  monthlyBids: bids('Monthly bids'),
  annualBids: bids('Annual bids'),
  features: z
    .array(text('Feature', 200).min(1, 'Features cannot be blank'), { error: 'Features must be a list of text' })
    .max(50, 'At most 50 features'),
  order: z
    .number({ error: 'Display order must be a number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order cannot be negative')
    .max(1_000_000),
  popular: z.boolean({ error: 'Popular must be true or false' }),
  active: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/admin/pricing-plans. Name, both prices and both bid counts are required (docs/design.md#plans). */
export const CreatePlanBody = z
  .strictObject({
    ...fields,
    slug: fields.slug.optional(),
    description: fields.description.default(''),
    features: fields.features.default([]),
    order: fields.order.optional(),
    popular: fields.popular.default(false),
    active: fields.active.default(true),
  })
  .transform(({ monthlyPriceUsd, annualPriceUsd, ...rest }) => ({
    ...rest,
    monthlyPriceCents: monthlyPriceUsd,
    annualPriceCents: annualPriceUsd,
  }));
export type CreatePlanBody = z.input<typeof CreatePlanBody>;

/**
 * The fields GET answers that no one sets: a PUT that sends the plan back as GET gave it, with some
 * fields changed, has them ignored rather than refused. Every field of the wire plan is either one
 * an admin sets or listed here, or this fails to compile.
 */
const READ_ONLY_PLAN_FIELDS = ['_id', 'createdAt', 'updatedAt'] as const;
type Unaccounted = Exclude<keyof PlanResponse, keyof typeof fields | (typeof READ_ONLY_PLAN_FIELDS)[number]>;
const everyPlanFieldAccounted: [Unaccounted] extends [never] ? true : Unaccounted = true;
void everyPlanFieldAccounted;

const ignored = Object.fromEntries(READ_ONLY_PLAN_FIELDS.map((field) => [field, z.unknown()])) as Record<
  (typeof READ_ONLY_PLAN_FIELDS)[number],
  z.ZodUnknown
>;

/** PUT /api/admin/pricing-plans/:id: any of the same fields, with the same rules; GET's read-only fields are dropped, other unknown fields refused. */
export const UpdatePlanBody = z
  .strictObject({ ...fields, ...ignored })
  .partial()
  .transform(({ monthlyPriceUsd, annualPriceUsd, _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest }) => ({
    ...rest,
    monthlyPriceCents: monthlyPriceUsd,
    annualPriceCents: annualPriceUsd,
  }));

export type UpdatePlanBody = z.input<typeof UpdatePlanBody>;

export const PlanIdParams = z.object({
  id: z.string().trim().min(1, 'Plan id is required').max(100, 'Plan id is too long'),
});
export type PlanIdParams = z.input<typeof PlanIdParams>;

/** GET /api/admin/pricing-plans: every plan, active or not. */
export interface AdminPlansResponse {
  readonly success: true;
  readonly plans: readonly PlanResponse[];
}

/** POST /api/admin/pricing-plans (201) and PUT /api/admin/pricing-plans/:id. */
export type SavePlanResponse = MessageResponse & { readonly plan: PlanResponse };
export type CreatePlanResponse = SavePlanResponse;
export type UpdatePlanResponse = SavePlanResponse;

/** DELETE /api/admin/pricing-plans/:id: deleted, or only deactivated when users or payments hold it. */
export type DeletePlanResponse = MessageResponse & ({ readonly deleted: true } | { readonly deactivated: true });

/** DELETE's answer, for the API and the CLI: a plan with users or payments was only deactivated. */
export const toDeletePlanResponse = (outcome: DeletePlanOutcome): DeletePlanResponse =>
  outcome === 'deleted'
    ? { success: true, message: 'Plan deleted successfully', deleted: true }
    : { success: true, message: 'Plan deactivated: it has users or payments', deactivated: true };
