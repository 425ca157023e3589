import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNotifyReceiver, type NotifyReceiver } from '../../../tests/support/notify-receiver.js';
import {
  apiSignature,
  checkoutSignature,
  itnParameterString,
  itnSignature,
} from '../../payments/payfast/payfast-signature.js';
import { ITN_FIELD_ORDER } from './itn.js';
import { payFastSimulatorRouter } from './payfast-simulator-router.js';
import { SimulatorCheckouts } from './simulator-checkouts.js';

const MERCHANT = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
  returnUrl: 'https://shop.test/payment/success',
  cancelUrl: 'https://shop.test/payment/cancel',
};

let server: Server;
let base: string;
let receiver: NotifyReceiver;
let checkouts: SimulatorCheckouts;
let warnings: Record<string, unknown>[];

beforeEach(async () => {
  receiver = await startNotifyReceiver();
  checkouts = new SimulatorCheckouts();
  warnings = [];
  const app = new Koa();
  const router = payFastSimulatorRouter({
    ...MERCHANT,
    notifyUrl: `${receiver.url}/api/payments/notify`,
    merchantName: 'BidPilot Test',
    checkouts,
    logger: { warn: (obj) => void warnings.push(obj) },
  });
  app.use(router.routes()).use(router.allowedMethods());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await receiver.close();
});

type Pairs = [string, string][];

/** A checkout form as a merchant builds it: documented order, signed with the passphrase. */
function checkoutForm(
  overrides: Record<string, string | undefined> = {},
  passphrase: string | null = MERCHANT.passphrase,
): Pairs {
  const values: Record<string, string | undefined> = {
    merchant_id: MERCHANT.merchantId,
    merchant_key: MERCHANT.merchantKey,
    return_url: 'https://shop.test/payment/success?payment_id=PAY-1&return_to=%2Fsubscription',
    cancel_url: 'https://shop.test/payment/cancel?payment_id=PAY-1',
    notify_url: `${receiver.url}/api/payments/notify`,
    name_first: 'Jane',
    name_last: 'Doe',
    email_address: 'jane@example.com',
    m_payment_id: 'PAY-1',
    amount: '351.50',
    item_name: 'Professional plan (monthly)',
    item_description: 'BidPilot Professional: 200 bids a month',
    custom_str1: 'user-42',
    custom_str4: 'monthly',
    ...overrides,
  };
  const fields = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return [...fields, ['signature', checkoutSignature(fields, passphrase)]];
}

const post = (path: string, form: Pairs | string = []) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

/** Posts the form and answers the checkout page's path. */
async function startCheckout(form: Pairs = checkoutForm()): Promise<string> {
  const response = await post('/sandbox/payfast/eng/process', form);
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/sandbox\/payfast\/eng\/process\/[0-9a-f]{32}$/);
  return location;
}

