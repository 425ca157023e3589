import { mapModalPurchaseError } from '@/lib/modal-purchase-error';
import { mapPurchaseFailure, type PurchaseFailure } from '@/lib/purchase-error-mapping';
import { isApiError } from '@/lib/api-error';

export type { PurchaseFailure };

/** fetch rejects with a TypeError when no answer came at all (offline, refused, DNS). */
function noResponseCause(error: unknown): 'connection' | 'timeout' | 'other' {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof TypeError) return 'connection';
  return 'other';
}

/**
 * How POST /pricing/purchase failed, in the texts and codes of the purchase error table. The api
 * client throws an ApiError for an error status and also for a 2xx answer with success false.
 */
export function purchaseFailureOf(error: unknown): PurchaseFailure {
  if (!isApiError(error)) return mapPurchaseFailure({ kind: 'no-response', cause: noResponseCause(error) });
  if (error.status < 400)
    return mapPurchaseFailure({
      kind: 'success-false',
      message: error.message,
      errorCode: error.errorCode ?? undefined,
    });
  return mapPurchaseFailure({ kind: 'status', status: error.status, message: error.message });
}

/** How creating the payment failed (the payment modal's own helper): the server's text and code when it sent them. */
export function checkoutFailureOf(error: unknown): PurchaseFailure {
  if (isApiError(error)) {
    const answer = { message: error.message, errorCode: error.errorCode ?? undefined };
    return mapModalPurchaseError(
      error.status < 400 ? { kind: 'declined', ...answer } : { kind: 'response', ...answer },
    );
  }
  return mapModalPurchaseError(error instanceof TypeError ? { kind: 'no-response' } : { kind: 'exception' });
}
