import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { useReturnFocus } from '@/components/ui/return-focus';
import { isApiError } from '@/lib/api-error';
import { usePlans } from '@/lib/catalogue';
import { formatRand } from '@/lib/money';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import {
  bidsLabel,
  cancelledByText,
  capitalized,
  currentPlanLabel,
  formatWhen,
  methodLabel,
  planLabel,
  shown,
  type AdminPayment,
} from './payment-display';
import { ExtraChargesNotice } from './extra-charges';
import { PaymentEditForm, unchanged } from './payment-edit-form';
import { PaymentStatusBadge } from '@/components/ui/status-badge';

function Section({
  title,
  rows,
}: {
  readonly title: string;
  readonly rows: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <section>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-slate-500">{term}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PaymentFacts({ payment }: { readonly payment: AdminPayment }) {
  const plans = usePlans() ?? [];
  const user = payment.userId;
  const gateway = payment.payfastData;
  const cancelledBy = cancelledByText(payment);
  const cancelledRows: (readonly [string, ReactNode])[] =
    cancelledBy === null
      ? []
      : [
          ['Cancelled By', cancelledBy],
          ['Cancelled At', formatWhen(gateway.cancelled_at)],
        ];
  return (
    <div className="space-y-5">
      <ExtraChargesNotice payment={payment} />
      <Section
        title="Payment"
        rows={[
          ['Payment ID', <span className="break-all font-mono text-xs">{payment.paymentId}</span>],
          ['PayFast ID', <span className="break-all font-mono text-xs">{shown(payment.pfPaymentId)}</span>],
          ['Plan', planLabel(payment)],
          ['Billing', capitalized(payment.billingType)],
          ['Amount', `${formatRand(payment.amount)} (${payment.currency})`],
          ['Status', <PaymentStatusBadge status={payment.status} />],
          ['Method', methodLabel(payment.paymentMethod)],
          ['Verification', capitalized(payment.verificationStatus)],
          ['Bids Allocated', bidsLabel(payment.bidsAllocated, payment.unlimitedBids)],
          ['Created', formatWhen(payment.createdAt)],
          ['Updated', formatWhen(payment.updatedAt)],
        ]}
      />
      <Section
        title="User"
        rows={
          user === null
            ? [['User', 'Deleted user']]
            : [
                ['Name', user.name],
                ['Email', <span className="break-all">{user.email}</span>],
                ['Plan Status', capitalized(user.planStatus)],
                ['Current Plan', currentPlanLabel(user.currentPlan, plans)],
                ['Available Bids', bidsLabel(user.availableBids, user.unlimitedBids)],
              ]
        }
      />
      <Section
        title="PayFast Data"
        rows={[
          ['Payment Status', shown(gateway.payment_status)],
          ...cancelledRows,
          ['Completed At', formatWhen(gateway.completed_at)],
          ['Manually Completed', gateway.manually_completed ? 'Yes' : 'No'],
          ['Admin Updated At', formatWhen(gateway.admin_updated_at)],
          ['Admin Notes', <span className="whitespace-pre-wrap">{shown(gateway.admin_notes)}</span>],
        ]}
      />
    </div>
  );
}

const refusalOf = (error: unknown): string | null => (isApiError(error) && error.message !== '' ? error.message : null);

/**
 * The payment's details; Edit Status switches to the edit form. A save with nothing changed sends
 * nothing; a saved change closes the dialog (the list reloads). While saving it does not close.
 * Mount it with the payment's id as key: each payment opens in view mode with a fresh save state.
 */
export function PaymentDetailsDialog({
  payment,
  onClose,
}: {
  readonly payment: AdminPayment | null;
  readonly onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePaymentStatus({ onUpdated: onClose });
  const close = onClose;
  const returnFocus = useReturnFocus();
  const holdWhileSaving = (event: Event) => {
    if (update.isPending) event.preventDefault();
  };

  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          onEscapeKeyDown={holdWhileSaving}
          onPointerDownOutside={holdWhileSaving}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl"
        >
          {payment === null ? null : (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
                <div className="min-w-0">
                  <Dialog.Title className="text-lg font-semibold text-slate-900">
                    {editing ? 'Edit Payment Status' : 'Payment Details'}
                  </Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-600">
                    <span className="break-all">{payment.paymentId}</span> ·{' '}
                    <span className="whitespace-nowrap">{formatRand(payment.amount)}</span>
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  disabled={update.isPending}
                  className={cn('rounded-md p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-50', focusRing)}
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                  <span className="sr-only">Close</span>
                </Dialog.Close>
              </div>
              {/* Focusable so keyboard users can scroll a long record (it holds no control in view mode). */}
              <div
                {...(editing ? {} : { tabIndex: 0, role: 'region', 'aria-label': 'Payment record' })}
                className={cn(
                  'overflow-y-auto px-5 py-4',
                  focusRing,
                  'focus-visible:ring-inset focus-visible:ring-offset-0',
                )}
              >
                {editing ? (
                  <PaymentEditForm
                    payment={payment}
                    saving={update.isPending}
                    refusal={update.isError ? refusalOf(update.error) : null}
                    onCancel={() => {
                      update.reset();
                      setEditing(false);
                    }}
                    onSave={({ status, notes }) => {
                      if (unchanged(payment, status, notes)) setEditing(false);
                      else update.mutate({ paymentId: payment.paymentId, status, notes });
                    }}
                  />
                ) : (
                  <PaymentFacts payment={payment} />
                )}
              </div>
              {editing ? null : (
                <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={close}>
                    Close
                  </Button>
                  <Button onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Edit Status
                  </Button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
