import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../core/ports/payment-gateway.port.js';
import { PayFastGateway } from './payfast-gateway.js';
import { checkoutSignature, itnParameterString, itnSignature, type FormFields } from './payfast-signature.js';
import { cidrMatcher, type SourceCheck } from './source-check.js';

const PASSPHRASE = 'jt7NOE43FZPn';
const PAYFAST_IP = '197.97.145.150';
const trusted: SourceCheck = { isTrusted: async (ip) => cidrMatcher(['197.97.145.144/28'])(ip) };

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

/** A validate endpoint that answers VALID and records what it was sent. */
function recordingFetch(answer = 'VALID') {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(answer, { status: 200 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function aGateway(fetchImpl: typeof fetch, passphrase: string | null = PASSPHRASE): PayFastGateway {
  return new PayFastGateway({
    processUrl: 'https://sandbox.payfast.co.za/eng/process',
    validateUrl: 'https://sandbox.payfast.co.za/eng/query/validate',
    apiUrl: 'https://api.payfast.co.za',
    merchantId: '10000100',
    merchantKey: '46f0cd694581a',
    passphrase,
    isSandbox: true,
    trustedSources: trusted,
    fetch: fetchImpl,
  });
}

const aRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 'PAY-20260101-0001',
  amountMinor: 35150,
  itemName: 'Professional plan (monthly)',
  itemDescription: 'BidPilot Professional: 200 bids a month',
  buyer: { name: 'Jane van der Merwe', email: 'jane@example.com' },
  order: { userId: 'user-42', itemKind: 'plan', itemId: 'plan-7', billingType: 'monthly' },
  urls: {
    returnUrl: 'https://bid.example/payment/success?payment_id=PAY-1',
    cancelUrl: 'https://bid.example/payment/cancel',
    notifyUrl: 'https://bid.example/api/payments/notify',
  },
  ...overrides,
});

const fieldsOf = async (request: CheckoutRequest, passphrase: string | null = PASSPHRASE) =>
  (await aGateway(recordingFetch().fetchImpl, passphrase).createCheckout(request)).fields;

/** An ITN as PayFast posts it, signed with `passphrase`. */
function anItn(overrides: Record<string, string> = {}, passphrase: string | null = PASSPHRASE): FormFields {
  const values = {
    m_payment_id: 'PAY-20260101-0001',
    pf_payment_id: '1579137',
    payment_status: 'COMPLETE',
    item_name: 'Professional plan (monthly)',
    item_description: '',
    amount_gross: '351.50',
    amount_fee: '-14.30',
    amount_net: '337.20',
    custom_str1: 'user-42',
    custom_str2: 'plan',
    custom_str3: 'plan-7',
    custom_str4: 'monthly',
    custom_int1: '',
    name_first: 'Jane',
    email_address: 'jane@example.com',
    merchant_id: '10000100',
    ...overrides,
  };
  const fields = Object.entries(values);
  return [...fields, ['signature', itnSignature(fields, passphrase)]];
}

describe('PayFastGateway.createCheckout', () => {
  it('answers the process URL and the form in signature order, signed with the passphrase', async () => {
    const checkout = await aGateway(recordingFetch().fetchImpl).createCheckout(aRequest());

    expect(checkout.redirectUrl).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(checkout.fields).toEqual([
      ['merchant_id', '10000100'],
      ['merchant_key', '46f0cd694581a'],
      ['return_url', 'https://bid.example/payment/success?payment_id=PAY-1'],
      ['cancel_url', 'https://bid.example/payment/cancel'],
      ['notify_url', 'https://bid.example/api/payments/notify'],
      ['name_first', 'Jane'],
      ['name_last', 'van der Merwe'],
      ['email_address', 'jane@example.com'],
      ['m_payment_id', 'PAY-20260101-0001'],
      ['amount', '351.50'],
      ['item_name', 'Professional plan (monthly)'],
      ['item_description', 'BidPilot Professional: 200 bids a month'],
      ['custom_str1', 'user-42'],
      ['custom_str2', 'plan'],
      ['custom_str3', 'plan-7'],
      ['custom_str4', 'monthly'],
      ['signature', checkoutSignature(checkout.fields.slice(0, -1), PASSPHRASE)],
    ]);
  });

  it('signs without a passphrase when the merchant has none', async () => {
    const fields = await fieldsOf(aRequest(), null);
    expect(fields.at(-1)).toEqual(['signature', checkoutSignature(fields.slice(0, -1), null)]);
    expect(fields.at(-1)?.[1]).not.toBe(checkoutSignature(fields.slice(0, -1), PASSPHRASE));
  });

  it.each([
    [1, '0.01'],
    [5, '0.05'],
    [435, '4.35'],
    [90650, '906.50'],
    [100000007, '1000000.07'],
  ])('writes %i cents as %s', async (amountMinor, amount) => {
    expect(new Map(await fieldsOf(aRequest({ amountMinor }))).get('amount')).toBe(amount);
  });

  it.each([0, -100, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses an amount of %s cents',
    async (amountMinor) => {
      await expect(fieldsOf(aRequest({ amountMinor }))).rejects.toThrow(
        'Checkout amount must be a positive whole number of cents',
      );
    },
  );

  it('omits blank values from the form and the signature, and a one-word name has no last name', async () => {
    const fields = await fieldsOf(aRequest({ buyer: { name: ' Cher ', email: '' }, itemDescription: '  ' }));
    const names = fields.map(([name]) => name);

    expect(names).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'm_payment_id',
      'amount',
      'item_name',
      'custom_str1',
      'custom_str2',
      'custom_str3',
      'custom_str4',
      'signature',
    ]);
    expect(new Map(fields).get('name_first')).toBe('Cher');
    expect(fields.every(([, value]) => value.trim() === value && value !== '')).toBe(true);
  });

  it('cuts the item name to 100 and the description to 255 characters, whole characters only', async () => {
    const fields = new Map(
      await fieldsOf(aRequest({ itemName: `${'a'.repeat(99)}😀😀`, itemDescription: 'd'.repeat(300) })),
    );
    expect(fields.get('item_name')).toBe(`${'a'.repeat(99)}😀`);
    expect(fields.get('item_description')).toBe('d'.repeat(255));
  });

  it('carries the order in custom_str1..4 whole, up to 255 characters each, and refuses a longer value rather than cut it', async () => {
    const longest = {
      userId: '😀'.repeat(255),
      itemKind: 'addon',
      itemId: 'i'.repeat(255),
      billingType: 'one_time',
    } as const;
    const fields = new Map(await fieldsOf(aRequest({ order: longest })));
    expect([
      fields.get('custom_str1'),
      fields.get('custom_str2'),
      fields.get('custom_str3'),
      fields.get('custom_str4'),
    ]).toEqual([longest.userId, 'addon', longest.itemId, 'one_time']);

    await expect(fieldsOf(aRequest({ order: { ...longest, userId: 'u'.repeat(256) } }))).rejects.toThrow(
      'custom_str1 is longer than 255 characters',
    );
    await expect(fieldsOf(aRequest({ order: { ...longest, itemId: 'x'.repeat(256) } }))).rejects.toThrow(
      'custom_str3 is longer than 255 characters',
    );
  });

  it('refuses a checkout without a payment id or an item name', async () => {
    await expect(fieldsOf(aRequest({ paymentId: ' ' }))).rejects.toThrow('paymentId');
    await expect(fieldsOf(aRequest({ itemName: '' }))).rejects.toThrow('itemName is required');
  });
});

