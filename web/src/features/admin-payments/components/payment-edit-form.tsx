import { useId, useState } from 'react';
import type { PaymentStatusBody } from '@contract/admin-payments';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { adminNotes, PAYMENT_STATUS_OPTIONS, type AdminPayment } from './payment-display';

export type PaymentStatus = PaymentStatusBody['status'];

const NOTES_MAX = 1000;

/** Neither the status nor the notes differ from the payment's: there is nothing to save. */
export const unchanged = (payment: AdminPayment, status: string, notes: string): boolean =>
  status === payment.status && notes.trim() === adminNotes(payment).trim();

/** Edit mode: the status select and the admin's notes; Save only sends when something changed. */
export function PaymentEditForm({
  payment,
  saving,
  refusal,
  onSave,
  onCancel,
}: {
  readonly payment: AdminPayment;
  readonly saving: boolean;
  /** The server's reason when it refused the last save. */
  readonly refusal: string | null;
  readonly onSave: (change: { readonly status: PaymentStatus; readonly notes: string }) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState(payment.status);
  const [notes, setNotes] = useState(adminNotes(payment));
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ status, notes: notes.trim() });
      }}
    >
      <SelectField
        label="Payment Status"
        options={PAYMENT_STATUS_OPTIONS}
        value={status}
        onChange={(event) => setStatus(event.target.value as PaymentStatus)}
        hint={
          payment.status === 'completed'
            ? 'A completed payment keeps its status; its notes can still change.'
            : 'Completing a payment grants its bids once.'
        }
      />
      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block text-sm font-medium text-slate-700">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          rows={4}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={cn(inputClasses(), 'resize-y')}
          placeholder="Why the status changed, a reference, who confirmed it…"
        />
      </div>
      <div role="alert">
        {refusal === null ? null : <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{refusal}</p>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
