import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { itnParameterString } from '../../adapters/payments/payfast/payfast-signature.js';
import { payFastSources } from '../../adapters/payments/payfast/source-check.js';
import { createPayFastMock, PAYFAST_MSW_API_URL, PAYFAST_MSW_BASE, PAYFAST_MSW_VALIDATE_URL, PAYFAST_SENDER_IP, type PayFastMock } from '../msw/payfast.handlers.js';
import { aCheckoutRequest, describePaymentGatewayContract } from './payment-gateway.contract.js';

const MERCHANT = { merchantId: '10026755', merchantKey: 'k3yOfTheMerchant', passphrase: 'test_sandbox' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The real adapter against msw's PayFast; DNS is never asked, the published ranges decide. */
function gatewayOn(mock: PayFastMock): PayFastGateway {
  server.resetHandlers(...mock.handlers);
  return new PayFastGateway({
    processUrl: `${PAYFAST_MSW_BASE}/eng/process`,
    validateUrl: PAYFAST_MSW_VALIDATE_URL,
    apiUrl: PAYFAST_MSW_API_URL,
    ...MERCHANT,
    isSandbox: false,
    trustedSources: payFastSources({ resolve: async () => [] }),
    // Short enough to keep the timeout case quick; nothing here measures it.
    validateTimeoutMs: 200,
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
  const paidNotification = async () => ({ fields: mock.notificationFor(await gateway.createCheckout(aCheckoutRequest())), sourceIp: PAYFAST_SENDER_IP });

  it('posts the ITN parameter string, form-encoded, without signature or passphrase, and passes on VALID', async () => {
    const notification = await paidNotification();
    expect((await gateway.verifyNotification(notification)).valid).toBe(true);
    expect(mock.validateCalls).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: itnParameterString(notification.fields) }]);
    expect(mock.validateCalls[0]?.body).not.toMatch(/signature=|passphrase=|test_sandbox/);
  });

  it.each([
    ['INVALID', () => mock.refuseNextHandler(), { reason: 'server confirmation answered INVALID' }],
    ['a 200 that is not VALID', () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.text('VALIDATED'), { once: true }), { reason: 'server confirmation answered something else' }],
    // PayFast gave no word on these: the same notification may pass when it is sent again.
    ['HTTP 500', () => mock.failNextHandler('error'), { reason: 'server confirmation failed: HTTP 500', retryable: true }],
    ['no answer in time', () => mock.failNextHandler('timeout'), { reason: 'server confirmation timed out', retryable: true }],
    ['a network error', () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.error(), { once: true }), { reason: 'server confirmation unreachable', retryable: true }],
    ['VALID with an error status', () => http.post(PAYFAST_MSW_VALIDATE_URL, () => HttpResponse.text('VALID', { status: 503 }), { once: true }), { reason: 'server confirmation failed: HTTP 503', retryable: true }],
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
