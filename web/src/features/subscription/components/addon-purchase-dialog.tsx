import { useEffect } from 'react';
import type { AddonResponse } from '@contract/pricing';
import { Button } from '@/components/ui/button';
import { PendingActionButton } from '@/components/ui/pending-action-button';
import { Modal } from '@/components/ui/modal';
import { SummaryRow } from '@/components/ui/summary-row';
import { errorMessage, isApiError } from '@/lib/api-error';
import { FALLBACK_ZAR_RATE, useCheckout, useZarQuote } from '@/lib/checkout';
import { formatRand, formatUsd } from '@/lib/money';

/** The dashboard's text for a payment that could not start, when the server sends none. */
export const PAYMENT_FAILED = 'Payment failed';

/**
 * Back from the gateway with the browser's back button, the page can come back from the
 * back/forward cache as it was left: mid-redirect, with a dialog that cannot be closed. Reset it.
 */
function useResetWhenRestored(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}

/**
 * Confirms an add-on pack before paying: the bids, the USD price and the rand amount PayFast will
 * charge. Paying creates the payment and posts the browser to PayFast's checkout; while that
 * happens the dialog cannot be closed. A refusal stays in the dialog with the server's message.
 */
export function AddonPurchaseDialog({
  pack,
  onClose,
}: {
  readonly pack: AddonResponse | null;
  readonly onClose: () => void;
}) {
  const checkout = useCheckout();
  const quote = useZarQuote(pack?.priceUsd ?? null);
  useResetWhenRestored(checkout.reset);
  // Success means the browser is on its way to the gateway: stay busy until the page goes.
  const busy = checkout.isPending || checkout.isSuccess;

  const onOpenChange = (open: boolean) => {
    if (open || busy) return;
    checkout.reset();
    onClose();
  };
  return (
    <Modal
      open={pack !== null}
      onOpenChange={onOpenChange}
      title={pack === null ? '' : `Buy ${pack.quantity.toLocaleString('en-US')} bids`}
      description="A one-time pack of extra bids. They never expire, and your plan's bids are used first."
      busy={busy}
    >
      {pack === null ? null : (
        <>
          <dl className="divide-y divide-slate-100 border-y border-slate-100">
            <SummaryRow label="Bids">{pack.quantity.toLocaleString('en-US')}</SummaryRow>
            <SummaryRow label="Price">{formatUsd(pack.priceUsd)} USD</SummaryRow>
            <SummaryRow label="You pay">
              {quote.data === undefined ? (
                <span className="font-normal text-slate-600">Working out the rand amount…</span>
              ) : (
                <>
                  {formatRand(quote.data.amount)}
                  <span className="block text-xs font-normal text-slate-600">
                    {quote.data.live
                      ? 'in rand (ZAR), at today’s rate'
                      : `in rand (ZAR), estimated at ${formatRand(FALLBACK_ZAR_RATE)} per $1`}
                  </span>
                </>
              )}
            </SummaryRow>
          </dl>

          {checkout.isError ? (
            <div
              role="alert"
              className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <p className="font-semibold">{errorMessage(checkout.error, PAYMENT_FAILED)}</p>
              {isApiError(checkout.error) && checkout.error.errorCode !== null ? (
                <p className="mt-1 text-xs">Error code: {checkout.error.errorCode}</p>
              ) : null}
            </div>
          ) : null}
          {busy ? (
            <p role="status" className="mt-4 text-sm text-slate-700">
              Taking you to PayFast to pay securely…
            </p>
          ) : null}

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <PendingActionButton
              busy={busy}
              disabled={busy || quote.isPending}
              onClick={() => checkout.mutate({ kind: 'addon', packId: pack._id })}
            >
              {busy ? 'Processing...' : checkout.isError ? 'Try Again' : 'Pay with PayFast'}
            </PendingActionButton>
          </div>
        </>
      )}
    </Modal>
  );
}
