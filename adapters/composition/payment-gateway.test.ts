import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../core/ports/payment-gateway.port.js';
import { loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/env.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../payments/payfast/payfast-config.js';
import { checkoutSignature, itnSignature, type FormFields } from '../payments/payfast/payfast-signature.js';
import type { HostResolver } from '../payments/payfast/source-check.js';
import { checkoutProcessUrl, payFastGatewayFor } from './payment-gateway.js';

/** Secrets given, so loading the config touches no file. */
const configWith = (env: Record<string, string>) =>
  loadConfig({
    JWT_SECRET: 'j'.repeat(32),
    ENCRYPTION_KEY: 'a'.repeat(64),
    PORT: '4100',
    PUBLIC_URL: 'https://bid.example/',
    ...env,
  });

const request: CheckoutRequest = {
  paymentId: 'PAY-1',
  amountMinor: 35150,
  itemName: 'Starter plan (monthly)',
  itemDescription: '',
  buyer: { name: 'Jane Doe', email: 'jane@example.com' },
  order: { userId: 'user-42', itemKind: 'plan', itemId: 'plan-1', billingType: 'monthly' },
  urls: {
    returnUrl: 'https://bid.example/payment/success',
    cancelUrl: 'https://bid.example/payment/cancel',
    notifyUrl: 'https://bid.example/api/payments/notify',
  },
};

/** A fetch that records where the server confirmation went and answers VALID. */
function validateRecorder() {
  const urls: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response('VALID');
  }) as typeof fetch;
  return { urls, fetchImpl };
}

function anItn(merchantId: string, passphrase: string | null): FormFields {
  const fields: FormFields = [
    ['m_payment_id', 'PAY-1'],
    ['pf_payment_id', '1579137'],
    ['payment_status', 'COMPLETE'],
    ['amount_gross', '351.50'],
    ['merchant_id', merchantId],
  ];
  return [...fields, ['signature', itnSignature(fields, passphrase)]];
}

const noDns: HostResolver = async () => [];

