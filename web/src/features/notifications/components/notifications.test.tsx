import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationReviewState } from '@contract/notifications';
import { formatDateTime } from '@/lib/date-format';
import { testUser } from '@/testing/data';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import {
  markReadHandler,
  notificationsHandler,
  testNotification,
  testPreferences,
} from '@/testing/msw/notification-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { timeLeft } from './award-countdown';

afterEach(() => toast.remove());

describe('the bell', () => {
  it('says how many are unread and opens the inbox', async () => {
    server.use(
      notificationsHandler([
        testNotification({ id: 'a' }),
        testNotification({ id: 'b' }),
        testNotification({ id: 'c' }),
        testNotification({ id: 'd', readAt: '2026-03-01T11:00:00.000Z' }),
      ]),
    );
    renderApp({ route: '/notifications', user: testUser() });
    const bells = await screen.findAllByRole('link', { name: 'Notifications, 3 unread' });
    expect(bells.length).toBeGreaterThan(0);
    expect(bells[0]?.getAttribute('href')).toBe('/notifications');
  });

  it('says none are unread without a badge', async () => {
    renderApp({ route: '/notifications', user: testUser() });
    expect((await screen.findAllByRole('link', { name: 'Notifications, none unread' })).length).toBeGreaterThan(0);
  });
});

describe('the inbox', () => {
  it('lists notifications with unread ones marked, the award countdown and a link to the bid', async () => {
    server.use(
      notificationsHandler([
        testNotification(),
        testNotification({
          id: 'n-2',
          kind: 'plan.expired',
          title: 'Your plan has ended',
          link: '/pricing',
          data: {},
          readAt: '2026-03-01T11:00:00.000Z',
        }),
      ]),
    );
    renderApp({ route: '/notifications', user: testUser() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const award = within(list).getByRole('article', { name: /Unread: You won “Build a React dashboard”/ });
    expect(within(award).getByText(/Accept within 2 d 4 h/)).toBeDefined();
    expect(
      within(award)
        .getByRole('link', { name: /Open the bid/ })
        .getAttribute('href'),
    ).toBe('/bid-logs/bid-1');
    const read = within(list).getByRole('article', { name: 'Your plan has ended' });
    expect(within(read).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(screen.getByText('1 unread')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Inbox pages' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page');
  });

  const token = `eyJ${'a'.repeat(300)}.sig`;
  const approveUrl = `http://127.0.0.1:4540/review/link?token=${token}A`;
  const rejectUrl = `http://127.0.0.1:4540/review/link?token=${token}R`;
  /** A waiting draft's notice as sent an hour ago, with the draft as the server says it stands now. */
  const reviewNotification = (review: Partial<NotificationReviewState> & Pick<NotificationReviewState, 'status'>) => {
    const expiresAt = review.expiresAt ?? new Date(Date.now() + 42 * 60_000 + 30_000).toISOString();
    return testNotification({
      id: 'n-review',
      kind: 'review.waiting',
      title: 'A bid waits for your review: Build a React dashboard',
      body: `Fit score 42 is below your threshold of 50. It expires in 60 minutes unless you approve it.\n\nApprove as drafted: ${approveUrl}\nReject: ${rejectUrl}`,
      link: '/review',
      data: { draftId: 'r1', projectId: '4021', expiresAt, approveUrl, rejectUrl },
      review: { draftId: 'r1', expiresAt, decidedAt: null, ...review },
    });
  };

  it("shows a waiting draft's signed links as Approve and Reject, not as raw URLs, and wraps long text in the card", async () => {
    server.use(notificationsHandler([reviewNotification({ status: 'waiting' })]));
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /A bid waits for your review/ });
    expect(
      within(item)
        .getByRole('link', { name: /^Approve/ })
        .getAttribute('href'),
    ).toBe(`/review/link?token=${token}A`);
    expect(
      within(item)
        .getByRole('link', { name: /^Reject/ })
        .getAttribute('href'),
    ).toBe(`/review/link?token=${token}R`);
    expect(within(item).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe('/review');
    const body = within(item).getByText(/Fit score 42 is below your threshold/);
    expect(body.textContent).toBe('Fit score 42 is below your threshold of 50.');
    expect(item.textContent).not.toContain('token=');
    // Layout is the browser's to check (tests/e2e); here, that the text may break anywhere.
    expect(body.className).toContain('wrap-anywhere');
    expect(within(item).getByRole('heading').className).toContain('wrap-anywhere');
  });

  it('says how long a waiting draft has left as of now, and when, instead of the minutes it had when sent', async () => {
    const expiresAt = new Date(Date.now() + 42 * 60_000 + 30_000).toISOString();
    server.use(notificationsHandler([reviewNotification({ status: 'waiting', expiresAt })]));
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /A bid waits for your review/ });
    expect(
      within(item).getByText(`Waiting for your decision: it expires in 42 minutes, at ${formatDateTime(expiresAt)}.`),
    ).toBeDefined();
    expect(item.textContent).not.toContain('60 minutes');
  });

  it.each([
    ['approved', 'You approved this bid: it is on its way to Freelancer.'],
    ['placed', 'You approved this bid and it was placed.'],
    ['rejected', 'You rejected this bid: no bid was placed.'],
    ['expired', 'This bid expired unplaced: nobody approved it in time, and no bid was spent.'],
    ['failed', 'This bid was approved but not placed: Freelancer did not take it.'],
  ] as const)('offers no Approve or Reject on a draft since %s, and says what became of it', async (status, text) => {
    server.use(
      notificationsHandler([
        reviewNotification({ status, expiresAt: '2026-03-01T11:00:00.000Z', decidedAt: '2026-03-01T10:20:00.000Z' }),
      ]),
    );
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /A bid waits for your review/ });
    expect(within(item).getByText(text)).toBeDefined();
    expect(within(item).queryByRole('link', { name: /^Approve/ })).toBeNull();
    expect(within(item).queryByRole('link', { name: /^Reject/ })).toBeNull();
    expect(item.textContent).not.toMatch(/expires in|token=/);
    expect(within(item).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe('/review');
  });

  it('treats a draft the server still called waiting as expired once its time has passed', async () => {
    server.use(
      notificationsHandler([
        reviewNotification({ status: 'waiting', expiresAt: new Date(Date.now() - 1_000).toISOString() }),
      ]),
    );
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /A bid waits for your review/ });
    expect(within(item).getByText(/This bid expired unplaced/)).toBeDefined();
    expect(within(item).queryByRole('link', { name: /^Approve/ })).toBeNull();
  });

  it('offers nothing to decide when the server no longer knows the draft', async () => {
    server.use(notificationsHandler([{ ...reviewNotification({ status: 'waiting' }), review: null }]));
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /A bid waits for your review/ });
    expect(within(item).queryByRole('link', { name: /^Approve/ })).toBeNull();
    expect(within(item).getByText('Fit score 42 is below your threshold of 50.')).toBeDefined();
  });

  it('keeps the body as sent when its signed links are not the review confirm page', async () => {
    server.use(
      notificationsHandler([
        testNotification({
          id: 'n-odd',
          kind: 'review.waiting',
          title: 'A bid waits for your review: Odd',
          body: 'Approve as drafted: javascript:alert(1)',
          link: '/review',
          data: { approveUrl: 'javascript:alert(1)', rejectUrl: 'https://example.com/elsewhere' },
        }),
      ]),
    );
    renderApp({ route: '/notifications', user: testUser() });
    const item = await screen.findByRole('article', { name: /Odd/ });
    expect(within(item).queryByRole('link', { name: /^Approve/ })).toBeNull();
    expect(within(item).getByText('Approve as drafted: javascript:alert(1)')).toBeDefined();
  });

  it('marks one read, and all read', async () => {
    const sent: unknown[] = [];
    server.use(notificationsHandler([testNotification()]), markReadHandler(sent));
    renderApp({ route: '/notifications', user: testUser() });
    const award = await screen.findByRole('article', { name: /You won/ });
    await userEvent.click(within(award).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(sent).toEqual([{ ids: ['n-1'] }]));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent).toEqual([{ ids: ['n-1'] }, { all: true }]));
  });

  it('says so when there is nothing yet', async () => {
    renderApp({ route: '/notifications', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeDefined();
  });

  it('pages through a long inbox', async () => {
    server.use(
      notificationsHandler(
        Array.from({ length: 25 }, (_, i) => testNotification({ id: `n-${i}`, title: `Notification ${i}` })),
      ),
    );
    renderApp({ route: '/notifications', user: testUser() });
    expect(await screen.findByRole('article', { name: /Notification 0$/ })).toBeDefined();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Inbox pages' })).getByRole('button', { name: /Next/ }),
    );
    expect(await screen.findByRole('article', { name: /Notification 20$/ })).toBeDefined();
  });
});

