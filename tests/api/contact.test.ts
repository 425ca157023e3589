import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessagesResponse, MarkMessageHandledResponse } from '../../contract/contact.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

const SUPPORT = 'support@bidpilot.test';
let sequence = 0;
/** A client address of its own per call, so the per-address limit is met only where a test means to. */
const freshIp = () => `203.0.113.${(sequence += 1) % 250}`;
const aMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${randomUUID()}@example.com`,
  subject: 'Which plan?',
  message: 'Hello, which plan suits 50 bids a month?',
  ...overrides,
});

describe.each(API_DIALECTS)('contact form API on %s', (dialect) => {
  let api: ApiHarness;
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { trustedProxyHops: 1, supportEmail: SUPPORT });
    admin = await api.signedIn('admin');
    user = await api.signedIn('user');
  });
  afterAll(() => api?.close());

  /** A second after the last one: the harness's clock stands still, and the inbox's newest-first needs one answer. */
  const send = (body: unknown, ip = freshIp()) => {
    api.deps.clock.advance(1_000);
    return api.request('POST', '/api/contact', { body, headers: { 'x-forwarded-for': ip } });
  };
  const inbox = (query = '') =>
    api.request<AdminMessagesResponse>('GET', `/api/admin/messages${query}`, { token: admin.token });

  it('stores a message for the admin inbox and mails it to SUPPORT_EMAIL, without a session', async () => {
    const body = aMessage();
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
    });
    const listed = await inbox();
    expect(listed.body.messages[0]).toMatchObject({ ...body, handledAt: null });
    const mail = api.deps.mailOutbox.sentTo(SUPPORT).at(-1);
    expect(mail?.subject).toBe('Contact form: Which plan?');
    expect(mail?.text).toContain(`From: Ada Lovelace <${body.email}>`);
    expect(mail?.text).toContain(body.message);
  });

  it("keeps a header injection in the subject or name out of the mail's headers, and HTML as plain text", async () => {
    const body = aMessage({
      name: 'Eve\r\nBcc: all@victims.test',
      subject: 'Hi\r\nBcc: all@victims.test\nX-Evil: 1',
      message: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect((await send(body)).status).toBe(201);
    const mail = api.deps.mailOutbox.sentTo(SUPPORT).at(-1);
    expect(mail?.subject).toBe('Contact form: Hi Bcc: all@victims.test X-Evil: 1');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.text.split('\n')[0]).toBe(`From: Eve Bcc: all@victims.test <${body.email}>`);
    expect((await inbox()).body.messages[0]?.message).toBe(body.message);
  });

  it("refuses missing, malformed, oversized and extra fields with the form's messages, storing nothing", async () => {
    const before = (await inbox()).body.pagination.total;
    const cases: [unknown, string][] = [
      [{}, 'Please enter your full name'],
      [aMessage({ name: '   ' }), 'Please enter your full name'],
      [aMessage({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [aMessage({ email: 'a@b.co\r\nBcc: x@y.z' }), 'Please enter a valid email address'],
      [aMessage({ subject: '' }), 'Please enter a subject'],
      [aMessage({ message: 'x'.repeat(5001) }), 'Message must be at most 5000 characters'],
      [aMessage({ name: 'n'.repeat(101) }), 'Full name must be at most 100 characters'],
      [aMessage({ message: 42 }), 'Please enter your message'],
      [{ ...aMessage(), isAdmin: true }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      if (message !== '') expect(response.body.message).toContain(message);
    }
    const huge = await api.request('POST', '/api/contact', {
      rawBody: JSON.stringify(aMessage({ message: 'x'.repeat(2_000_000) })),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    });
    expect(huge.status).toBe(413);
    expect((await inbox()).body.pagination.total).toBe(before);
  });

  it('limits messages per client address and per sender address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(aMessage(), ip)).status).toBe(201);
    const sixth = await send(aMessage(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);

    const email = `same-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await send(aMessage({ email }))).status).toBe(201);
    expect((await send(aMessage({ email: email.toUpperCase() }))).status).toBe(429);
  });

  it('shows admins the inbox newest first with the open count, and marks a message handled', async () => {
    const body = aMessage({ subject: `Newest ${randomUUID()}` });
    await send(body);
    const listed = await inbox('?page=1&limit=2');
    expect(listed.body.messages).toHaveLength(2);
    expect(listed.body.messages[0]?.subject).toBe(body.subject);
    expect(listed.body.pagination).toMatchObject({ current: 1, limit: 2 });
    const open = listed.body.open;
    const id = listed.body.messages[0]?.id ?? '';
    const handled = await api.request<MarkMessageHandledResponse>('POST', `/api/admin/messages/${id}/handled`, {
      token: admin.token,
    });
    expect(handled.status).toBe(200);
    expect(handled.body.message.handledAt).not.toBeNull();
    expect((await inbox()).body.open).toBe(open - 1);
    expect((await api.request('POST', '/api/admin/messages/no-such-id/handled', { token: admin.token })).status).toBe(
      404,
    );
  });

  it('keeps the inbox to admins', async () => {
    expect((await api.request('GET', '/api/admin/messages')).status).toBe(401);
    expect((await api.request('GET', '/api/admin/messages', { token: user.token })).status).toBe(403);
    expect((await api.request('POST', '/api/admin/messages/x/handled', { token: user.token })).status).toBe(403);
    expect((await inbox('?limit=500')).status).toBe(400);
  });
});
