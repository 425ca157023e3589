export interface CheckoutRequest {
  readonly paymentId: string;
  /** Minor units (ZAR cents for PayFast). */
  readonly amountMinor: number;
  readonly itemName: string;
  readonly itemDescription: string;
  readonly buyer: { readonly name: string; readonly email: string };
  readonly customFields: Readonly<Record<string, string>>;
  /** Where the gateway sends the buyer back and posts its notifications. */
  readonly urls: { readonly returnUrl: string; readonly cancelUrl: string; readonly notifyUrl: string };
}

export interface Checkout {
  /** Where the browser posts `fields`. */
  readonly redirectUrl: string;
  /** Form fields in the gateway's signature order, signature included. */
  readonly fields: readonly (readonly [string, string])[];
}

export type NotificationVerdict =
  | { readonly valid: true; readonly paymentId: string; readonly gatewayPaymentId: string; readonly status: 'COMPLETE' | 'FAILED' | 'CANCELLED' | 'PENDING'; readonly amountMinor: number; readonly raw: Readonly<Record<string, string>> }
  | {
      readonly valid: false;
      readonly reason: string;
      /** The gateway could not be asked (no answer, an error status): the same notification may pass later. */
      readonly retryable?: boolean;
    };

export interface PaymentGateway {
  readonly currency: string;
  /** True for the built-in simulator or the gateway's sandbox: manual completion is allowed. */
  readonly isSandbox: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a posted notification: signature, source, and the gateway's server confirmation.
   * The amount is checked by the caller against the stored payment.
   */
  verifyNotification(input: { readonly fields: readonly (readonly [string, string])[]; readonly sourceIp: string }): Promise<NotificationVerdict>;
}
