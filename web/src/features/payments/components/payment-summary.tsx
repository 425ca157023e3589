import { formatCharge } from '@/lib/money';
import type { PaymentRecord } from '../api/verify-payment';

const BILLING_LABELS: Readonly<Record<string, string>> = { monthly: 'Monthly', annual: 'Annual', one_time: 'One-time' };

/** Amounts are charged in rand: 'R 906.50'. */
export const formatPaymentAmount = ({ amount, currency }: Pick<PaymentRecord, 'amount' | 'currency'>): string =>
  formatCharge(amount, currency);

/** An unlimited plan grants no counted bids (its payment allocates 0): the server says when it was one. */
export const bidsAddedLabel = ({
  unlimitedBids,
  bidsAllocated,
}: Pick<PaymentRecord, 'unlimitedBids' | 'bidsAllocated'>): string =>
  unlimitedBids ? 'Unlimited' : bidsAllocated.toLocaleString('en-US');

function Row({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}

/** What the completed payment bought: the plan or pack, the billing, the amount and the bids it added. */
export function PaymentSummary({ payment }: { readonly payment: PaymentRecord }) {
  const isPlan = payment.kind === 'plan';
  return (
    <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 px-4 text-left">
      <Row label={isPlan ? 'Plan' : 'Add-on pack'} value={payment.plan?.name ?? payment.planName} />
      <Row label="Billing" value={BILLING_LABELS[payment.billingType] ?? payment.billingType} />
      <Row label="Amount" value={formatPaymentAmount(payment)} />
      <Row label="Bids added" value={bidsAddedLabel(payment)} />
      <Row label="Reference" value={payment.paymentId} />
    </dl>
  );
}
