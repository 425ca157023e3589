import type { CheckoutUrls } from '../../../core/use-cases/payments/create-payment.js';
import { endpoints } from '../../../contract/endpoints.js';

/** Where the gateway posts its notifications. The body parser leaves this path alone: the signature needs the raw body. */
export const PAYMENT_NOTIFY_PATH = endpoints.payments.notify.path;

/** The notify route under a base address (PUBLIC_URL, or the server's own listening address). */
export const paymentNotifyUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}${PAYMENT_NOTIFY_PATH}`;

/** The web app's return and cancel pages under the public address, without a query. */
export function paymentPageUrls(publicUrl: string): { readonly returnUrl: string; readonly cancelUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return { returnUrl: `${base}/payment/success`, cancelUrl: `${base}/payment/cancel` };
}

/** The web app's payment pages and the notify route (docs/design.md#payments), under the public address. */
export function checkoutUrls(publicUrl: string): CheckoutUrls {
  const pages = paymentPageUrls(publicUrl);
  return (paymentId) => {
    const query = `payment_id=${encodeURIComponent(paymentId)}`;
    return {
      returnUrl: `${pages.returnUrl}?${query}`,
      cancelUrl: `${pages.cancelUrl}?${query}`,
      notifyUrl: paymentNotifyUrl(publicUrl),
    };
  };
}