describe('payFastGatewayFor', () => {
  it('without PAYFAST_URL serves the built-in simulator: browser at PUBLIC_URL, confirmation over loopback, the sandbox merchant', async () => {
    const { urls, fetchImpl } = validateRecorder();
    const gateway = payFastGatewayFor(configWith({}), { fetch: fetchImpl, resolve: noDns });
    const checkout = await gateway.createCheckout(request);
    const fields = new Map(checkout.fields);

    expect(gateway.isSandbox).toBe(true);
    expect(gateway.currency).toBe('ZAR');
    expect(checkout.redirectUrl).toBe('https://bid.example/sandbox/payfast/eng/process');
    expect(fields.get('merchant_id')).toBe('10000100');
    expect(fields.get('merchant_key')).toBe('46f0cd694581a');
    expect(fields.get('signature')).toBe(checkoutSignature(checkout.fields, PAYFAST_SANDBOX_MERCHANT.passphrase));

    const itn = anItn('10000100', PAYFAST_SANDBOX_MERCHANT.passphrase);
    expect((await gateway.verifyNotification({ fields: itn, sourceIp: '::ffff:127.0.0.1' })).valid).toBe(true);
    expect(urls).toEqual(['http://127.0.0.1:4100/sandbox/payfast/eng/query/validate']);
  });

  it('without PAYFAST_URL trusts loopback senders only', async () => {
    const gateway = payFastGatewayFor(configWith({}), { fetch: validateRecorder().fetchImpl, resolve: noDns });
    const itn = anItn('10000100', PAYFAST_SANDBOX_MERCHANT.passphrase);
    expect(await gateway.verifyNotification({ fields: itn, sourceIp: '197.97.145.150' })).toEqual({
      valid: false,
      reason: 'untrusted source 197.97.145.150',
    });
  });

  it('with SIMULATORS_URL serves the standalone simulator: browser at SIMULATORS_PUBLIC_URL, confirmation at SIMULATORS_URL, only its host may notify', async () => {
    const { urls, fetchImpl } = validateRecorder();
    const resolve: HostResolver = async (host) => (host === 'simulators' ? ['172.18.0.5'] : []);
    const config = configWith({
      SIMULATORS_URL: 'http://simulators:4400',
      SIMULATORS_PUBLIC_URL: 'https://demo.example:4400',
    });
    const gateway = payFastGatewayFor(config, { fetch: fetchImpl, resolve });
    const checkout = await gateway.createCheckout(request);

    expect(gateway.isSandbox).toBe(true);
    expect(checkout.redirectUrl).toBe('https://demo.example:4400/payfast/eng/process');
    expect(new Map(checkout.fields).get('merchant_id')).toBe('10000100');
    const itn = anItn('10000100', PAYFAST_SANDBOX_MERCHANT.passphrase);
    for (const sender of ['127.0.0.1', '197.97.145.150', '172.18.0.6']) {
      expect(await gateway.verifyNotification({ fields: itn, sourceIp: sender })).toEqual({
        valid: false,
        reason: `untrusted source ${sender}`,
      });
    }
    expect(urls).toEqual([]);
    expect((await gateway.verifyNotification({ fields: itn, sourceIp: '::ffff:172.18.0.5' })).valid).toBe(true);
    expect(urls).toEqual(['http://simulators:4400/payfast/eng/query/validate']);
  });

  it('with PAYFAST_URL on PayFast’s sandbox uses its paths, the configured merchant and passphrase, and PayFast’s senders', async () => {
    const { urls, fetchImpl } = validateRecorder();
    const config = configWith({
      PAYFAST_URL: 'https://sandbox.payfast.co.za/',
      PAYFAST_MERCHANT_ID: '10026755',
      PAYFAST_MERCHANT_KEY: 'key123',
      PAYFAST_PASSPHRASE: 'test_sandbox',
    });
    const gateway = payFastGatewayFor(config, { fetch: fetchImpl, resolve: noDns });
    const checkout = await gateway.createCheckout(request);

    expect(gateway.isSandbox).toBe(true);
    expect(checkout.redirectUrl).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(new Map(checkout.fields).get('merchant_key')).toBe('key123');
    expect(new Map(checkout.fields).get('signature')).toBe(checkoutSignature(checkout.fields, 'test_sandbox'));

    const itn = anItn('10026755', 'test_sandbox');
    expect(await gateway.verifyNotification({ fields: itn, sourceIp: '127.0.0.1' })).toEqual({
      valid: false,
      reason: 'untrusted source 127.0.0.1',
    });
    expect((await gateway.verifyNotification({ fields: itn, sourceIp: '41.74.179.200' })).valid).toBe(true);
    expect(urls).toEqual(['https://sandbox.payfast.co.za/eng/query/validate']);
  });

  it('asks DNS for PayFast’s hosts through the injected resolver', async () => {
    const asked: string[] = [];
    const resolve: HostResolver = async (host) => {
      asked.push(host);
      return host === 'www.payfast.co.za' ? ['198.51.100.7'] : [];
    };
    const config = configWith({
      PAYFAST_URL: 'https://www.payfast.co.za',
      PAYFAST_MERCHANT_ID: '10026755',
      PAYFAST_MERCHANT_KEY: 'key123',
    });
    const gateway = payFastGatewayFor(config, { fetch: validateRecorder().fetchImpl, resolve });

    expect(
      (await gateway.verifyNotification({ fields: anItn('10026755', null), sourceIp: '198.51.100.7' })).valid,
    ).toBe(true);
    expect(asked).toContain('www.payfast.co.za');
  });

  it('with PAYFAST_URL on live PayFast is not a sandbox and signs without a passphrase when none is set', async () => {
    const config = configWith({
      PAYFAST_URL: 'https://www.payfast.co.za',
      PAYFAST_MERCHANT_ID: '10026755',
      PAYFAST_MERCHANT_KEY: 'key123',
    });
    const gateway = payFastGatewayFor(config, { resolve: noDns });
    const checkout = await gateway.createCheckout(request);

    expect(gateway.isSandbox).toBe(false);
    expect(checkout.redirectUrl).toBe('https://www.payfast.co.za/eng/process');
    expect(new Map(checkout.fields).get('signature')).toBe(checkoutSignature(checkout.fields, null));
  });

  it('refuses PAYFAST_URL without the merchant id or key, naming what is missing', () => {
    const both = () => payFastGatewayFor(configWith({ PAYFAST_URL: 'https://www.payfast.co.za' }));
    expect(both).toThrow(ConfigError);
    expect(both).toThrow('PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set when PAYFAST_URL is set');
    expect(() =>
      payFastGatewayFor(configWith({ PAYFAST_URL: 'https://www.payfast.co.za', PAYFAST_MERCHANT_ID: '1' })),
    ).toThrow(/- PAYFAST_MERCHANT_KEY must be set/);
  });

  it.each([
    ['the built-in simulator', {}],
    [
      'a standalone simulator',
      { SIMULATORS_URL: 'http://simulators:4400', SIMULATORS_PUBLIC_URL: 'http://localhost:4400' },
    ],
    ['PayFast', { PAYFAST_URL: 'https://sandbox.payfast.co.za/', PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k' }],
  ] as const)('names as the checkout address where the form of %s goes', async (_, env) => {
    const config = configWith(env);
    const gateway = payFastGatewayFor(config, { fetch: validateRecorder().fetchImpl, resolve: noDns });
    expect(checkoutProcessUrl(config)).toBe((await gateway.createCheckout(request)).redirectUrl);
  });
});
