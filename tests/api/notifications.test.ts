import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../core/ports/notifier.port.js';
import { FakeNotificationChannel } from '../../adapters/testing/fake-notifications.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';
import { PUBLIC_LINK_CALLS_PER_IP } from '../../adapters/http/middleware/public-link-limit.js';
import { rawRequest } from '../support/raw-request.js';
import { reviewWaitingNotification } from '../../core/use-cases/reviews/review-notifications.js';
import { aReviewDraft } from '../builders/review-drafts.js';

describe.each(API_DIALECTS)('notifications API on %s', (dialect) => {
  let api: ApiHarness;
  const slack = new FakeNotificationChannel('slack');
  const email = new FakeNotificationChannel('email');
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { notificationChannels: [email, slack] });
  });
  afterAll(() => api.close());

  let sequence = 0;
  const tell = async (userId: string, overrides: Partial<NotificationRequest> = {}) => {
    sequence += 1;
    api.deps.clock.advance(1_000);
    await api.deps.useCases.notifications.notifier.notify({
      userId,
      kind: 'bid.awarded',
      title: `You won project ${sequence}`,
      body: 'Accept it on Freelancer.',
      link: `/bid-logs/b${sequence}`,
      data: { bidId: `b${sequence}`, acceptBy: '2030-01-01T00:00:00.000Z' },
      dedupeKey: `bid.awarded:${userId}:${sequence}`,
      ...overrides,
    });
  };
  const inbox = (who: SignedIn, query = '') => api.request('GET', `/api/notifications${query}`, { token: who.token });
  const read = (who: SignedIn, body: unknown) =>
    api.request('POST', '/api/notifications/read', { token: who.token, body });
  const userWith = async (count: number): Promise<SignedIn> => {
    const who = await api.signUp();
    email.link(who.user.id);
    for (let i = 0; i < count; i += 1) await tell(who.user.id);
    return who;
  };

  describe('GET /api/notifications', () => {
    it('answers the caller’s own notifications, newest first, a page at a time, with the unread count', async () => {
      const ada = await userWith(3);
      await userWith(2);
      const first = await inbox(ada, '?page=1&limit=2');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        unreadCount: 3,
        pagination: { current: 1, pages: 2, total: 3, limit: 2 },
      });
      expect(first.body.notifications).toHaveLength(2);
      const [newest] = first.body.notifications;
      expect(newest).toEqual({
        id: expect.any(String),
        kind: 'bid.awarded',
        title: expect.stringMatching(/^You won project \d+$/),
        body: 'Accept it on Freelancer.',
        link: expect.stringMatching(/^\/bid-logs\/b\d+$/),
        data: { bidId: expect.any(String), acceptBy: '2030-01-01T00:00:00.000Z' },
        createdAt: expect.any(String),
        readAt: null,
        review: null,
      });
      const second = await inbox(ada, '?page=2&limit=2');
      expect(second.body.notifications).toHaveLength(1);
      expect(Date.parse(second.body.notifications[0].createdAt)).toBeLessThan(Date.parse(newest.createdAt));
    });

    it('refuses without a valid session, and bad paging with a clear envelope', async () => {
      expect((await api.request('GET', '/api/notifications')).status).toBe(401);
      expect((await api.request('GET', '/api/notifications', { token: 'forged.jwt.token' })).status).toBe(401);
      const ada = await userWith(0);
      for (const query of ['?page=0', '?limit=101', '?page=abc', '?limit=-1', '?extra=1']) {
        const response = await inbox(ada, query);
        expect(response.status, query).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          errorCode: 'VALIDATION_FAILED',
          message: expect.any(String),
        });
      }
    });

    it('matches only as spelled', async () => {
      const ada = await userWith(0);
      for (const path of ['/api/notifications/', '/api/Notifications', '/api/notifications//read'])
        expect((await api.request('GET', path, { token: ada.token })).status, path).toBe(404);
    });
  });

  describe('review notifications in GET /api/notifications (docs/design.md#review-lane)', () => {
    it('say on each read what became of their draft: waiting while it can be decided, then rejected or expired', async () => {
      const ada = await userWith(1);
      const heldAt = api.deps.clock.now();
      const expiresAt = new Date(heldAt.getTime() + 60 * 60_000);
      const held = async (projectId: string) =>
        (
          await api.deps.storage.reviews.insertIfAbsent(
            aReviewDraft(ada.user.id, { projectId, createdAt: heldAt, expiresAt }),
          )
        ).draft;
      const kept = await held('9101');
      const turnedDown = await held('9102');
      await tell(ada.user.id, reviewWaitingNotification(kept));
      await tell(ada.user.id, reviewWaitingNotification(turnedDown));
      const reviews = async () =>
        Object.fromEntries(
          (await inbox(ada)).body.notifications.map(
            (n: { kind: string; data: { draftId?: string }; review: unknown }) => [n.data.draftId ?? n.kind, n.review],
          ),
        );
      const waiting = (id: string) => ({
        draftId: id,
        status: 'waiting',
        expiresAt: expiresAt.toISOString(),
        decidedAt: null,
      });

      expect(await reviews()).toEqual({
        'bid.awarded': null,
        [kept.id]: waiting(kept.id),
        [turnedDown.id]: waiting(turnedDown.id),
      });

      const rejectedAt = api.deps.clock.now().toISOString();
      expect(
        (await api.request('POST', `/api/reviews/${turnedDown.id}/reject`, { token: ada.token, body: {} })).status,
      ).toBe(200);
      expect((await reviews())[turnedDown.id]).toEqual({
        ...waiting(turnedDown.id),
        status: 'rejected',
        decidedAt: rejectedAt,
      });

      // Past its time the draft can no longer be decided, before the expiry job has marked it.
      api.deps.clock.advance(61 * 60_000);
      expect((await reviews())[kept.id]).toEqual({ ...waiting(kept.id), status: 'expired' });
      expect((await reviews())[turnedDown.id]).toMatchObject({ status: 'rejected' });
    });

    it('says nothing of another user’s draft a notification might name', async () => {
      const ada = await userWith(0);
      const bob = await userWith(0);
      const { draft } = await api.deps.storage.reviews.insertIfAbsent(
        aReviewDraft(bob.user.id, { projectId: '9201', createdAt: api.deps.clock.now() }),
      );
      await tell(ada.user.id, { ...reviewWaitingNotification({ ...draft, userId: ada.user.id }) });
      const [notice] = (await inbox(ada)).body.notifications;
      expect(notice).toMatchObject({ kind: 'review.waiting', data: { draftId: draft.id }, review: null });
    });
  });

  describe('POST /api/notifications/read', () => {
    it('marks only the caller’s own ids read: another user’s ids change nothing and reveal nothing', async () => {
      const ada = await userWith(2);
      const bob = await userWith(1);
      const [adaNewest] = (await inbox(ada)).body.notifications;
      const [bobs] = (await inbox(bob)).body.notifications;
      const response = await read(ada, { ids: [adaNewest.id, bobs.id, 'not-an-id'] });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, marked: 1, unreadCount: 1 });
      expect((await inbox(bob)).body.notifications[0].readAt).toBeNull();
      expect((await read(ada, { ids: [bobs.id] })).body).toEqual({ success: true, marked: 0, unreadCount: 1 });
      const all = await read(ada, { all: true });
      expect(all.body).toEqual({ success: true, marked: 1, unreadCount: 0 });
      expect((await inbox(ada)).body.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(
        true,
      );
      expect((await inbox(bob)).body.unreadCount).toBe(1);
    });

    it.each([
      ['nothing', undefined],
      ['an empty object', {}],
      ['all false', { all: false }],
      ['all as text', { all: 'true' }],
      ['both', { ids: ['x'], all: true }],
      ['no ids', { ids: [] }],
      ['ids not a list', { ids: 'x' }],
      ['ids of numbers', { ids: [1, 2] }],
      ['a blank id', { ids: [''] }],
      ['too many ids', { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }],
      ['an extra field', { all: true, userId: 'someone' }],
      ['prototype pollution', JSON.parse('{"__proto__": {"all": true}}')],
    ])('refuses %s with a clear envelope and changes nothing', async (_name, body) => {
      const ada = await userWith(1);
      const response = await read(ada, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect((await inbox(ada)).body.unreadCount).toBe(1);
    });

    it('refuses a malformed JSON body', async () => {
      const ada = await userWith(1);
      const response = await api.request('POST', '/api/notifications/read', {
        token: ada.token,
        rawBody: '{"all": tru',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    });
  });

  describe('preferences', () => {
    it('answers the defaults for the linked channels, then saves the kinds sent and keeps the others', async () => {
      const ada = await userWith(0);
      slack.link(ada.user.id);
      const before = await api.request('GET', '/api/notifications/preferences', { token: ada.token });
      expect(before.status).toBe(200);
      expect(before.body.linked).toEqual(['inapp', 'email', 'slack']);
      expect(before.body.preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
      expect(before.body.preferences).not.toHaveProperty('notification.test');
      expect(before.body.kinds).toContainEqual({ kind: 'bid.awarded', label: 'Bid awarded' });
      expect(before.body.channels).toContainEqual({ channel: 'telegram', label: 'Telegram' });
      const put = await api.request('PUT', '/api/notifications/preferences', {
        token: ada.token,
        body: { preferences: { 'bid.replied': ['slack', 'inapp'], 'plan.expired': [] } },
      });
      expect(put.status).toBe(200);
      expect(put.body.preferences['bid.replied']).toEqual(['inapp', 'slack']);
      expect(put.body.preferences['plan.expired']).toEqual([]);
      expect(put.body.preferences['bid.awarded']).toEqual(['inapp', 'email', 'slack']);
    });

    it.each([
      ['a channel not linked', { preferences: { 'bid.awarded': ['telegram'] } }],
      ['an unknown channel', { preferences: { 'bid.awarded': ['pigeon'] } }],
      ['an unknown kind', { preferences: { 'bid.stolen': ['inapp'] } }],
      ['the test kind', { preferences: { 'notification.test': ['inapp'] } }],
      ['a channel twice', { preferences: { 'bid.awarded': ['inapp', 'inapp'] } }],
      ['channels not a list', { preferences: { 'bid.awarded': 'inapp' } }],
      ['no preferences', {}],
      ['an extra field', { preferences: {}, userId: 'x' }],
      ['the channel notice out of the inbox', { preferences: { 'channel.disabled': [] } }],
    ])('refuses %s with a clear envelope and changes nothing', async (_name, body) => {
      const ada = await userWith(0);
      const response = await api.request('PUT', '/api/notifications/preferences', { token: ada.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(await api.deps.storage.notifications.preferences(ada.user.id)).toBeNull();
    });

    it('needs a session', async () => {
      expect((await api.request('GET', '/api/notifications/preferences')).status).toBe(401);
      expect((await api.request('PUT', '/api/notifications/preferences', { body: { preferences: {} } })).status).toBe(
        401,
      );
    });
  });

  describe('POST /api/notifications/unsubscribe', () => {
    const unsubscribe = (body: unknown) => api.request('POST', '/api/notifications/unsubscribe', { body });

    it('switches one kind off on one channel by the mail link’s token, without a session, and undoes it', async () => {
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor({ userId: ada.user.id, kind: 'bid.awarded', channel: 'email' });
      const off = await unsubscribe({ token });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({
        success: true,
        kind: 'bid.awarded',
        kindLabel: 'Bid awarded',
        channel: 'email',
        channelLabel: 'E-mail',
        subscribed: false,
      });
      const prefs = async () =>
        (await api.request('GET', '/api/notifications/preferences', { token: ada.token })).body.preferences[
          'bid.awarded'
        ];
      expect(await prefs()).toEqual(['inapp']);
      expect((await unsubscribe({ token, subscribe: true })).body.subscribed).toBe(true);
      expect(await prefs()).toEqual(['inapp', 'email']);
    });

    it('refuses forged, tampered, expired and foreign tokens, changing nothing', async () => {
      const ada = await userWith(0);
      const links = api.deps.notificationLinks;
      const valid = links.tokenFor({ userId: ada.user.id, kind: 'bid.awarded', channel: 'email' });
      const [, signature] = valid.split('.');
      const otherClaims = Buffer.from(
        JSON.stringify({ u: 'someone-else', k: 'bid.awarded', c: 'email', e: Date.parse('2099-01-01') }),
      ).toString('base64url');
      const expired = links.tokenFor(
        { userId: ada.user.id, kind: 'bid.awarded', channel: 'email' },
        new Date(api.deps.clock.now().getTime() - 1),
      );
      const deleted = await userWith(0);
      const ofDeletedUser = links.tokenFor({ userId: deleted.user.id, kind: 'bid.awarded', channel: 'email' });
      await api.deps.storage.users.delete(deleted.user.id);
      for (const token of ['nope', `${otherClaims}.${signature}`, `${valid}x`, expired, ofDeletedUser]) {
        const response = await unsubscribe({ token });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          errorCode: 'UNSUBSCRIBE_LINK_INVALID',
          message: expect.stringContaining('not valid or has expired'),
        });
      }
      for (const body of [
        {},
        { token: 42 },
        { token: 'x'.repeat(1_001) },
        { token: valid, subscribe: 'yes' },
        { token: valid, userId: 'x' },
      ]) {
        expect((await unsubscribe(body)).status).toBe(400);
      }
      expect(await api.deps.storage.notifications.preferences(ada.user.id)).toBeNull();
    });

    it('refuses one client address trying token after token with 429, within the limit', async () => {
      let refused: Awaited<ReturnType<typeof unsubscribe>> | undefined;
      for (let attempt = 0; attempt <= PUBLIC_LINK_CALLS_PER_IP && refused === undefined; attempt++) {
        const response = await unsubscribe({ token: `guess-${attempt}.AAAA` });
        if (response.status === 429) refused = response;
        else expect(response.status).toBe(400);
      }
      expect(refused?.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    });
  });

  /** Past the public-link limit's ten-minute window, so each test starts with the whole limit (one per client address). */
  const freshLinkWindow = () => api.deps.clock.advance(11 * 60_000);
  const awardsByMail = (who: SignedIn) => ({
    userId: who.user.id,
    kind: 'bid.awarded' as const,
    channel: 'email' as const,
  });
  const storedPreferences = (who: SignedIn) => api.deps.storage.notifications.preferences(who.user.id);

  describe('GET /api/notifications/unsubscribe', () => {
    const readLink = (token: string) =>
      api.request('GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);

    it('answers what the link names and whether it is on, changing nothing, without a session', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor(awardsByMail(ada));
      const read = await readLink(token);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        success: true,
        kind: 'bid.awarded',
        kindLabel: 'Bid awarded',
        channel: 'email',
        channelLabel: 'E-mail',
        subscribed: true,
      });
      await readLink(token);
      expect(await storedPreferences(ada)).toBeNull();
      await api.request('POST', '/api/notifications/unsubscribe', { body: { token } });
      expect((await readLink(token)).body).toMatchObject({ success: true, subscribed: false });
    });

    it('refuses a bad token as the POST does, and a missing one', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const expired = api.deps.notificationLinks.tokenFor(
        awardsByMail(ada),
        new Date(api.deps.clock.now().getTime() - 1),
      );
      for (const token of ['nope', expired, `${api.deps.notificationLinks.tokenFor(awardsByMail(ada))}x`]) {
        const response = await readLink(token);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          errorCode: 'UNSUBSCRIBE_LINK_INVALID',
          message: expect.stringContaining('not valid or has expired'),
        });
      }
      const missing = await api.request('GET', '/api/notifications/unsubscribe');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(await storedPreferences(ada)).toBeNull();
    });

    it('refuses one client address reading token after token with 429, within the limit', async () => {
      freshLinkWindow();
      let refused: Awaited<ReturnType<typeof readLink>> | undefined;
      for (let attempt = 0; attempt <= PUBLIC_LINK_CALLS_PER_IP && refused === undefined; attempt++) {
        const response = await readLink(`guess-${attempt}.AAAA`);
        if (response.status === 429) refused = response;
        else expect(response.status).toBe(400);
      }
      expect(refused?.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    });
  });

  describe('/api/notifications/unsubscribe/one-click (RFC 8058)', () => {
    const oneClickPath = (token: string) =>
      `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
    const post = (token: string, body: string | undefined, contentType?: string) =>
      api.request('POST', oneClickPath(token), {
        ...(body === undefined ? {} : { rawBody: body }),
        ...(contentType === undefined ? {} : { headers: { 'content-type': contentType } }),
      });
    const FORM = 'application/x-www-form-urlencoded';

    it('unsubscribes on the mail client’s form post, and a replay answers the same', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor(awardsByMail(ada));
      for (let time = 0; time < 2; time += 1) {
        const response = await post(token, 'List-Unsubscribe=One-Click', FORM);
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          success: true,
          kind: 'bid.awarded',
          channel: 'email',
          subscribed: false,
        });
        expect(await storedPreferences(ada)).toEqual({ 'bid.awarded': ['inapp'] });
      }
    });

    it('unsubscribes on a multipart post, the form RFC 8058 asks mail clients to send', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor(awardsByMail(ada));
      const boundary = 'bp-test-boundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const response = await post(token, body, `multipart/form-data; boundary=${boundary}`);
      expect(response.status).toBe(200);
      expect(await storedPreferences(ada)).toEqual({ 'bid.awarded': ['inapp'] });
    });

    it('refuses a urlencoded body other than List-Unsubscribe=One-Click, and bodies of other types, changing nothing', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor(awardsByMail(ada));
      const refused: [string | undefined, string | undefined][] = [
        [undefined, undefined],
        ['', FORM],
        ['List-Unsubscribe=Yes', FORM],
        ['List-Unsubscribe=One-Click&subscribe=true', FORM],
        ['{"List-Unsubscribe":"One-Click"}', 'application/json'],
      ];
      for (const [body, contentType] of refused) {
        const response = await post(token, body, contentType);
        expect(response.status, `${contentType} ${body}`).toBe(400);
        expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      }
      expect(await post(token, 'List-Unsubscribe=One-Click', 'text/plain')).toMatchObject({
        status: 415,
        body: { success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      const forged = await post('nope', 'List-Unsubscribe=One-Click', FORM);
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ success: false, errorCode: 'UNSUBSCRIBE_LINK_INVALID' });
      expect(await storedPreferences(ada)).toBeNull();
    });

    it('sends a browser’s GET to the page that asks first, changing nothing', async () => {
      freshLinkWindow();
      const ada = await userWith(0);
      const token = api.deps.notificationLinks.tokenFor(awardsByMail(ada));
      const opened = await rawRequest(api.baseUrl, 'GET', oneClickPath(token));
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(
        `http://localhost:3000/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(await storedPreferences(ada)).toBeNull();
    });
  });
});
