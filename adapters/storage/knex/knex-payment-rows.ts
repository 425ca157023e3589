import { z } from 'zod';
import type { Payment, PaymentItem, PaymentStats } from '../../../core/domain/payments/payment.js';
import type { PlanTerms } from '../../../core/domain/plans/plan.js';
import { num, parseJsonColumn, toDate, toDateOrNull } from './knex-rows.js';

export const PAYMENTS = 'payments';

export interface PaymentRow {
  readonly id: string;
  readonly payment_id: string;
  readonly pf_payment_id: string | null;
  readonly user_id: string;
  readonly item_kind: string;
  readonly plan_id: string | null;
  readonly addon_pack_id: string | null;
  readonly billing_type: string;
  readonly plan_slug: string | null;
  readonly plan_name: string | null;
  readonly sold_bids: unknown;
  readonly plan_duration_months: unknown;
  readonly item_name: string;
  readonly price_usd_cents: unknown;
  readonly amount_minor: unknown;
  readonly currency: string;
  readonly status: Payment['status'];
  readonly payment_method: Payment['paymentMethod'];
  readonly verification_status: Payment['verificationStatus'];
  readonly bids_allocated: unknown;
  readonly gateway_data: unknown;
  readonly completed_at_ms: unknown;
  readonly created_at_ms: unknown;
  readonly updated_at_ms: unknown;
}

const gatewayDataSchema = z.record(z.string(), z.unknown());
const count = z.coerce.number().int().nonnegative();
const itemSchema = z.discriminatedUnion('item_kind', [
  z.object({
    item_kind: z.literal('plan'),
    plan_id: z.string(),
    billing_type: z.enum(['monthly', 'annual']),
    plan_slug: z.string().nullable(),
    plan_name: z.string().nullable(),
    sold_bids: count.nullable(),
    plan_duration_months: count.nullable(),
  }),
  z.object({
    item_kind: z.literal('addon'),
    addon_pack_id: z.string(),
    billing_type: z.literal('one_time'),
    sold_bids: count.nullable(),
  }),
]);

type PlanRowItem = Extract<z.infer<typeof itemSchema>, { item_kind: 'plan' }>;

/** Kept when the duration is (see migration 006); a payment from before whose plan is gone has none. */
function soldPlan(item: PlanRowItem): PlanTerms | null {
  if (item.plan_duration_months === null || item.plan_slug === null) return null;
  return {
    slug: item.plan_slug,
    name: item.plan_name ?? item.plan_slug,
    bids: item.sold_bids,
    durationMonths: item.plan_duration_months,
  };
}

export const parseGatewayData = (row: Pick<PaymentRow, 'gateway_data'>): Record<string, unknown> =>
  parseJsonColumn(gatewayDataSchema, row.gateway_data, 'payments.gateway_data');

function toItem(row: PaymentRow): PaymentItem {
  const item = parseJsonColumn(itemSchema, row, 'payments.item_kind');
  return item.item_kind === 'plan'
    ? { kind: 'plan', planId: item.plan_id, billingType: item.billing_type, sold: soldPlan(item) }
    : {
        kind: 'addon',
        addonPackId: item.addon_pack_id,
        billingType: item.billing_type,
        sold: item.sold_bids === null ? null : { bids: item.sold_bids },
      };
}

export const itemColumns = (item: PaymentItem) => ({
  item_kind: item.kind,
  plan_id: item.kind === 'plan' ? item.planId : null,
  addon_pack_id: item.kind === 'addon' ? item.addonPackId : null,
  billing_type: item.billingType,
  plan_slug: item.kind === 'plan' ? (item.sold?.slug ?? null) : null,
  plan_name: item.kind === 'plan' ? (item.sold?.name ?? null) : null,
  sold_bids: item.sold?.bids ?? null,
  plan_duration_months: item.kind === 'plan' ? (item.sold?.durationMonths ?? null) : null,
});

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  paymentId: row.payment_id,
  pfPaymentId: row.pf_payment_id,
  userId: row.user_id,
  item: toItem(row),
  itemName: row.item_name,
  priceUsdCents: num(row.price_usd_cents),
  amountMinor: num(row.amount_minor),
  currency: row.currency,
  status: row.status,
  paymentMethod: row.payment_method,
  verificationStatus: row.verification_status,
  bidsAllocated: num(row.bids_allocated),
  gatewayData: parseGatewayData(row),
  completedAt: toDateOrNull(row.completed_at_ms),
  createdAt: toDate(row.created_at_ms),
  updatedAt: toDate(row.updated_at_ms),
});

/** The select list of the one-query stats. */
export const STATS_SELECT = [
  'count(*) as total',
  "sum(case when status = 'completed' then amount_minor else 0 end) as amount",
  "sum(case when status = 'completed' then 1 else 0 end) as completed",
  "sum(case when status = 'pending' then 1 else 0 end) as pending",
  "sum(case when status = 'failed' then 1 else 0 end) as failed",
  "sum(case when status = 'cancelled' then 1 else 0 end) as cancelled",
] as const;

export const toStats = (row: Record<string, unknown> | undefined): PaymentStats => ({
  totalPayments: num(row?.total),
  totalAmountMinor: num(row?.amount),
  completedPayments: num(row?.completed),
  pendingPayments: num(row?.pending),
  failedPayments: num(row?.failed),
  cancelledPayments: num(row?.cancelled),
});
