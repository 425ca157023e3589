import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayFastGateway, QUERY_BODY_LIMIT } from '../../adapters/payments/payfast/payfast-gateway.js';
import { itnParameterString } from '../../adapters/payments/payfast/payfast-signature.js';
import { payFastSources } from '../../adapters/payments/payfast/source-check.js';
import {
  createPayFastMock,
  PAYFAST_MSW_API_URL,
  PAYFAST_MSW_BASE,
  PAYFAST_MSW_VALIDATE_URL,
  PAYFAST_SENDER_IP,
  type PayFastMock,
} from '../msw/payfast.handlers.js';
import { aCheckoutRequest, describePaymentGatewayContract } from './payment-gateway.contract.js';

const MERCHANT = { merchantId: '10026755', merchantKey: 'k3yOfTheMerchant', passphrase: 'test_sandbox' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The real adapter against msw's PayFast; DNS is never asked, the published ranges decide. */
function gatewayOn(
  mock: PayFastMock,
  options: Partial<ConstructorParameters<typeof PayFastGateway>[0]> = {},
): PayFastGateway {
  server.resetHandlers(...mock.handlers);
  return new PayFastGateway({
    processUrl: `${PAYFAST_MSW_BASE}/eng/process`,
    validateUrl: PAYFAST_MSW_VALIDATE_URL,
    apiUrl: PAYFAST_MSW_API_URL,
    ...MERCHANT,
    isSandbox: false,
    trustedSources: payFastSources({ resolve: async () => [] }),
    // Short enough to keep the timeout cases quick; nothing here measures them.
    validateTimeoutMs: 200,
    queryTimeoutMs: 200,
    ...options,
  });
}

describePaymentGatewayContract(
  'PayFastGateway on msw',
  async () => {
    const mock = createPayFastMock(MERCHANT.passphrase);
    return {
      gateway: gatewayOn(mock),
      pay: async (checkout) => ({ fields: mock.notificationFor(checkout), sourceIp: PAYFAST_SENDER_IP }),
      untrustedSourceIp: '203.0.113.9',
      confirmation: {
        refuseNext: () => server.use(mock.refuseNextHandler()),
        failNext: (how) => server.use(mock.failNextHandler(how)),
      },
      secrets: [MERCHANT.merchantKey, MERCHANT.passphrase],
    };
  },
  { checksSource: true, scriptedConfirmation: true },
);

describe('PayFastGateway server confirmation on msw', () => {
  let mock: PayFastMock;
  let gateway: PayFastGateway;
  beforeEach(() => {
    mock = createPayFastMock(MERCHANT.passphrase);
    gateway = gatewayOn(mock);
  });
  const paidNotification = async () => ({
    fields: mock.notificationFor(await gateway.createCheckout(aCheckoutRequest())),
    sourceIp: PAYFAST_SENDER_IP,
  });

  it('posts the ITN parameter string, form-encoded, without signature or passphrase, and passes on VALID', async () => {
    const notification = await paidNotification();
    expect((await gateway.verifyNotification(notification)).valid).toBe(true);
    expect(mock.validateCalls).toEqual([
      { contentType: 'application/x-www-form-urlencoded', body: itnParameterString(notification.fields) },
    ]);
    expect(mock.validateCalls[0]?.body).not.toMatch(/signature=|passphrase=|test_sandbox/);
  });

  it.each([
    ['INVALID', () => mock.refuseNextHandler(), { reason: 'server confirmation answered INVALID' }],
    [
      'a 200 that is not VALID',
      () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.text('VALIDATED'), { once: true }),
      { reason: 'server confirmation answered something else' },
    ],
    // PayFast gave no word on these: the same notification may pass when it is sent again.
    [
      'HTTP 500',
      () => mock.failNextHandler('error'),
      { reason: 'server confirmation failed: HTTP 500', retryable: true },
    ],
    [
      'no answer in time',
      () => mock.failNextHandler('timeout'),
      { reason: 'server confirmation timed out', retryable: true },
    ],
    [
      'a network error',
      () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.error(), { once: true }),
      { reason: 'server confirmation unreachable', retryable: true },
    ],
    [
      'VALID with an error status',
      () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.text('VALID', { status: 503 }), { once: true }),
      { reason: 'server confirmation failed: HTTP 503', retryable: true },
    ],
  ])('refuses the notification when PayFast answers %s', async (_case, handler, refusal) => {
    const notification = await paidNotification();
    server.use(handler());
    expect(await gateway.verifyNotification(notification)).toEqual({ valid: false, ...refusal });
  });

  it('does not ask PayFast about a notification that fails an earlier check', async () => {
    const notification = await paidNotification();
    await gateway.verifyNotification({ ...notification, sourceIp: '203.0.113.9' });
    await gateway.verifyNotification({ ...notification, fields: notification.fields.slice(0, -1) });
    expect(mock.validateCalls).toEqual([]);
  });
});

