import { formatCharge } from '../money/charge-text.js';
import type { Payment } from '../payments/payment.js';

/** As every screen shows a charge: 'R 1,831.50'. */
const amountOf = (payment: Payment): string => formatCharge(payment.amountMinor / 100, payment.currency);

const dataOf = (payment: Payment) => ({
  paymentId: payment.paymentId,
  item: payment.itemName,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
});

/** A payment that went through: what it bought; once per payment. */
export const paymentCompletedNotification = (payment: Payment) => ({
  userId: payment.userId,
  kind: 'payment.completed' as const,
  title: `Payment received: ${payment.itemName}`,
  body: `We received your payment of ${amountOf(payment)} for ${payment.itemName}.${payment.bidsAllocated > 0 ? ` ${payment.bidsAllocated} bids were added to your account.` : ''}`,
  link: '/subscription',
  data: dataOf(payment),
  dedupeKey: `payment.completed:${payment.id}`,
});

/** A payment the gateway says failed: nothing was charged or granted; once per payment. */
export const paymentFailedNotification = (payment: Payment) => ({
  userId: payment.userId,
  kind: 'payment.failed' as const,
  title: `Payment failed: ${payment.itemName}`,
  body: `Your payment of ${amountOf(payment)} for ${payment.itemName} did not go through, so nothing changed on your account. You can try again from the pricing page.`,
  link: '/pricing',
  data: dataOf(payment),
  dedupeKey: `payment.failed:${payment.id}`,
});
