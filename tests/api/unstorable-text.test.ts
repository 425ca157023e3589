import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMessagesResponse } from '../../contract/contact.js';
import type { WebhooksResponse } from '../../contract/webhooks.js';
import { capturedLog } from '../support/captured-log.js';
import { API_DIALECTS, ApiHarness, type ApiResponse, type SignedIn } from '../support/api-harness.js';
import { rawRequest } from '../support/raw-request.js';
import { FORM } from './payments.fixture.js';

const SUPPORT = 'support@bidpilot.test';
const A_MESSAGE = { name: 'Eve', email: 'eve@example.com', subject: 'hi', message: 'hello there this is long' };

/** The server's log lines, parsed: a refused NUL is the client's mistake, never an error with a stack. */
function capturedErrors() {
  const { lines, logger } = capturedLog();
  /** pino's error level is 50. */
  const errors = () => lines.filter((line) => typeof line.level === 'number' && line.level >= 50);
  return { lines, logger, errors };
}

/** A NUL (U+0000) is refused at the edge with the usual validation answer, naming where it was. */
function expectNulRefused(
  response: ApiResponse | { status: number; body: any },
  where: string,
  field: string | null = where,
): void {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    success: false,
    message: `Invalid request: ${where} cannot contain a NUL character`,
    errorCode: 'VALIDATION_FAILED',
    ...(field !== null && { field }),
  });
}

/**
 * Postgres refuses a NUL in any text (`invalid byte sequence for encoding "UTF8": 0x00`), which
 * answered 500 INTERNAL and logged an error, on routes without a session too. The API refuses it
 * before any route runs, in JSON and form bodies, route params and query values, and changes nothing.
 */
