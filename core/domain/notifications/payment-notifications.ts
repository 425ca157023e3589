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

/** A charge the gateway took that its payment will not apply: kept for an admin to refund (docs/design.md#payments). */
export interface KeptCharge {
  readonly payment: Payment;
  /** The gateway's id of the charge kept (PayFast's pf_payment_id). */
  readonly gatewayPaymentId: string;
  /** The gateway payment the payment completed with, when this charge is a second one; null when it came for a closed checkout. */
  readonly completedWith: string | null;
}

const refundDueKey = (charge: KeptCharge): string =>
  `payment.refund_due:${charge.payment.id}:${charge.gatewayPaymentId}`;

const refundDueData = (charge: KeptCharge) => ({
  ...dataOf(charge.payment),
  gatewayPaymentId: charge.gatewayPaymentId,
});

/**
 * The buyer's word that money of theirs is kept for a refund, once per kept charge. It names no
 * time: an admin refunds it at the gateway, and how soon it shows on the buyer's card is not ours to say.
 */
export const refundDueNotification = (charge: KeptCharge) => {
  const { payment } = charge;
  const how =
    charge.completedWith === null
      ? `A payment of ${amountOf(payment)} for ${payment.itemName} reached us after that checkout was closed`
      : `You paid ${amountOf(payment)} for ${payment.itemName} a second time, after your first payment for it had gone through`;
  return {
    userId: payment.userId,
    kind: 'payment.refund_due' as const,
    title: `We’ll refund a payment: ${payment.itemName}`,
    body: `${how}, so nothing was added to your account for it. We will refund it to the card or account it came from; you do not need to do anything.`,
    link: '/subscription',
    data: refundDueData(charge),
    dedupeKey: refundDueKey(charge),
  };
};

/**
 * An admin's word of the same charge: whom to refund, how much, and which payment lists it. Keyed
 * apart from the buyer's notice, so an admin who paid twice themselves gets both.
 */
export const refundDueAdminNotification = (charge: KeptCharge, adminId: string, buyerEmail: string) => {
  const { payment } = charge;
  const when =
    charge.completedWith === null
      ? `after payment ${payment.paymentId} was ${payment.status}`
      : `a second time (payment ${payment.paymentId} had completed with gateway payment ${charge.completedWith})`;
  return {
    userId: adminId,
    kind: 'payment.refund_due' as const,
    title: `Refund due: ${amountOf(payment)} to ${buyerEmail}`,
    body: `${buyerEmail} was charged ${amountOf(payment)} for ${payment.itemName} ${when}, and nothing was added for it. Refund gateway payment ${charge.gatewayPaymentId} at the gateway: the payment lists it among its extra charges.`,
    link: `/admin/payments?search=${encodeURIComponent(payment.paymentId)}`,
    data: refundDueData(charge),
    dedupeKey: `${refundDueKey(charge)}:admin`,
  };
};