describe('PayFast simulator: the process page', () => {
  it('refuses a form with a bad signature with a 400 page, and keeps nothing', async () => {
    const form = checkoutForm({}, 'not-the-passphrase');
    const response = await post('/sandbox/payfast/eng/process', form);
    const page = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(page).toContain('The signature does not match');
    expect(page).not.toContain(MERCHANT.passphrase);
    expect(checkouts.size).toBe(0);
  });

  const swapFirstTwo = (form: Pairs): Pairs => [form[1]!, form[0]!, ...form.slice(2)];
  it.each([
    ['a wrong merchant key', () => checkoutForm({ merchant_key: 'abc' }), 'do not match a sandbox merchant'],
    ['a missing amount', () => checkoutForm({ amount: undefined }), 'required field amount is missing'],
    ['a zero amount', () => checkoutForm({ amount: '0.00' }), 'amount must be a positive number'],
    ['a field given twice', (): Pairs => [...checkoutForm(), ['amount', '1.00']], 'amount is given more than once'],
    ['fields out of the documented order', () => swapFirstTwo(checkoutForm()), 'merchant_id comes after merchant_key'],
    ['a missing signature', () => checkoutForm().slice(0, -1), 'signature field is missing'],
    [
      'a notify_url that is not http(s)',
      () => checkoutForm({ notify_url: 'javascript:alert(1)' }),
      'notify_url is not an http(s) URL',
    ],
  ])('refuses %s with a 400 page naming the problem', async (_case, form, message) => {
    const response = await post('/sandbox/payfast/eng/process', form());
    const page = await response.text();
    expect(response.status).toBe(400);
    expect(page).toContain(message);
    expect(page).not.toContain(MERCHANT.merchantKey);
    expect(checkouts.size).toBe(0);
  });

  it.each([
    ['an internal address', 'http://169.254.169.254/latest/meta-data'],
    ['another path on this server', 'RECEIVER/api/admin/users'],
    ['another port on this host', 'http://127.0.0.1:1/api/payments/notify'],
  ])('refuses a notify_url naming %s with a 400 page, keeps nothing and posts nothing', async (_case, notifyUrl) => {
    const response = await post(
      '/sandbox/payfast/eng/process',
      checkoutForm({ notify_url: notifyUrl.replace('RECEIVER', receiver.url) }),
    );
    const page = await response.text();

    expect(response.status).toBe(400);
    expect(page).toContain(
      `The notify_url must be this merchant’s own notify URL, ${receiver.url}/api/payments/notify.`,
    );
    expect(checkouts.size).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    ['return_url', 'another site', 'https://evil.example/payment/success?payment_id=PAY-1'],
    ['return_url', 'this site under a user name', 'https://shop.test@evil.example/payment/success'],
    ['return_url', 'another page of this site', 'https://shop.test/admin?payment_id=PAY-1'],
    ['return_url', 'another page spelled with dot segments', 'https://shop.test/payment/success/../../evil'],
    ['return_url', 'this site on another scheme', 'http://shop.test/payment/success'],
    ['cancel_url', 'another site', 'https://evil.example/payment/cancel'],
    ['cancel_url', 'the return page', 'https://shop.test/payment/success?payment_id=PAY-1'],
  ])(
    "refuses a forged %s naming %s with a 400 page and keeps nothing: it redirects only to this server's own pages",
    async (field, _case, url) => {
      const response = await post('/sandbox/payfast/eng/process', checkoutForm({ [field]: url }));
      const page = await response.text();

      expect(response.status).toBe(400);
      expect(page).toContain(
        field === 'return_url'
          ? 'The return_url must be this merchant’s own return page, https://shop.test/payment/success.'
          : 'The cancel_url must be this merchant’s own cancel page, https://shop.test/payment/cancel.',
      );
      expect(response.headers.get('location')).toBeNull();
      expect(checkouts.size).toBe(0);
    },
  );

  it('takes its own return page spelled another way, with any query', async () => {
    const response = await post(
      '/sandbox/payfast/eng/process',
      checkoutForm({ return_url: 'HTTPS://Shop.test:443/payment/./success?payment_id=PAY-1&return_to=%2Fdashboard' }),
    );
    expect(response.status).toBe(303);
  });

  it('refuses a body that is not a form', async () => {
    const response = await fetch(`${base}/sandbox/payfast/eng/process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('application/x-www-form-urlencoded');
  });

  it('shows a checkout page with the item, the description, the ZAR amount, the merchant and Pay/Cancel forms, without script', async () => {
    const page = await fetch(`${base}${await startCheckout()}`);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(html).toContain('PayFast simulator');
    expect(html).toContain('Professional plan (monthly)');
    expect(html).toContain('BidPilot Professional: 200 bids a month');
    expect(html).toContain('R 351.50');
    expect(html).toContain('BidPilot Test');
    expect(html).toMatch(
      /<form method="post" action="\/sandbox\/payfast\/eng\/process\/[0-9a-f]{32}\/pay"><button class="pay" type="submit">Pay<\/button>/,
    );
    expect(html).toMatch(
      /action="\/sandbox\/payfast\/eng\/process\/[0-9a-f]{32}\/cancel"><button class="cancel" type="submit">Cancel<\/button>/,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain(MERCHANT.merchantKey);
  });

  it('escapes every value it shows', async () => {
    const html = await (
      await fetch(
        `${base}${await startCheckout(checkoutForm({ item_name: '<script>x</script> & "co"', item_description: "it's <b>" }))}`,
      )
    ).text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; &quot;co&quot;');
    expect(html).toContain('it&#39;s &lt;b&gt;');
    expect(html).not.toContain('<script>x');
  });

  it('answers an unknown checkout with a 404 page', async () => {
    expect((await fetch(`${base}/sandbox/payfast/eng/process/0123456789abcdef0123456789abcdef`)).status).toBe(404);
    expect((await post('/sandbox/payfast/eng/process/0123456789abcdef0123456789abcdef/pay')).status).toBe(404);
  });
});

describe('PayFast simulator: paying', () => {
  it('posts a correctly signed ITN in PayFast’s order to notify_url, then sends the buyer to return_url with pf_payment_id', async () => {
    const response = await post(`${await startCheckout()}/pay`);

    expect(receiver.received).toHaveLength(1);
    const itn = receiver.received[0]!;
    expect(itn.path).toBe('/api/payments/notify');
    expect(itn.contentType).toBe('application/x-www-form-urlencoded');
    expect(itn.fields.map(([name]) => name)).toEqual([...ITN_FIELD_ORDER, 'signature']);
    const fields = Object.fromEntries(itn.fields);
    expect(fields).toMatchObject({
      m_payment_id: 'PAY-1',
      payment_status: 'COMPLETE',
      item_name: 'Professional plan (monthly)',
      amount_gross: '351.50',
      amount_fee: '-14.30',
      amount_net: '337.20',
      custom_str1: 'user-42',
      custom_str2: '',
      custom_str4: 'monthly',
      custom_int1: '',
      name_first: 'Jane',
      email_address: 'jane@example.com',
      merchant_id: '10000100',
    });
    expect(fields.pf_payment_id).toMatch(/^\d+$/);
    expect(fields.signature).toBe(itnSignature(itn.fields, MERCHANT.passphrase));

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.test/payment/success');
    expect([...location.searchParams]).toEqual([
      ['payment_id', 'PAY-1'],
      ['return_to', '/subscription'],
      ['pf_payment_id', fields.pf_payment_id],
    ]);
  });

  it('gives every payment its own pf_payment_id', async () => {
    await post(`${await startCheckout()}/pay`);
    await post(`${await startCheckout(checkoutForm({ m_payment_id: 'PAY-2' }))}/pay`);
    const ids = receiver.received.map((itn) => Object.fromEntries(itn.fields).pf_payment_id);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a second payment of the same checkout, even when both clicks race, and notifies once', async () => {
    const checkout = await startCheckout();
    const statuses = (await Promise.all([post(`${checkout}/pay`), post(`${checkout}/pay`)]))
      .map((response) => response.status)
      .sort();
    const again = await post(`${checkout}/pay`);

    expect(statuses).toEqual([303, 409]);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment was already paid.');
    expect(receiver.received).toHaveLength(1);
  });

  it('still sends the buyer back when the merchant refuses the ITN, and shows and logs what happened', async () => {
    receiver.answerWith(500);
    const checkout = await startCheckout();
    const response = await post(`${checkout}/pay`);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('https://shop.test/payment/success?');
    expect(await (await fetch(`${base}${checkout}`)).text()).toContain(
      'Notification refused by the merchant (HTTP 500).',
    );
    expect(warnings).toEqual([
      expect.objectContaining({ outcome: 'Notification refused by the merchant (HTTP 500).' }),
    ]);
  });
});

describe('PayFast simulator: where the ITN goes', () => {
  it('posts it to the delivery address it was given for its own notify URL, whatever the host of that URL', async () => {
    const app = new Koa();
    const router = payFastSimulatorRouter({
      ...MERCHANT,
      notifyUrl: 'https://bidpilot.test/api/payments/notify',
      notifyDeliveryUrl: `${receiver.url}/api/payments/notify`,
    });
    app.use(router.routes());
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const form = new URLSearchParams(
        checkoutForm({ notify_url: 'https://bidpilot.test/api/payments/notify' }),
      ).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const started = await fetch(`${otherBase}/sandbox/payfast/eng/process`, {
        method: 'POST',
        headers,
        body: form,
        redirect: 'manual',
      });
      await fetch(`${otherBase}${started.headers.get('location') ?? ''}/pay`, { method: 'POST', redirect: 'manual' });

      expect(receiver.received.map((itn) => itn.path)).toEqual(['/api/payments/notify']);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('PayFast simulator: cancelling', () => {
  it('sends no ITN, returns the buyer to cancel_url, and the checkout can no longer be paid', async () => {
    const checkout = await startCheckout();
    const response = await post(`${checkout}/cancel`);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://shop.test/payment/cancel?payment_id=PAY-1');
    expect((await post(`${checkout}/pay`)).status).toBe(409);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('PayFast simulator: server confirmation', () => {
  it('answers VALID to the parameter string of an ITN it sent, and INVALID to anything else', async () => {
    await post(`${await startCheckout()}/pay`);
    const sent = receiver.received[0]!.fields;
    const validate = async (body: string) => {
      const response = await post('/sandbox/payfast/eng/query/validate', body);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };

    expect(await validate(itnParameterString(sent))).toBe('VALID');
    expect(await validate(itnParameterString(sent).replace('amount_gross=351.50', 'amount_gross=1.00'))).toBe(
      'INVALID',
    );
    expect(await validate(receiver.received[0]!.body)).toBe('INVALID');
    expect(await validate('')).toBe('INVALID');
    const asJson = await fetch(`${base}/sandbox/payfast/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(itnParameterString(sent)),
    });
    expect(await asJson.text()).toBe('INVALID');
  });
});

