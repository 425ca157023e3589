import type { PaymentRecordResponse } from '@contract/admin-payments';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRand } from '@/lib/money';
import { DetailList, DetailRow } from '../detail-list';
import { capitalise, formatDateTime, paymentMethodLabel } from '../format';
import { PaymentStatusBadge } from '@/components/ui/status-badge';

/** Every field of one payment, amounts in rand. */
export function PaymentDetailsDialog({
  payment,
  onClose,
}: {
  readonly payment: PaymentRecordResponse | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Payment Details"
      description="The payment's amounts, status and gateway references."
      descriptionHidden
      size="lg"
    >
      {payment === null ? null : (
        <DetailList>
          <DetailRow label="Payment ID">
            <span className="break-all">{payment.paymentId}</span>
          </DetailRow>
          <DetailRow label="PayFast ID">{payment.pfPaymentId ?? 'None'}</DetailRow>
          <DetailRow label="Plan">{payment.planName}</DetailRow>
          <DetailRow label="Billing">{capitalise(payment.billingType)}</DetailRow>
          <DetailRow label="Amount">{formatRand(payment.amount)}</DetailRow>
          <DetailRow label="Status">
            <PaymentStatusBadge status={payment.status} />
          </DetailRow>
          <DetailRow label="Payment method">{paymentMethodLabel(payment.paymentMethod)}</DetailRow>
          <DetailRow label="Verification">{capitalise(payment.verificationStatus)}</DetailRow>
          <DetailRow label="Bids allocated">{payment.unlimitedBids ? 'Unlimited' : payment.bidsAllocated}</DetailRow>
          <DetailRow label="Created">{formatDateTime(payment.createdAt)}</DetailRow>
          <DetailRow label="Updated">{formatDateTime(payment.updatedAt)}</DetailRow>
        </DetailList>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