describe('the countdown', () => {
  it('names the two largest units left', () => {
    expect(timeLeft((2 * 24 + 4) * 3600_000 + 59 * 60_000)).toBe('2 d 4 h');
    expect(timeLeft(5 * 3600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(timeLeft(7 * 60_000)).toBe('7 min');
    expect(timeLeft(20_000)).toBe('1 min');
  });
});

describe('preferences', () => {
  it('shows a checkbox per kind and channel, unlinked channels disabled with a hint, and saves the change', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(apiUrl('/notifications/preferences'), () => HttpResponse.json(testPreferences())),
      http.put(apiUrl('/notifications/preferences'), async ({ request }) => {
        const body = (await request.json()) as { preferences: Record<string, string[]> };
        saved.push(body);
        return HttpResponse.json(testPreferences({ preferences: body.preferences }));
      }),
    );
    renderApp({ route: '/notifications/preferences', user: testUser() });
    const awardByMail = await screen.findByRole('checkbox', { name: 'Bid awarded by E-mail' });
    expect((awardByMail as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Bid awarded by Slack' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Telegram, Slack, Webhooks: not linked yet/)).toBeDefined();
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Client replied by E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { preferences: Record<string, string[]> }).preferences['bid.replied']).toEqual([
      'inapp',
      'email',
    ]);
    expect(await screen.findByText('Notification preferences saved')).toBeDefined();
  });

  it('shows the server’s refusal', async () => {
    server.use(
      http.get(apiUrl('/notifications/preferences'), () => HttpResponse.json(testPreferences())),
      http.put(apiUrl('/notifications/preferences'), () =>
        errorResponse(400, 'Link Slack before choosing it', 'VALIDATION_FAILED'),
      ),
    );
    renderApp({ route: '/notifications/preferences', user: testUser() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Client replied by E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Link Slack before choosing it')).toBeDefined();
  });
});
