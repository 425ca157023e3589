export interface PurchaseFailure {
  readonly message: string;
  readonly errorCode: string;
}

/** What the purchase call ended with, as the caller observed it. */
export type PurchaseFailureInput =
  | { readonly kind: 'no-response'; readonly cause: 'connection' | 'timeout' | 'other' }
  | { readonly kind: 'success-false'; readonly message?: string; readonly errorCode?: string }
  | { readonly kind: 'status'; readonly status: number; readonly message?: string };

const NO_RESPONSE: Readonly<Record<'connection' | 'timeout' | 'other', PurchaseFailure>> = {
  connection: {
    message: 'Unable to connect to server. Please check your internet connection',
    errorCode: 'CONNECTION_ERROR',
  },
  timeout: { message: 'Request timed out. Please try again', errorCode: 'TIMEOUT' },
  other: { message: 'Network error. Please try again', errorCode: 'NETWORK_ERROR' },
};

/** `preferServer`: the spec lets the server's own message win only for 400, 404 and 422. */
interface StatusRow extends PurchaseFailure {
  readonly preferServer?: true;
}

const BY_STATUS: ReadonlyMap<number, StatusRow> = new Map<number, StatusRow>([
  [400, { message: 'Invalid plan selection or billing period', errorCode: 'BAD_REQUEST', preferServer: true }],
  [401, { message: 'Please log in to purchase a plan', errorCode: 'UNAUTHORIZED' }],
  [403, { message: "You don't have permission to purchase this plan", errorCode: 'FORBIDDEN' }],
  [404, { message: 'Plan not found', errorCode: 'NOT_FOUND', preferServer: true }],
  [409, { message: 'Plan purchase conflict. Please refresh and try again', errorCode: 'CONFLICT' }],
  [422, { message: 'Invalid purchase data provided', errorCode: 'VALIDATION_ERROR', preferServer: true }],
  [429, { message: 'Too many requests. Please wait a moment and try again', errorCode: 'RATE_LIMITED' }],
  [500, { message: 'Server error: Please try again later', errorCode: 'SERVER_ERROR' }],
  [502, { message: 'Service temporarily unavailable. Please try again', errorCode: 'BAD_GATEWAY' }],
  [503, { message: 'Service temporarily unavailable. Please try again later', errorCode: 'SERVICE_UNAVAILABLE' }],
  [504, { message: 'Request timed out. Please try again', errorCode: 'GATEWAY_TIMEOUT' }],
]);

/** A blank server message counts as none, so the user never sees an empty toast. */
export const present = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text : undefined;

function mapStatus(status: number, serverMessage: string | undefined): PurchaseFailure {
  const row = BY_STATUS.get(status);
  if (!row) return { message: `Purchase failed (${status}): Please try again`, errorCode: `HTTP_${status}` };
  const message = row.preferServer ? (present(serverMessage) ?? row.message) : row.message;
  return { message, errorCode: row.errorCode };
}

/** The spec's purchase error table (docs/design.md#spec-texts), one row per outcome. */
export function mapPurchaseFailure(input: PurchaseFailureInput): PurchaseFailure {
  switch (input.kind) {
    case 'no-response':
      return NO_RESPONSE[input.cause];
    case 'success-false':
      return {
        message: present(input.message) ?? 'Purchase failed',
        errorCode: present(input.errorCode) ?? 'PURCHASE_FAILED',
      };
    case 'status':
      return mapStatus(input.status, input.message);
  }
}
