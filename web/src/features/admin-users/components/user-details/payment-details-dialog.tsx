import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { PaymentRecordResponse } from '../../../../../../contract/admin-payments';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { focusRing } from '../../../../components/ui/focus-ring';
import { formatRand } from '../../../../lib/money';
import { DetailList, DetailRow } from '../detail-list';
import { capitalise, formatDateTime, paymentMethodLabel } from '../format';
import { PaymentStatusBadge } from './payment-status-badge';

/** Every field of one payment, amounts in rand. */
export function PaymentDetailsDialog({ payment, onClose }: { readonly payment: PaymentRecordResponse | null; readonly onClose: () => void }) {
  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Payment Details</Dialog.Title>
            <Dialog.Close className={cn('rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800', focusRing)}>
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The payment's amounts, status and gateway references.</Dialog.Description>
          {payment === null ? null : (
            <div className="mt-3">
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
                <DetailRow label="Bids allocated">{payment.bidsAllocated}</DetailRow>
                <DetailRow label="Created">{formatDateTime(payment.createdAt)}</DetailRow>
                <DetailRow label="Updated">{formatDateTime(payment.updatedAt)}</DetailRow>
              </DetailList>
            </div>
          )}
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
