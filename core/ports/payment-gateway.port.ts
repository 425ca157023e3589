import type { BillingType, PaymentItem } from '../domain/payments/payment.js';

/**
 * What a checkout is for, in our terms. The gateway carries it to the buyer's checkout and back in
 * its notification, untouched: each value is at most 255 characters, never cut.
 */
export interface CheckoutOrder {
  readonly userId: string;
  readonly itemKind: PaymentItem['kind'];
  /** The plan's or the add-on pack's id. */
  readonly itemId: string;
  readonly billingType: BillingType;
}

export interface CheckoutRequest {
  readonly paymentId: string;
  /** Minor units (ZAR cents for PayFast). */
  readonly amountMinor: number;
  readonly itemName: string;
  readonly itemDescription: string;
  readonly buyer: { readonly name: string; readonly email: string };
  readonly order: CheckoutOrder;
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
  | {
      readonly valid: true;
      readonly paymentId: string;
      readonly gatewayPaymentId: string;
      readonly status: 'COMPLETE' | 'FAILED' | 'CANCELLED' | 'PENDING';
      readonly amountMinor: number;
      /** The order its checkout carried, as the notification echoes it; null when it echoes none we can read. */
      readonly order: CheckoutOrder | null;
      /**
       * The gateway's own account of the payment for the admin screens (status, reference, fees),
       * under the gateway's names; never the signature or the buyer's details.
       */
      readonly details: Readonly<Record<string, string>>;
    }
  | {
      readonly valid: false;
      readonly reason: string;
      /** The gateway could not be asked (no answer, an error status): the same notification may pass later. */
      readonly retryable?: boolean;
    };

/** What a payment's reference asks the gateway: our id, and the gateway's own id when we know one. */
export interface PaymentQuery {
  readonly paymentId: string;
  /** The gateway's id for it (PayFast's pf_payment_id): from its notification, or claimed by the buyer's return link. */
  readonly gatewayPaymentId: string | null;
}

/**
 * The gateway's answer about one payment, asked now. `known` answers say what the gateway holds
 * under that reference, which may be another payment than the one asked about: the caller checks
 * the payment id and the amount. Anything the gateway did not answer is not known.
 */
export type PaymentQueryAnswer =
  | {
      readonly known: true;
      readonly paymentId: string;
      readonly gatewayPaymentId: string;
      readonly status: 'COMPLETE' | 'FAILED' | 'CANCELLED' | 'PENDING';
      readonly amountMinor: number;
      /** The gateway's own account, under its names, for the admin screens. */
      readonly details: Readonly<Record<string, string>>;
    }
  | { readonly known: false; readonly reason: string };

export interface PaymentGateway {
  readonly currency: string;
  /** True for the built-in simulator or the gateway's sandbox: manual completion is allowed. */
  readonly isSandbox: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a posted notification: signature, source, and the gateway's server confirmation.
   * The amount is checked by the caller against the stored payment.
   */
  verifyNotification(input: {
    readonly fields: readonly (readonly [string, string])[];
    readonly sourceIp: string;
  }): Promise<NotificationVerdict>;
  /**
   * Asks the gateway where a payment stands now (PayFast's REST query). Never throws for the
   * gateway's silence, refusal or a reference it does not know: those are `known: false`.
   */
  queryPayment(query: PaymentQuery): Promise<PaymentQueryAnswer>;
}
