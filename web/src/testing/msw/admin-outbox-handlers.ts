import { http, HttpResponse } from 'msw';
import type { OutboxMailDetailResponse, OutboxMailResponse, OutboxResponse } from '@contract/admin-outbox';
import type { ErrorResponse } from '@contract/common';
import { apiUrl, errorResponse } from './handlers';

export const testOutboxMail = (overrides: Partial<OutboxMailResponse> = {}): OutboxMailResponse => ({
  id: '0b6a1f6e-3c1d-4c8e-9a51-5b7e0f2a9d11',
  from: 'BidPilot <no-reply@localhost>',
  to: 'ada@example.com',
  subject: 'You won "Logo design"',
  text: 'Hi Ada,\n\nYou won "Logo design"\n\nSee the award: http://localhost:3000/bid-logs/b1',
  html: '<p>Hi Ada,</p><h1>You won &quot;Logo design&quot;</h1>',
  unsubscribeUrl: 'http://localhost:3000/api/notifications/unsubscribe?token=t',
  sentAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** GET /admin/outbox answering these mails as page `current` of `pages`; records each query. */
export const outboxHandler = (
  mails: readonly OutboxMailResponse[],
  options: { readonly pages?: number; readonly queries?: URLSearchParams[] } = {},
) =>
  http.get(apiUrl('/admin/outbox'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    options.queries?.push(query);
    const current = Number(query.get('page') ?? '1');
    return HttpResponse.json<OutboxResponse>({
      success: true,
      mails: mails.map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt })),
      pagination: { current, pages: options.pages ?? 1, total: mails.length, limit: 20 },
    });
  });

/** GET /admin/outbox/:mailId answering this mail, or 404 for any other id. */
export const outboxMailHandler = (mail: OutboxMailResponse) =>
  http.get<{ mailId: string }, never, OutboxMailDetailResponse | ErrorResponse>(
    apiUrl('/admin/outbox/:mailId'),
    ({ params }) =>
      params.mailId === mail.id
        ? HttpResponse.json({ success: true, mail })
        : errorResponse(404, 'Mail not found', 'MAIL_NOT_FOUND'),
  );
