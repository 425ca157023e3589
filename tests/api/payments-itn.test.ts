import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { itnParameterString, itnSignature } from '../../adapters/payments/payfast/payfast-signature.js';
import { loopbackSources } from '../../adapters/payments/payfast/source-check.js';
import { phpUrlencode } from '../../adapters/payments/payfast/php-urlencode.js';
import { capturedLog } from '../support/captured-log.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

/** A made-up PayFast host: msw answers it, nothing leaves the machine. */
const PAYFAST = 'https://payfast.test';
const VALIDATE_URL = `${PAYFAST}/eng/query/validate`;
const MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'jt7NOE43FZPn' };
/** Long enough for msw to answer under load, short enough that the hanging case ends soon. */
const VALIDATE_TIMEOUT_MS = 1_500;

type Fields = [string, string][];

/** What the validate endpoint received, and what it answers next: VALID, INVALID, or never. */
const validateCalls: string[] = [];
let validateAnswer: 'VALID' | 'INVALID' | 'hang' = 'VALID';

const server = setupServer(
  http.post(VALIDATE_URL, async ({ request }) => {
    validateCalls.push(await request.text());
    if (validateAnswer === 'hang') await delay('infinite');
    return new HttpResponse(validateAnswer, { headers: { 'content-type': 'text/plain' } });
  }),
);

beforeAll(() =>
  server.listen({
    // The test talks to its own API over loopback; anything else unanswered is a mistake.
    onUnhandledRequest: (request, print) => {
      const { hostname } = new URL(request.url);
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') print.error();
    },
  }),
);
afterEach(() => {
  validateAnswer = 'VALID';
  validateCalls.length = 0;
});
afterAll(() => server.close());

