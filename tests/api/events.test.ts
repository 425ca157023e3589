import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidAwardEvent } from '../../core/use-cases/engine/bid-award-event.js';
import { userUpdateEvent } from '../../core/use-cases/users/user-update-event.js';
import { viewUser } from '../../core/use-cases/users/user-view.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';
import { SseReader } from '../support/sse.js';

describe.each(API_DIALECTS)('GET /api/events on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  it('answers 401 without a valid token', async () => {
    expect((await api.request('GET', '/api/events')).status).toBe(401);
    expect((await api.request('GET', '/api/events?token=nonsense')).body).toMatchObject({
      success: false,
      errorCode: 'UNAUTHORIZED',
    });
  });

  it('streams the user snapshot first, then the updates published for that user', async () => {
    const { token, user } = await api.signUp();
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(token)}`);
    const stream = new SseReader(response);
    try {
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.nextData()).toMatchObject({ availableBids: 0, planStatus: 'none', isActive: true });

      await api.deps.storage.ledger.credit({
        userId: user.id,
        kind: 'addon_grant',
        key: 'events-test',
        planDelta: 0,
        extraDelta: 200,
      });
      const stored = await api.deps.storage.users.findById(user.id);
      await api.deps.events.publish(userUpdateEvent(await viewUser(api.deps.storage, stored!, api.deps.clock.now())));

      expect(await stream.nextData()).toMatchObject({ availableBids: 200 });
    } finally {
      await stream.close();
    }
  });

  it('streams a decided bid as it was published, and drops keys the contract does not know', async () => {
    const { token, user } = await api.signUp();
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(token)}`);
    const stream = new SseReader(response);
    try {
      await stream.nextData();
      const { bid } = await api.deps.storage.bids.insertIfAbsent({
        userId: user.id,
        projectId: '4021',
        projectTitle: 'Build a React dashboard',
        projectUrl: 'https://www.freelancer.com/projects/react-dashboard',
        status: 'accepted',
        amountMinor: 25_000,
        currency: 'USD',
        proposal: 'Hello',
        marketplaceBidId: '9001',
        errorMessage: null,
        submittedAt: api.deps.clock.now(),
      });
      const event = bidAwardEvent(bid, 'accepted');
      await api.deps.events.publish({ userId: user.id, data: { ...event.data, somethingNew: 1 } });

      expect(await stream.nextData()).toEqual({
        bid: { id: bid.id, projectId: '4021', projectTitle: 'Build a React dashboard', status: 'accepted' },
      });
    } finally {
      await stream.close();
    }
  });
});

describe.each(API_DIALECTS)('GET /api/events caps on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { liveEventCaps: { perUser: 2, perProcess: 3 } });
  });
  afterAll(() => api.close());

  const open = (token: string) => fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(token)}`);
  const refusal = async (response: Response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  });
  /** Opens a stream once the server has freed a slot: a closed stream's socket ends a moment after the client lets go. */
  const openOnceFreed = async (token: string): Promise<Response> => {
    for (const deadline = Date.now() + 5_000; ;) {
      const response = await open(token);
      if (response.status !== 429 || Date.now() > deadline) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('refuses a user past their cap, and everyone past the process cap, with 429, the envelope and Retry-After; a closed stream frees its slot', async () => {
    const ada = await api.signUp({ name: 'Ada' });
    const bob = await api.signUp({ name: 'Bob' });
    const cy = await api.signUp({ name: 'Cy' });
    const streams: SseReader[] = [];
    try {
      for (const token of [ada.token, ada.token]) {
        const response = await open(token);
        expect(response.status).toBe(200);
        streams.push(new SseReader(response));
        await streams.at(-1)!.nextData();
      }

      expect(await refusal(await open(ada.token))).toEqual({
        status: 429,
        retryAfter: '30',
        body: {
          success: false,
          message: 'Too many live connections are open for this account. Close another tab and try again.',
          errorCode: 'TOO_MANY_LIVE_CONNECTIONS',
        },
      });

      const bobs = await open(bob.token);
      expect(bobs.status).toBe(200);
      streams.push(new SseReader(bobs));
      await streams.at(-1)!.nextData();
      expect(await refusal(await open(cy.token))).toEqual({
        status: 429,
        retryAfter: '30',
        body: {
          success: false,
          message: 'The server has too many live connections open. Please try again shortly.',
          errorCode: 'TOO_MANY_LIVE_CONNECTIONS',
        },
      });

      await streams.shift()!.close();
      const again = await openOnceFreed(ada.token);
      expect(again.status).toBe(200);
      streams.push(new SseReader(again));
      expect(await streams.at(-1)!.nextData()).toMatchObject({ isActive: true });
      expect((await open(ada.token)).status).toBe(429);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it('counts no slot for a refused or unauthenticated request', async () => {
    const dee = await api.signUp({ name: 'Dee' });
    for (let n = 0; n < 5; n++) expect((await open('nonsense')).status).toBe(401);
    const first = await openOnceFreed(dee.token);
    expect(first.status).toBe(200);
    await first.body?.cancel();
  });
});
