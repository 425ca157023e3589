import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Checkout } from '../../core/ports/payment-gateway.port.js';
import { itnParameterString, type FormFields } from '../../adapters/payments/payfast/payfast-signature.js';
import { buildItn, type ItnStatus } from '../../adapters/sandbox/payfast/itn.js';

/**
 * msw stand-ins for PayFast's server confirmation (docs/design.md#payfast) on a made-up host: it answers
 * VALID only to the parameter string of an ITN this mock "sent", as PayFast does.
 */
export const PAYFAST_MSW_BASE = 'https://payfast.test';
export const PAYFAST_MSW_VALIDATE_URL = `${PAYFAST_MSW_BASE}/eng/query/validate`;
/** Inside PayFast's published 197.97.145.144/28. */
export const PAYFAST_SENDER_IP = '197.97.145.150';

export interface ValidateCall {
  readonly contentType: string | null;
  readonly body: string;
}

export interface PayFastMock {
  readonly handlers: readonly HttpHandler[];
  /** Every validate request received, in order. */
  readonly validateCalls: readonly ValidateCall[];
  /** The ITN PayFast would post once the buyer pays `checkout`, signed with the merchant's passphrase. */
  notificationFor(checkout: Checkout, status?: ItnStatus): FormFields;
  /** One-shot handlers for the next validate request. */
  refuseNextHandler(): HttpHandler;
  failNextHandler(how: 'error' | 'timeout'): HttpHandler;
}

export function createPayFastMock(passphrase: string | null): PayFastMock {
  const sent = new Set<string>();
  const validateCalls: ValidateCall[] = [];
  let lastPfPaymentId = 1579137;

  const record = async (request: Request): Promise<string> => {
    const body = await request.text();
    validateCalls.push({ contentType: request.headers.get('content-type'), body });
    return body;
  };

  return {
    handlers: [http.post(PAYFAST_MSW_VALIDATE_URL, async ({ request }) => HttpResponse.text(sent.has(await record(request)) ? 'VALID' : 'INVALID'))],
    validateCalls,
    notificationFor(checkout, status = 'COMPLETE') {
      const fields = Object.fromEntries(checkout.fields);
      const [rands = '0', cents = '00'] = (fields.amount ?? '0.00').split('.');
      lastPfPaymentId += 1;
      const itn = buildItn({ checkout: fields, amountMinor: Number(rands) * 100 + Number(cents.padEnd(2, '0')), pfPaymentId: String(lastPfPaymentId), status, passphrase });
      sent.add(itnParameterString(itn));
      return itn;
    },
    refuseNextHandler: () =>
      http.post(
        PAYFAST_MSW_VALIDATE_URL,
        async ({ request }) => {
          await record(request);
          return HttpResponse.text('INVALID');
        },
        { once: true },
      ),
    failNextHandler: (how) =>
      http.post(
        PAYFAST_MSW_VALIDATE_URL,
        async ({ request }) => {
          await record(request);
          if (how === 'timeout') await delay('infinite');
          return HttpResponse.text('Internal Server Error', { status: 500 });
        },
        { once: true },
      ),
  };
}
