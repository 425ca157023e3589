import { z } from 'zod';
import { usdToCents, type CreatePlanBody } from '@contract/admin-plans';
import type { AdminPlan } from '../api/get-admin-plans';

/** What the inputs hold: text, as typed, so an emptied field reads as missing rather than 0. */
export interface PlanFormValues {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly monthlyPriceUsd: string;
  readonly annualPriceUsd: string;
  readonly monthlyBids: string;
  readonly annualBids: string;
  /** Both bid counts unlimited (null on the wire). */
  readonly unlimited: boolean;
  readonly order: string;
  /** One feature per line. */
  readonly features: string;
  readonly popular: boolean;
  readonly active: boolean;
}

/** A new plan: empty texts, zero numbers, popular off, active on, shown after the existing ones. */
export const newPlanValues = (planCount: number): PlanFormValues => ({
  name: '',
  slug: '',
  description: '',
  monthlyPriceUsd: '0',
  annualPriceUsd: '0',
  monthlyBids: '0',
  annualBids: '0',
  unlimited: false,
  order: String(planCount + 1),
  features: '',
  popular: false,
  active: true,
});

export const planValues = (plan: AdminPlan): PlanFormValues => ({
  name: plan.name,
  slug: plan.slug,
  description: plan.description,
  monthlyPriceUsd: String(plan.monthlyPriceUsd),
  annualPriceUsd: String(plan.annualPriceUsd),
  monthlyBids: plan.monthlyBids === null ? '' : String(plan.monthlyBids),
  annualBids: plan.annualBids === null ? '' : String(plan.annualBids),
  unlimited: plan.monthlyBids === null && plan.annualBids === null,
  order: String(plan.order),
  features: plan.features.join('\n'),
  popular: plan.popular,
  active: plan.active,
});

const WHOLE = /^\d+$/;

const price = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => usdToCents(value) !== null, `${label} must be 0 or more, in steps of 0.01`);

const count = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || WHOLE.test(value), `${label} must be a whole number, 0 or more`);

/** The spec's rules: name, both prices and both bid counts required; prices ≥ 0 in cents; counts and order whole and ≥ 0. */
export const planFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    slug: z.string().trim(),
    description: z.string(),
    monthlyPriceUsd: price('Monthly price'),
    annualPriceUsd: price('Annual price'),
    monthlyBids: count('Monthly bids'),
    annualBids: count('Annual bids'),
    unlimited: z.boolean(),
    order: count('Display order'),
    features: z.string(),
    popular: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.unlimited) return;
    if (values.monthlyBids === '')
      ctx.addIssue({ code: 'custom', path: ['monthlyBids'], message: 'Monthly bids is required' });
    if (values.annualBids === '')
      ctx.addIssue({ code: 'custom', path: ['annualBids'], message: 'Annual bids is required' });
  });

const bidsOrUnlimited = (value: string, unlimited: boolean): number | null => (unlimited ? null : Number(value));

/** The POST body, and the fields a PUT lays over the plan; a blank slug or order is left to the server. */
export const toPlanBody = (values: PlanFormValues): CreatePlanBody => ({
  name: values.name.trim(),
  ...(values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
  description: values.description.trim(),
  monthlyPriceUsd: Number(values.monthlyPriceUsd),
  annualPriceUsd: Number(values.annualPriceUsd),
  monthlyBids: bidsOrUnlimited(values.monthlyBids, values.unlimited),
  annualBids: bidsOrUnlimited(values.annualBids, values.unlimited),
  ...(values.order.trim() === '' ? {} : { order: Number(values.order) }),
  features: values.features
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
  popular: values.popular,
  active: values.active,
});