describe.each(API_DIALECTS)('PayFast ITN through the real gateway on %s', (dialect) => {
  let api: ApiHarness<PayFastGateway>;
  /** The server's log lines, parsed. */
  const { lines: logLines, logger } = capturedLog();
  beforeAll(async () => {
    const gateway = new PayFastGateway({
      processUrl: `${PAYFAST}/eng/process`,
      validateUrl: VALIDATE_URL,
      apiUrl: `${PAYFAST}/api`,
      ...MERCHANT,
      isSandbox: true,
      trustedSources: loopbackSources(),
      validateTimeoutMs: VALIDATE_TIMEOUT_MS,
    });
    api = await ApiHarness.start(dialect, { paymentGateway: gateway, logger });
  });
  afterAll(() => api.close());

  interface Checkout {
    readonly buyer: SignedIn;
    readonly paymentId: string;
    readonly form: Readonly<Record<string, string>>;
  }

  async function aCheckout(body: unknown = { planId: 'professional', billingType: 'monthly' }): Promise<Checkout> {
    const buyer = await api.signUp({ name: 'Thandi (Test) Buyer' });
    const response = await api.request('POST', '/api/payments/create-payment', { token: buyer.token, body });
    if (response.status !== 201)
      throw new Error(`create-payment failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { buyer, paymentId: response.body.paymentId, form: response.body.paymentData };
  }

  /** The ITN PayFast would post for a checkout, in its order, signed with the passphrase unless told otherwise. */
  function itn(
    checkout: Checkout,
    changes: { amount?: string; paymentId?: string; status?: string; passphrase?: string | null } = {},
  ): Fields {
    const { form } = checkout;
    const amount = changes.amount ?? form.amount ?? '';
    const fields: Fields = [
      ['m_payment_id', changes.paymentId ?? checkout.paymentId],
      ['pf_payment_id', '1579137'],
      ['payment_status', changes.status ?? 'COMPLETE'],
      ['item_name', form.item_name ?? ''],
      ['item_description', form.item_description ?? ''],
      ['amount_gross', amount],
      ['amount_fee', '-20.85'],
      ['amount_net', (Number(amount) - 20.85).toFixed(2)],
      ['custom_str1', form.custom_str1 ?? ''],
      ['custom_str2', form.custom_str2 ?? ''],
      ['custom_str3', form.custom_str3 ?? ''],
      ['custom_str4', form.custom_str4 ?? ''],
      ['custom_str5', ''],
      ['custom_int1', ''],
      ['custom_int2', ''],
      ['custom_int3', ''],
      ['custom_int4', ''],
      ['custom_int5', ''],
      ['name_first', form.name_first ?? ''],
      ['name_last', form.name_last ?? ''],
      ['email_address', form.email_address ?? ''],
      ['merchant_id', MERCHANT.merchantId],
    ];
    const passphrase = changes.passphrase === undefined ? MERCHANT.passphrase : changes.passphrase;
    return [...fields, ['signature', itnSignature(fields, passphrase)]];
  }

  /** Posted the way PayFast posts: a form encoded like PHP's urlencode. */
  const post = (fields: Fields) =>
    api.request('POST', '/api/payments/notify', {
      rawBody: fields.map(([name, value]) => `${name}=${phpUrlencode(value)}`).join('&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const payment = (checkout: Checkout) => api.deps.storage.payments.findByPaymentId(checkout.paymentId);
  const availableBids = async (checkout: Checkout) =>
    (await api.request('GET', '/api/auth/me', { token: checkout.buyer.token })).body.user.availableBids;
  const ledger = (checkout: Checkout) => api.deps.storage.ledger.entries(checkout.buyer.user.id);

  it('completes the payment for a valid ITN after PayFast confirms the exact parameter string', async () => {
    const checkout = await aCheckout();
    const fields = itn(checkout);
    const response = await post(fields);

    expect(response.status).toBe(200);
    expect(JSON.stringify(checkout.form)).not.toContain(MERCHANT.passphrase);
    expect(validateCalls).toEqual([itnParameterString(fields)]);
    expect(await payment(checkout)).toMatchObject({
      status: 'completed',
      verificationStatus: 'verified',
      pfPaymentId: '1579137',
      bidsAllocated: 200,
    });
    expect((await payment(checkout))?.gatewayData).toMatchObject({
      payment_status: 'COMPLETE',
      pf_payment_id: '1579137',
      amount_gross: '906.50',
      amount_fee: '-20.85',
      amount_net: '885.65',
    });
    expect((await payment(checkout))?.gatewayData).not.toHaveProperty('signature');
    expect(await availableBids(checkout)).toBe(200);
  });

  it('grants an add-on pack bought through PayFast', async () => {
    const pack = (await api.deps.storage.addons.list()).find((p) => p.quantity === 500);
    const checkout = await aCheckout({ planId: pack?.id, billingType: 'one_time' });
    await post(itn(checkout));

    expect(
      await api.request('GET', '/api/auth/me', { token: checkout.buyer.token }).then((r) => r.body.user),
    ).toMatchObject({ availableBids: 500, extraBids: 500 });
  });

  it('grants once when the same ITN is replayed ten times at once', async () => {
    const checkout = await aCheckout();
    const fields = itn(checkout);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(fields)));

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await availableBids(checkout)).toBe(200);
    expect((await ledger(checkout)).filter((entry) => entry.kind === 'plan_grant')).toHaveLength(1);
  });

  it.each([
    ['signed without the passphrase', { passphrase: null }],
    ['signed with another passphrase', { passphrase: 'not-the-passphrase' }],
  ])('refuses a forged ITN (%s) before asking PayFast', async (_case, changes) => {
    const checkout = await aCheckout();
    expect((await post(itn(checkout, changes))).status).toBe(200);

    expect(validateCalls).toEqual([]);
    expect(await payment(checkout)).toMatchObject({ status: 'pending', verificationStatus: 'pending' });
    expect(await ledger(checkout)).toEqual([]);
  });

  it('logs a refused ITN as a warning with its reason, and never the passphrase, merchant key, signature or buyer', async () => {
    const checkout = await aCheckout();
    const forged = itn(checkout, { passphrase: 'not-the-passphrase' });
    logLines.length = 0;
    await post(forged);
    await post(itn(checkout));

    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment notification refused',
        notification: { kind: 'rejected', reason: 'signature mismatch' },
      }),
    );
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'payment notification applied',
        notification: { kind: 'completed', paymentId: checkout.paymentId },
      }),
    );
    const text = JSON.stringify(logLines);
    for (const secret of [
      MERCHANT.passphrase,
      MERCHANT.merchantKey,
      forged.at(-1)?.[1] ?? '',
      checkout.form.email_address ?? '',
    ])
      expect(text).not.toContain(secret);
  });

  it('refuses an ITN whose amount was changed after signing', async () => {
    const checkout = await aCheckout();
    const tampered = itn(checkout).map(([name, value]): [string, string] => [
      name,
      name === 'amount_gross' ? '5.00' : value,
    ]);
    await post(tampered);

    expect(await payment(checkout)).toMatchObject({ status: 'pending', bidsAllocated: 0 });
    expect(await ledger(checkout)).toEqual([]);
  });

  it('grants nothing for a genuine ITN of the wrong amount, and still completes on the right one', async () => {
    const checkout = await aCheckout();
    await post(itn(checkout, { amount: '906.49' }));

    expect(await payment(checkout)).toMatchObject({
      status: 'pending',
      verificationStatus: 'failed',
      bidsAllocated: 0,
    });
    expect(await ledger(checkout)).toEqual([]);
    await post(itn(checkout));
    expect(await payment(checkout)).toMatchObject({ status: 'completed', verificationStatus: 'verified' });
  });

  it('changes nothing for a genuine ITN of a payment we never made', async () => {
    const checkout = await aCheckout();
    const before = await api.deps.storage.payments.stats();
    expect((await post(itn(checkout, { paymentId: 'BP-NOT-OURS' }))).status).toBe(200);

    expect(validateCalls).toHaveLength(1);
    expect(await api.deps.storage.payments.stats()).toEqual(before);
    expect(await api.deps.storage.payments.findByPaymentId('BP-NOT-OURS')).toBeNull();
    expect((await payment(checkout))?.status).toBe('pending');
  });

  it.each([
    // PayFast's definite no: answered 200, PayFast need not resend.
    ['answers INVALID', 'INVALID', 200],
    // No word from PayFast: answered 503 so that PayFast sends the notification again.
    ['does not answer in time', 'hang', 503],
  ] as const)(
    "grants nothing when PayFast's validate call %s, and a later retry still completes it",
    async (_case, answer, status) => {
      const checkout = await aCheckout();
      const fields = itn(checkout);
      validateAnswer = answer;
      expect((await post(fields)).status).toBe(status);

      expect(validateCalls).toHaveLength(1);
      expect(await payment(checkout)).toMatchObject({ status: 'pending', verificationStatus: 'pending' });
      expect(await ledger(checkout)).toEqual([]);

      validateAnswer = 'VALID';
      await post(fields);
      expect(await payment(checkout)).toMatchObject({ status: 'completed', verificationStatus: 'verified' });
      expect(await availableBids(checkout)).toBe(200);
    },
  );

  it('closes the payment on a genuine FAILED ITN without granting', async () => {
    const checkout = await aCheckout();
    await post(itn(checkout, { status: 'FAILED' }));

    expect(await payment(checkout)).toMatchObject({ status: 'failed', verificationStatus: 'verified' });
    expect(await ledger(checkout)).toEqual([]);
  });
});