describe('PayFastGateway query on msw', () => {
  let mock: PayFastMock;
  const QUERY = `${PAYFAST_MSW_API_URL}/process/query/:id`;
  const at = new Date('2026-03-01T10:00:00.000Z');
  const gatewayWith = (options: Partial<ConstructorParameters<typeof PayFastGateway>[0]> = {}) =>
    gatewayOn(mock, { now: () => at, ...options });
  beforeEach(() => {
    mock = createPayFastMock(MERCHANT.passphrase);
  });
  const paid = async (gateway: PayFastGateway) => {
    const request = aCheckoutRequest();
    const itn = Object.fromEntries(mock.notificationFor(await gateway.createCheckout(request)));
    return { request, pfPaymentId: itn.pf_payment_id ?? '' };
  };

  it("signs the headers as PayFast's API asks, and adds testing=true outside the signature in the sandbox only", async () => {
    for (const isSandbox of [false, true]) {
      const gateway = gatewayWith({ isSandbox });
      const { request, pfPaymentId } = await paid(gateway);
      expect(await gateway.queryPayment({ paymentId: request.paymentId, gatewayPaymentId: pfPaymentId })).toMatchObject(
        { known: true, status: 'COMPLETE', paymentId: request.paymentId, amountMinor: 35150 },
      );
      const call = mock.queryCalls.at(-1);
      expect(call?.url).toBe(`${PAYFAST_MSW_API_URL}/process/query/${pfPaymentId}${isSandbox ? '?testing=true' : ''}`);
      expect(call?.headers).toEqual({
        'merchant-id': MERCHANT.merchantId,
        version: 'v1',
        timestamp: '2026-03-01T10:00:00+00:00',
        signature: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
  });

  it('asks nothing without a pf_payment_id, or without the passphrase the API needs', async () => {
    const gateway = gatewayWith({ passphrase: null });
    expect(await gateway.queryPayment({ paymentId: 'BP-1', gatewayPaymentId: '1579138' })).toMatchObject({
      known: false,
      reason: expect.stringContaining('passphrase'),
    });
    expect(await gatewayWith().queryPayment({ paymentId: 'BP-1', gatewayPaymentId: null })).toMatchObject({
      known: false,
    });
    expect(mock.queryCalls).toEqual([]);
  });

  it.each([
    [
      'a refusal',
      () =>
        HttpResponse.json(
          { code: 401, status: 'failed', data: { response: 'Merchant authorization failed.', message: false } },
          { status: 401 },
        ),
      'HTTP 401',
    ],
    [
      'a failure envelope with 200',
      () => HttpResponse.json({ code: 400, status: 'failed', data: { response: false, message: 'Failure' } }),
      'names no payment',
    ],
    [
      'a status PayFast does not use',
      () =>
        HttpResponse.json({
          code: 200,
          status: 'success',
          data: { response: { pf_payment_id: 1, m_payment_id: 'BP-1', status: 'PAID', amount: 35150 } },
        }),
      'names no payment',
    ],
    [
      'an amount that is not whole cents',
      () =>
        HttpResponse.json({
          code: 200,
          status: 'success',
          data: { response: { pf_payment_id: 1, m_payment_id: 'BP-1', status: 'COMPLETE', amount: 351.5 } },
        }),
      'names no payment',
    ],
    ['HTML', () => HttpResponse.html('<html>maintenance</html>'), 'not JSON'],
    ['a network error', () => HttpResponse.error(), 'unreachable'],
    [
      'no answer in time',
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
      'timed out',
    ],
    [
      'a declared body over the cap',
      () =>
        new HttpResponse('x'.repeat(QUERY_BODY_LIMIT + 1), {
          headers: { 'content-length': String(QUERY_BODY_LIMIT + 1) },
        }),
      `over ${QUERY_BODY_LIMIT} bytes`,
    ],
    [
      'an endless body',
      () =>
        new HttpResponse(new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(16 * 1024)) })),
      `over ${QUERY_BODY_LIMIT} bytes`,
    ],
  ])('knows nothing when PayFast answers %s', async (_case, resolver, reason) => {
    const gateway = gatewayWith();
    server.use(http.get(QUERY, resolver, { once: true }));
    expect(await gateway.queryPayment({ paymentId: 'BP-1', gatewayPaymentId: '1' })).toEqual({
      known: false,
      reason: expect.stringContaining(reason),
    });
  });

  it('refuses a validate answer over its cap, however it starts', async () => {
    const gateway = gatewayWith();
    const request = aCheckoutRequest();
    const notification = {
      fields: mock.notificationFor(await gateway.createCheckout(request)),
      sourceIp: PAYFAST_SENDER_IP,
    };
    server.use(
      http.post(
        PAYFAST_MSW_VALIDATE_URL,
        () =>
          new HttpResponse(
            new ReadableStream({
              pull: (controller) => controller.enqueue(new TextEncoder().encode('VALID'.repeat(1000))),
            }),
          ),
        { once: true },
      ),
    );
    expect(await gateway.verifyNotification(notification)).toEqual({
      valid: false,
      reason: 'server confirmation answered something else',
    });
  });
});
