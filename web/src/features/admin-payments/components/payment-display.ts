import { adminNotesOf, type AdminPaymentResponse } from '@contract/admin-payments';
import type { Pagination } from '@contract/common';
import type { SelectOption } from '@/lib/bidding-options';

export type AdminPayment = AdminPaymentResponse;

export const PAYMENT_STATUS_OPTIONS: readonly SelectOption[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const METHOD_LABELS: Readonly<Record<string, string>> = {
  payfast: 'PayFast',
  card: 'Credit Card',
  bank_transfer: 'Bank Transfer',
};

export const PAYMENT_METHOD_OPTIONS: readonly SelectOption[] = Object.entries(METHOD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const methodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

export const capitalized = (value: string): string =>
  value === '' ? value : `${value.charAt(0).toUpperCase()}${value.slice(1).replace(/_/g, ' ')}`;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date as 'Mar 5, 2026, 10:00 AM'; anything else as written, nothing as a dash. */
export function formatWhen(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** A gateway field for display: text as is, nothing as a dash. */
export const shown = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The rows a page holds, '21–40', or 0 when it holds none. */
export function pageRange({ current, total, limit }: Pagination): string | number {
  const first = Math.min((current - 1) * limit + 1, total);
  const last = Math.min(current * limit, total);
  return first > last ? 0 : `${first}–${last}`;
}

export const planLabel = (payment: AdminPayment): string => payment.planId?.name ?? payment.planName;

/** A count of bids, or 'Unlimited' where an unlimited plan counts none (the server says which). */
export const bidsLabel = (count: number, unlimited: boolean): string | number => (unlimited ? 'Unlimited' : count);

/**
 * The user's current plan by its name, as the Plan beside it reads ('professional' → 'Professional');
 * a plan no longer on sale by its slug, capitalised; none as a dash. The wire holds the slug (spec).
 */
export const currentPlanLabel = (
  slug: string | null,
  plans: readonly { readonly slug: string; readonly name: string }[],
): string =>
  slug === null || slug === '' ? '—' : (plans.find((plan) => plan.slug === slug)?.name ?? capitalized(slug));

/** The notes an admin left, '' when none. */
export const adminNotes = (payment: AdminPayment): string => adminNotesOf(payment) ?? '';

/** Who closed a cancelled payment when no admin did, as the server marks it (`cancelled_by`). */
const CANCELLED_BY: Readonly<Record<string, string>> = {
  buyer: 'The buyer, back from the checkout',
  expiry: 'Expired: the checkout was left a day without payment',
};

/** Why a cancelled payment was closed, for its details; null when it is not cancelled or an admin closed it. */
export const cancelledByText = (payment: AdminPayment): string | null => {
  const by = payment.payfastData.cancelled_by;
  return payment.status === 'cancelled' && typeof by === 'string' ? (CANCELLED_BY[by] ?? null) : null;
};

const times = (count: number): string => (count === 2 ? 'twice' : `${count} times`);
const paymentsCount = (count: number): string => (count === 1 ? '1 payment' : `${count} payments`);

/**
 * What an admin must do about the charges PayFast took for this payment that it did not apply
 * (`extraCharges`): null when there are none. A completed payment was paid again (a second
 * checkout); one closed, or completed by hand, was paid after: nothing was granted for them.
 */
export function extraChargesWarning(payment: AdminPayment): { readonly label: string; readonly title: string } | null {
  const count = payment.extraCharges.length;
  if (count === 0) return null;
  const refund = `refund ${paymentsCount(count)} in PayFast`;
  if (payment.status !== 'completed')
    return { label: 'Paid, not applied', title: `Paid after it was closed: ${refund}` };
  if (payment.pfPaymentId === null)
    return { label: 'Paid, not applied', title: `Paid after it was completed by hand: check and ${refund}` };
  return { label: `Charged ${times(count + 1)}`, title: `Charged ${times(count + 1)}: ${refund}` };
}
