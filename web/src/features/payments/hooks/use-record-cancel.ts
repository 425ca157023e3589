import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useCancelPayment } from '../api/cancel-payment';

/**
 * What the cancel page's record of the cancel came to: done (or nothing to record without a
 * reference), refused because the payment was already decided (the server's message says how), or
 * not reached (the page still says no charges were made: nothing was paid at the checkout).
 */
export type CancelRecord =
  { readonly kind: 'recording' | 'recorded' | 'unreachable' } | { readonly kind: 'refused'; readonly message: string };

/** Records the buyer's cancel of `paymentId` once per reference, however often React runs the effect. */
export function useRecordCancel(paymentId: string | null): CancelRecord {
  const { mutateAsync } = useCancelPayment();
  const [record, setRecord] = useState<CancelRecord>({ kind: paymentId === null ? 'recorded' : 'recording' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (paymentId === null || sentFor.current === paymentId) return;
    sentFor.current = paymentId;
    mutateAsync(paymentId).then(
      () => setRecord({ kind: 'recorded' }),
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
