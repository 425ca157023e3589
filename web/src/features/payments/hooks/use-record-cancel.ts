import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useCancelPayment } from '../api/cancel-payment';
import type { PaymentRecord } from '../api/verify-payment';

/**
 * What the cancel page's record of the cancel came to: done (with what the checkout was for, a plan
 * or an add-on pack, when the server named it), refused because the payment was already decided
 * (the server's message says how), or not reached (the page still says no charges were made:
 * nothing was paid at the checkout).
 */
export type CancelRecord =
  | { readonly kind: 'recording' | 'unreachable' }
  | { readonly kind: 'recorded'; readonly item: PaymentRecord['kind'] | null }
  | { readonly kind: 'refused'; readonly message: string };

/** Records the buyer's cancel of `paymentId` once per reference, however often React runs the effect. */
export function useRecordCancel(paymentId: string | null): CancelRecord {
  const { mutateAsync } = useCancelPayment();
  const [record, setRecord] = useState<CancelRecord>(
    paymentId === null ? { kind: 'recorded', item: null } : { kind: 'recording' },
  );
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (paymentId === null || sentFor.current === paymentId) return;
    sentFor.current = paymentId;
    mutateAsync(paymentId).then(
      (payment) => setRecord({ kind: 'recorded', item: payment.kind }),
      (error: unknown) =>
        setRecord(
          isApiError(error) && error.status === 409
            ? { kind: 'refused', message: error.message }
            : { kind: 'unreachable' },
        ),
    );
  }, [paymentId, mutateAsync]);

  return record;
}