describe('PayFast simulator: the REST query API', () => {
  const signedGet = async (
    id: string,
    overrides: { passphrase?: string; merchantId?: string; version?: string } = {},
  ) => {
    const headers = {
      'merchant-id': overrides.merchantId ?? MERCHANT.merchantId,
      version: overrides.version ?? 'v1',
      timestamp: '2026-03-01T10:00:00+00:00',
    };
    const signature = apiSignature(headers, overrides.passphrase ?? MERCHANT.passphrase);
    const response = await fetch(`${base}/sandbox/payfast/api/process/query/${id}?testing=true`, {
      headers: { ...headers, signature },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a paid checkout by its pf_payment_id: COMPLETE, our m_payment_id, the amount in cents', async () => {
    await post(`${await startCheckout()}/pay`);
    const pfPaymentId = Object.fromEntries(receiver.received[0]!.fields).pf_payment_id ?? '';

    expect(await signedGet(pfPaymentId)).toEqual({
      status: 200,
      body: {
        code: 200,
        status: 'success',
        data: {
          response: expect.objectContaining({
            pf_payment_id: pfPaymentId,
            m_payment_id: 'PAY-1',
            status: 'COMPLETE',
            amount: 35150,
          }),
          message: 'Success',
        },
      },
    });
  });

  it('knows no cancelled or unpaid checkout, nor an id it never gave out', async () => {
    const cancelled = await startCheckout();
    await post(`${cancelled}/cancel`);
    await startCheckout(checkoutForm({ m_payment_id: 'PAY-2' }));

    for (const id of ['PAY-1', 'PAY-2', cancelled.split('/').at(-1) ?? '', '123']) {
      expect(await signedGet(id)).toMatchObject({ status: 404, body: { status: 'failed' } });
    }
  });

  it("refuses a request not signed with the merchant's passphrase, another merchant, or another version", async () => {
    await post(`${await startCheckout()}/pay`);
    const pfPaymentId = Object.fromEntries(receiver.received[0]!.fields).pf_payment_id ?? '';

    expect(await signedGet(pfPaymentId, { passphrase: 'guessed' })).toMatchObject({
      status: 401,
      body: { data: { response: 'Merchant authorization failed.' } },
    });
    expect(await signedGet(pfPaymentId, { merchantId: '10000101' })).toMatchObject({ status: 401 });
    expect(await signedGet(pfPaymentId, { version: 'v2' })).toMatchObject({ status: 401 });
    expect((await fetch(`${base}/sandbox/payfast/api/process/query/${pfPaymentId}`)).status).toBe(401);
  });
});
