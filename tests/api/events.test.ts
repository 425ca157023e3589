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
    expect((await api.request('GET', '/api/events?token=nonsense')).body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  it('streams the user snapshot first, then the updates published for that user', async () => {
    const { token, user } = await api.signUp();
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(token)}`);
    const stream = new SseReader(response);
    try {
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.nextData()).toMatchObject({ availableBids: 0, planStatus: 'none', isActive: true });

      await api.deps.storage.ledger.credit({ userId: user.id, kind: 'addon_grant', key: 'events-test', planDelta: 0, extraDelta: 200 });
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
        userId: user.id, projectId: '4021', projectTitle: 'Build a React dashboard', projectUrl: 'https://www.freelancer.com/projects/react-dashboard', status: 'accepted',
        amountMinor: 25_000, currency: 'USD', proposal: 'Hello', marketplaceBidId: '9001', errorMessage: null, submittedAt: api.deps.clock.now(),
      });
      const event = bidAwardEvent(bid, 'accepted');
      await api.deps.events.publish({ userId: user.id, data: { ...event.data, somethingNew: 1 } });

      expect(await stream.nextData()).toEqual({ bid: { id: bid.id, projectId: '4021', projectTitle: 'Build a React dashboard', status: 'accepted' } });
    } finally {
      await stream.close();
    }
  });
});
