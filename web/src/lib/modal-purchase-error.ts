import { present, type PurchaseFailure } from './purchase-error-mapping';

export const MODAL_PURCHASE_DEFAULT = 'Purchase failed. Please try again.';

/**
 * How the payment modal's purchase attempt failed: the server answered success false, the
 * server answered an error status, no response came, or something else threw.
 */
export type ModalPurchaseFailureInput =
  | { readonly kind: 'declined'; readonly message?: string; readonly errorCode?: string }
  | { readonly kind: 'response'; readonly message?: string; readonly errorCode?: string }
  | { readonly kind: 'no-response' }
  | { readonly kind: 'exception' };

/**
 * The modal helper keeps the server's message and code when given. Without a response, and for
 * unexpected exceptions, it shows the default text: an exception's own message is a bug report,
 * not something to show a buyer.
 */
export function mapModalPurchaseError(input: ModalPurchaseFailureInput): PurchaseFailure {
  switch (input.kind) {
    case 'declined':
      return {
        message: present(input.message) ?? MODAL_PURCHASE_DEFAULT,
        errorCode: present(input.errorCode) ?? 'PURCHASE_FAILED',
      };
    case 'response':
      return {
        message: present(input.message) ?? MODAL_PURCHASE_DEFAULT,
        errorCode: present(input.errorCode) ?? 'API_ERROR',
      };
    case 'no-response':
      return { message: MODAL_PURCHASE_DEFAULT, errorCode: 'NETWORK_ERROR' };
    case 'exception':
      return { message: MODAL_PURCHASE_DEFAULT, errorCode: 'UNKNOWN_ERROR' };
  }
}