describe.each(API_DIALECTS)('a NUL character in a request on %s', (dialect) => {
  let api: ApiHarness;
  let user: SignedIn;
  let admin: SignedIn;
  const log = capturedErrors();
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { logger: log.logger, supportEmail: SUPPORT });
    user = await api.signedIn('user', 'Nul Tester');
    admin = await api.signedIn('admin');
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    log.lines.length = 0;
  });
  afterEach(() => {
    expect(log.errors()).toEqual([]);
  });

  const mailsKept = async () => (await api.deps.mailOutbox.list({ page: 1, limit: 1 })).total;
  const contactMessagesKept = async () =>
    (await api.request<AdminMessagesResponse>('GET', '/api/admin/messages', { token: admin.token })).body.pagination
      .total;

  it('refuses it in the name of a registration, creating no account', async () => {
    const response = await api.request('POST', '/api/auth/register', {
      body: { name: 'Nul\u0000Name', email: 'nul@example.com', password: 'Passw0rd!x' },
    });

    expectNulRefused(response, 'name');
    expect(await api.deps.storage.users.findByEmail('nul@example.com')).toBeNull();
  });

  it('refuses it in the e-mail of a sign-in', async () => {
    const response = await api.request('POST', '/api/auth/login', {
      body: { email: 'pg\u0000@example.com', password: 'x' },
    });

    expectNulRefused(response, 'email');
  });

  it('refuses it in the e-mail of a password reset request, mailing nothing', async () => {
    const before = await mailsKept();
    const response = await api.request('POST', '/api/auth/forgot-password', { body: { email: 'a\u0000@example.com' } });

    expectNulRefused(response, 'email');
    expect(await mailsKept()).toBe(before);
  });

  it('refuses it in a contact message, storing and mailing nothing', async () => {
    const [messages, mails] = [await contactMessagesKept(), await mailsKept()];
    const response = await api.request('POST', '/api/contact', { body: { ...A_MESSAGE, subject: 'hi\u0000' } });

    expectNulRefused(response, 'subject');
    expect(await contactMessagesKept()).toBe(messages);
    expect(await mailsKept()).toBe(mails);
  });

  it('refuses it in a form body as in a JSON one', async () => {
    const messages = await contactMessagesKept();
    const form = new URLSearchParams({ ...A_MESSAGE, message: 'hello there\u0000 this is long' }).toString();
    const response = await api.request('POST', '/api/contact', { rawBody: form, headers: FORM });

    expectNulRefused(response, 'message');
    expect(await contactMessagesKept()).toBe(messages);
  });

  it('refuses it at any depth of the body, and in a field name', async () => {
    const nested = await api.request('PUT', '/api/bidding/settings', {
      token: user.token,
      body: { excludedKeywords: ['fine', 'bad\u0000word'] },
    });
    const named = await api.request('POST', '/api/contact', { body: { ...A_MESSAGE, ['sub\u0000ject']: 'x' } });

    expectNulRefused(nested, 'excludedKeywords.1');
    expectNulRefused(named, 'a field name', null);
    expect((await api.request('GET', '/api/bidding/settings', { token: user.token })).body.settings).toMatchObject({
      excludedKeywords: [],
    });
  });

  it('refuses it in a route parameter, however the route reads it', async () => {
    const response = await rawRequest(api.baseUrl, 'GET', '/api/payments/status/BP-%00', { token: user.token });

    expectNulRefused(response, 'the path', null);
  });

  it('refuses it in a query value and in a query name', async () => {
    const value = await api.request('GET', '/api/payments/status/BP-1?pfPaymentId=%00', { token: user.token });
    const name = await api.request('GET', '/api/payments/history?%00=1', { token: user.token });

    expectNulRefused(value, 'query parameter pfPaymentId', 'pfPaymentId');
    expectNulRefused(name, 'a query parameter name', null);
  });

  it('refuses it in the address of a new webhook, adding none', async () => {
    const response = await api.request('POST', '/api/webhooks', {
      token: user.token,
      body: { url: 'https://example.com/\u0000' },
    });

    expectNulRefused(response, 'url');
    expect((await api.request<WebhooksResponse>('GET', '/api/webhooks', { token: user.token })).body.endpoints).toEqual(
      [],
    );
  });

  it('refuses an unpaired surrogate in a JSON body as it does a NUL, and keeps the settings as they were', async () => {
    const before = await api.request('GET', '/api/bidding/settings', { token: user.token });
    const response = await api.request('PUT', '/api/bidding/settings', {
      token: user.token,
      rawBody: '{"customPrompt":"Write \\ud800 briefly"}',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Invalid request: customPrompt cannot contain an unpaired surrogate (text that is not valid Unicode)',
      errorCode: 'VALIDATION_FAILED',
      field: 'customPrompt',
    });
    expect((await api.request('GET', '/api/bidding/settings', { token: user.token })).body).toEqual(before.body);
    // A whole pair is a character like any other.
    const emoji = await api.request('POST', '/api/contact', {
      rawBody: JSON.stringify({ ...A_MESSAGE, message: 'thanks \ud83d\ude00 for the help' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(emoji.status).toBe(201);
  });

  it('still serves text that only looks like a NUL: an escaped percent sign, a backslash before u0000', async () => {
    const escaped = await rawRequest(api.baseUrl, 'GET', '/api/payments/status/BP-%2500', { token: user.token });
    const query = await api.request('GET', '/api/payments/status/BP-1?pfPaymentId=%2500', { token: user.token });
    const backslash = await api.request('POST', '/api/contact', {
      body: { ...A_MESSAGE, message: 'a path like C:\\u0000 is only text' },
    });

    expect(escaped.status).toBe(404);
    expect(escaped.body).toMatchObject({ errorCode: 'PAYMENT_NOT_FOUND' });
    expect(query.body).toMatchObject({ errorCode: 'PAYMENT_NOT_FOUND' });
    expect(backslash.status).toBe(201);
  });
});

/**
 * The gateway's notification route reads its body itself (raw, for the signature): a NUL in it is
 * refused there, answered 200 (the gateway would only send it again) and logged, never a 500.
 */
describe.each(API_DIALECTS)('a NUL character in a payment notification on %s', (dialect) => {
  let api: ApiHarness;
  const log = capturedErrors();
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { logger: log.logger });
  });
  afterAll(() => api?.close());

  it('is refused with 200 and a warning, and the payment it names is left as it was', async () => {
    const buyer = await api.signUp();
    const created = await api.request('POST', '/api/payments/create-payment', {
      token: buyer.token,
      body: { planId: 'professional', billingType: 'monthly' },
    });
    const paymentId = created.body.paymentId as string;
    const amount = created.body.paymentData.amount as string;
    const nulName = 'Thandi\u0000';
    // What a gateway would make of it had it signed it: the buyer's name, NUL and all, in its details.
    api.deps.paymentGateway.answerNextNotification({
      valid: true,
      paymentId,
      gatewayPaymentId: `PF-${paymentId}`,
      status: 'COMPLETE',
      amountMinor: Math.round(Number(amount) * 100),
      order: null,
      details: { pf_payment_id: `PF-${paymentId}`, payment_status: 'COMPLETE', name_first: nulName },
    });
    const form = new URLSearchParams({
      m_payment_id: paymentId,
      pf_payment_id: `PF-${paymentId}`,
      payment_status: 'COMPLETE',
      amount_gross: amount,
      name_first: nulName,
      signature: 'sig',
    }).toString();

    const response = await api.request('POST', '/api/payments/notify', { rawBody: form, headers: FORM });

    expect(response.status).toBe(200);
    expect(await api.deps.storage.payments.findByPaymentId(paymentId)).toMatchObject({
      status: 'pending',
      bidsAllocated: 0,
    });
    expect(log.errors()).toEqual([]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'payment notification refused: a field holds a NUL character' }),
    );
  });

  it('is refused with 200 when the payment id holds it, before any lookup could fail', async () => {
    const paymentId = 'BP-\u0000';
    api.deps.paymentGateway.answerNextNotification({
      valid: true,
      paymentId,
      gatewayPaymentId: 'PF-1',
      status: 'COMPLETE',
      amountMinor: 90650,
      order: null,
      details: { pf_payment_id: 'PF-1', payment_status: 'COMPLETE', amount_gross: '906.50' },
    });
    const form = new URLSearchParams({
      m_payment_id: paymentId,
      pf_payment_id: 'PF-1',
      payment_status: 'COMPLETE',
      amount_gross: '906.50',
      signature: 'sig',
    }).toString();

    const response = await api.request('POST', '/api/payments/notify', { rawBody: form, headers: FORM });

    expect(response.status).toBe(200);
    expect(log.errors()).toEqual([]);
  });
});
