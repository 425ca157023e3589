import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Checkout } from '../../core/ports/payment-gateway.port.js';
import {
  apiSignature,
  itnParameterString,
  signaturesMatch,
  type FormFields,
} from '../../adapters/payments/payfast/payfast-signature.js';
import { buildItn, type ItnStatus } from '../../adapters/simulators/payfast/itn.js';

/**
 * msw stand-ins for PayFast's server confirmation (docs/design.md#payfast) on a made-up host: it answers
 * VALID only to the parameter string of an ITN this mock "sent", as PayFast does.
 */
export const PAYFAST_MSW_BASE = 'https://payfast.test';
export const PAYFAST_MSW_VALIDATE_URL = `${PAYFAST_MSW_BASE}/eng/query/validate`;
/** PayFast's REST API on the made-up host. */
export const PAYFAST_MSW_API_URL = `${PAYFAST_MSW_BASE}/api`;
const QUERY_URL = `${PAYFAST_MSW_API_URL}/process/query/:id`;
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
  /** Every query request received: its URL and its auth headers. */
  readonly queryCalls: readonly { readonly url: string; readonly headers: Readonly<Record<string, string>> }[];
  /** The ITN PayFast would post once the buyer pays `checkout`, signed with the merchant's passphrase. */
  notificationFor(checkout: Checkout, status?: ItnStatus): FormFields;
  /** One-shot handlers for the next validate request. */
  refuseNextHandler(): HttpHandler;
  failNextHandler(how: 'error' | 'timeout'): HttpHandler;
}

export function createPayFastMock(passphrase: string | null): PayFastMock {
  const sent = new Set<string>();
  const validateCalls: ValidateCall[] = [];
  const queryCalls: { url: string; headers: Record<string, string> }[] = [];
  /** What the query API knows, per pf_payment_id: every ITN this mock "sent". */
  const known = new Map<
    string,
    { readonly m_payment_id: string; readonly status: ItnStatus; readonly amount: number }
  >();
  let lastPfPaymentId = 1579137;

  /** PayFast's API auth, as PayFast checks it: our merchant's signed headers (the sandbox's testing=true outside the signature). */
  const authorised = (request: Request): boolean => {
    const headers = {
      'merchant-id': request.headers.get('merchant-id') ?? '',
      version: request.headers.get('version') ?? '',
      timestamp: request.headers.get('timestamp') ?? '',
    };
    return (
      passphrase !== null &&
      headers.version === 'v1' &&
      signaturesMatch(request.headers.get('signature') ?? '', apiSignature(headers, passphrase))
    );
  };
  const queryHandler = http.get(QUERY_URL, ({ request, params }) => {
    queryCalls.push({
      url: request.url,
      headers: Object.fromEntries(
        ['merchant-id', 'version', 'timestamp', 'signature'].map((name) => [name, request.headers.get(name) ?? '']),
      ),
    });
    if (!authorised(request))
      return HttpResponse.json(
        { code: 401, status: 'failed', data: { response: 'Merchant authorization failed.', message: false } },
        { status: 401 },
      );
    const payment = known.get(String(params.id));
    if (payment === undefined)
      return HttpResponse.json(
        { code: 400, status: 'failed', data: { response: false, message: 'Failure' } },
        { status: 400 },
      );
    return HttpResponse.json({
      code: 200,
      status: 'success',
      data: { response: { pf_payment_id: Number(params.id), ...payment, cc_status: '00' }, message: 'Success' },
    });
  });

  const record = async (request: Request): Promise<string> => {
    const body = await request.text();
    validateCalls.push({ contentType: request.headers.get('content-type'), body });
    return body;
  };

  return {
    handlers: [
      http.post(PAYFAST_MSW_VALIDATE_URL, async ({ request }) =>
        HttpResponse.text(sent.has(await record(request)) ? 'VALID' : 'INVALID'),
      ),
      queryHandler,
    ],
    validateCalls,
    queryCalls,
    notificationFor(checkout, status = 'COMPLETE') {
      const fields = Object.fromEntries(checkout.fields);
      const [rands = '0', cents = '00'] = (fields.amount ?? '0.00').split('.');
      lastPfPaymentId += 1;
      const amountMinor = Number(rands) * 100 + Number(cents.padEnd(2, '0'));
      const itn = buildItn({ checkout: fields, amountMinor, pfPaymentId: String(lastPfPaymentId), status, passphrase });
      sent.add(itnParameterString(itn));
      known.set(String(lastPfPaymentId), { m_payment_id: fields.m_payment_id ?? '', status, amount: amountMinor });
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
