import { describe, expect, it } from 'vitest';
import { API_DIALECTS } from '../support/api-harness.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

describe.each(API_DIALECTS)('admin mail outbox API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);

  const sendMail = (to: string, subject: string, html?: string) =>
    ctx.api.deps.mailer.send({
      to,
      subject,
      text: `Text of ${subject}`,
      ...(html === undefined ? {} : { html }),
      unsubscribeUrl: 'http://localhost:3000/api/notifications/unsubscribe?token=t',
    });

  it('answers 401 without a session and 403 for a non-admin, on the list and on a mail', async () => {
    await expectAdminOnly(ctx, 'GET', '/api/admin/outbox');
    await sendMail('private@example.com', 'Private');
    const [mail] = ctx.api.deps.mailOutbox.sentTo('private@example.com');
    await expectAdminOnly(ctx, 'GET', `/api/admin/outbox/${mail?.id}`);
    const regular = await ctx.api.request('GET', `/api/admin/outbox/${mail?.id}`, { token: ctx.user.token });
    expect(JSON.stringify(regular.body)).not.toContain('Private');
  });

  it('lists the mails newest first with their address, subject and time, a page at a time', async () => {
    await sendMail('first@example.com', 'First');
    ctx.api.deps.clock.advance(60_000);
    await sendMail('second@example.com', 'Second');

    const response = await ctx.api.request('GET', '/api/admin/outbox?page=1&limit=2', { token: ctx.admin.token });

    expect(response.status).toBe(200);
    expect(response.body.mails).toEqual([
      {
        id: expect.any(String),
        to: 'second@example.com',
        subject: 'Second',
        sentAt: ctx.api.deps.clock.now().toISOString(),
      },
      {
        id: expect.any(String),
        to: 'first@example.com',
        subject: 'First',
        sentAt: new Date(ctx.api.deps.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
    expect(response.body.pagination).toMatchObject({ current: 1, limit: 2, total: expect.any(Number) });
    expect(response.body.mails[0]).not.toHaveProperty('text');
  });

  it('opens one mail whole: sender, text, the HTML as sent, and its unsubscribe address', async () => {
    await sendMail('whole@example.com', 'Whole', '<p onclick="steal()">Hi <script>alert(1)</script></p>');
    const [mail] = ctx.api.deps.mailOutbox.sentTo('whole@example.com');

    const response = await ctx.api.request('GET', `/api/admin/outbox/${mail?.id}`, { token: ctx.admin.token });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      mail: {
        id: mail?.id,
        from: 'no-reply@bidpilot.test',
        to: 'whole@example.com',
        subject: 'Whole',
        text: 'Text of Whole',
        // Stored and answered as sent: the web shows it only inside a sandboxed frame.
        html: '<p onclick="steal()">Hi <script>alert(1)</script></p>',
        unsubscribeUrl: 'http://localhost:3000/api/notifications/unsubscribe?token=t',
        sentAt: expect.any(String),
      },
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-mail'],
    ['an SQL-ish id', "1' or '1'='1"],
    ['a very long id', 'a'.repeat(5_000)],
  ])('answers 404 MAIL_NOT_FOUND for %s', async (_, id) => {
    const response = await ctx.api.request('GET', `/api/admin/outbox/${encodeURIComponent(id)}`, {
      token: ctx.admin.token,
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Mail not found', errorCode: 'MAIL_NOT_FOUND' });
  });

  it('refuses a bad page or an unknown query field with a clear 400', async () => {
    for (const query of ['page=0', 'limit=101', 'limit=abc', 'sort=to']) {
      const response = await ctx.api.request('GET', `/api/admin/outbox?${query}`, { token: ctx.admin.token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Invalid request: /),
      });
    }
  });

  it('answers only GET: writing to the outbox over the API is not a thing', async () => {
    const response = await ctx.api.request('POST', '/api/admin/outbox', {
      token: ctx.admin.token,
      body: { to: 'x@example.com' },
    });
    expect(response.status).toBe(405);
  });
});
