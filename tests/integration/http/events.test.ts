import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createHttpApp } from '../../../adapters/http/app.js';
import { eventsRoutes } from '../../../adapters/http/routes/events.routes.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { EMPTY_BALANCE } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import { aStoredUser } from '../../builders/users.js';
import { SseReader } from '../../support/sse.js';

/** A subscribed user: the stream starts from their plan's state. */
const aSubscriber = (id: string): User =>
  aStoredUser(
    { id, subscriptionStatus: 'active', currentPlan: 'starter', planStatus: 'active', billingPeriod: 'monthly' },
    new Date(0),
  );

/** Each token stands for its own user, so cases never share a subscriber count. */
const TOKENS: Readonly<Record<string, string>> = {
  good: 'user-1',
  closer: 'user-2',
  disabled: 'user-3',
  revoked: 'user-4',
  racer: 'user-5',
};
const UNAUTHORIZED = { success: false, message: 'Authentication required', errorCode: 'UNAUTHORIZED' };

describe('GET /api/events over HTTP', () => {
  const events = new InProcessEventPublisher();
  const revoked = new Set<string>();
  const readers: SseReader[] = [];
  let server: Server;
  let baseUrl: string;

  const resolveSession = async (token: string) => {
    const userId = TOKENS[token];
    return userId === undefined || revoked.has(token)
      ? null
      : {
          user: aSubscriber(userId),
          balance: EMPTY_BALANCE,
          claims: { userId, sessionId: `session-${userId}`, startedAt: new Date(0) },
        };
  };
  const initialState = async (user: User) => {
    // One user publishes while its snapshot is read: that event must come after the snapshot.
    if (user.id === 'user-5') await events.publish({ userId: user.id, data: { availableBids: 4 } });
    return { id: user.id, availableBids: 5 };
  };

  async function open(token: string): Promise<{ response: Response; stream: SseReader }> {
    const response = await fetch(`${baseUrl}/api/events?token=${token}`);
    const stream = new SseReader(response);
    readers.push(stream);
    return { response, stream };
  }

  beforeAll(async () => {
    const router = eventsRoutes({ events, resolveSession, heartbeatMs: 50, initialState });
    server = createHttpApp({
      storage: { ping: async () => true },
      logger: createLogger('silent'),
      routers: [router],
    }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.allSettled(readers.splice(0).map((reader) => reader.close()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await events.close();
  });

  it('answers 401 in the error envelope without a token', async () => {
    const response = await fetch(`${baseUrl}/api/events`);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a token that resolves to no session', async () => {
    const response = await fetch(`${baseUrl}/api/events?token=forged`);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(events.subscriberCount('user-1')).toBe(0);
  });

  it('streams the snapshot, then only the signed-in user’s events', async () => {
    const { response, stream } = await open('good');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.next()).toEqual({ retry: 5000 });
    expect(await stream.nextData()).toEqual({ id: 'user-1', availableBids: 5 });

    await events.publish({ userId: 'user-2', data: { availableBids: 99 } });
    await events.publish({ userId: 'user-1', data: { availableBids: 0, planStatus: 'active' } });
    expect(await stream.nextData()).toEqual({ availableBids: 0, planStatus: 'active' });
  });

  it('sends events that arrive while the snapshot is read after the snapshot', async () => {
    const { stream } = await open('racer');

    expect(await stream.nextData()).toEqual({ id: 'user-5', availableBids: 5 });
    expect(await stream.nextData()).toEqual({ availableBids: 4 });
  });

  it('sends a heartbeat comment every heartbeat interval', async () => {
    const { stream } = await open('good');

    await vi.waitFor(async () => expect((await stream.next())?.comment).toBe('heartbeat'), {
      timeout: 2_000,
      interval: 0,
    });
  });

  it('unsubscribes when the client goes away', async () => {
    const { stream } = await open('closer');
    await stream.nextData();
    expect(events.subscriberCount('user-2')).toBe(1);

    await stream.close();

    await vi.waitFor(() => expect(events.subscriberCount('user-2')).toBe(0));
  });

  it('sends the event that disables the account, then ends the stream', async () => {
    const { stream } = await open('disabled');
    await stream.nextData();

    await events.publish({ userId: 'user-3', data: { isActive: false } });

    expect(await stream.nextData()).toEqual({ isActive: false });
    expect(await stream.next()).toBeNull();
    expect(events.subscriberCount('user-3')).toBe(0);
  });

  it('ends the stream at the next heartbeat once the session no longer resolves', async () => {
    const { stream } = await open('revoked');
    await stream.nextData();

    revoked.add('revoked');

    await vi.waitFor(async () => expect(await stream.next()).toBeNull(), { timeout: 2_000, interval: 0 });
    expect(events.subscriberCount('user-4')).toBe(0);
  });
});