describe('PayFastGateway.verifyNotification', () => {
  it('accepts a genuine ITN after asking validateUrl with the parameter string, without signature or passphrase', async () => {
    const { calls, fetchImpl } = recordingFetch(' VALID\n');
    const fields = anItn();
    const verdict = await aGateway(fetchImpl).verifyNotification({ fields, sourceIp: PAYFAST_IP });

    expect(verdict).toEqual({
      valid: true,
      paymentId: 'PAY-20260101-0001',
      gatewayPaymentId: '1579137',
      status: 'COMPLETE',
      amountMinor: 35150,
      order: { userId: 'user-42', itemKind: 'plan', itemId: 'plan-7', billingType: 'monthly' },
      details: {
        pf_payment_id: '1579137',
        payment_status: 'COMPLETE',
        amount_gross: '351.50',
        amount_fee: '-14.30',
        amount_net: '337.20',
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://sandbox.payfast.co.za/eng/query/validate');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(calls[0]?.init?.body).toBe(itnParameterString(fields));
    expect(String(calls[0]?.init?.body)).not.toMatch(/signature|passphrase/);
  });

  it.each([
    ['no user', { custom_str1: '' }],
    ['an unknown item kind', { custom_str2: 'course' }],
    ['an unknown billing type', { custom_str4: 'weekly' }],
  ])('reads no order from custom fields with %s', async (_case, custom) => {
    const verdict = await aGateway(recordingFetch().fetchImpl).verifyNotification({
      fields: anItn(custom),
      sourceIp: PAYFAST_IP,
    });
    expect(verdict).toMatchObject({ valid: true, order: null });
  });

  it.each([
    ['0.29', 29],
    ['4.35', 435],
    ['1000000.07', 100000007],
  ])('reads amount_gross %s as exactly %i cents', async (amount, cents) => {
    const verdict = await aGateway(recordingFetch().fetchImpl).verifyNotification({
      fields: anItn({ amount_gross: amount }),
      sourceIp: PAYFAST_IP,
    });
    expect(verdict).toMatchObject({ valid: true, amountMinor: cents });
  });

  it.each(['FAILED', 'CANCELLED', 'PENDING'])('passes payment_status %s through', async (status) => {
    const verdict = await aGateway(recordingFetch().fetchImpl).verifyNotification({
      fields: anItn({ payment_status: status }),
      sourceIp: PAYFAST_IP,
    });
    expect(verdict).toMatchObject({ valid: true, status });
  });

  it('trusts an IPv4 sender given as IPv4-mapped IPv6', async () => {
    const verdict = await aGateway(recordingFetch().fetchImpl).verifyNotification({
      fields: anItn(),
      sourceIp: `::ffff:${PAYFAST_IP}`,
    });
    expect(verdict.valid).toBe(true);
  });

  const withoutField = (name: string): FormFields => anItn().filter(([field]) => field !== name);
  it.each([
    ['no pf_payment_id', () => withoutField('pf_payment_id'), 'malformed notification: pf_payment_id'],
    ['an unknown payment_status', () => anItn({ payment_status: 'DONE' }), 'malformed notification: payment_status'],
    ['an amount without two decimals', () => anItn({ amount_gross: '351.5' }), 'malformed notification: amount_gross'],
    ['no signature', () => withoutField('signature'), 'malformed notification: signature'],
    [
      'a field given twice',
      (): FormFields => [['m_payment_id', 'other'], ...anItn()],
      'malformed notification: m_payment_id given twice',
    ],
    ['a forged signature', () => anItn({}, 'guessed'), 'signature mismatch'],
    [
      'an amount changed after signing',
      () => anItn().map(([name, value]): [string, string] => [name, name === 'amount_gross' ? '1.00' : value]),
      'signature mismatch',
    ],
    ['another merchant’s id', () => anItn({ merchant_id: '10000101' }), 'merchant_id is not ours'],
  ])('refuses %s before asking PayFast', async (_case, fields, reason) => {
    const { calls, fetchImpl } = recordingFetch();
    expect(await aGateway(fetchImpl).verifyNotification({ fields: fields(), sourceIp: PAYFAST_IP })).toEqual({
      valid: false,
      reason,
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a sender outside PayFast’s addresses before asking PayFast', async () => {
    const { calls, fetchImpl } = recordingFetch();
    expect(await aGateway(fetchImpl).verifyNotification({ fields: anItn(), sourceIp: '203.0.113.9' })).toEqual({
      valid: false,
      reason: 'untrusted source 203.0.113.9',
    });
    expect(calls).toHaveLength(0);
  });

  it('verifies ITNs without a passphrase when the merchant has none', async () => {
    const verdict = await aGateway(recordingFetch().fetchImpl, null).verifyNotification({
      fields: anItn({}, null),
      sourceIp: PAYFAST_IP,
    });
    expect(verdict.valid).toBe(true);
  });
});
