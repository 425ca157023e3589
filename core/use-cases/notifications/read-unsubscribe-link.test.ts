import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { FakeNotificationChannel, plainLinks } from '../../../adapters/testing/fake-notifications.js';
import { FollowUnsubscribeLink } from './preferences.js';
import { ReadUnsubscribeLink } from './read-unsubscribe-link.js';

describe('ReadUnsubscribeLink', () => {
  let storage: InMemoryStorage;
  let userId: string;
  const email = new FakeNotificationChannel('email');
  const token = () => JSON.stringify({ userId, kind: 'bid.awarded', channel: 'email' });

  beforeEach(async () => {
    storage = new InMemoryStorage(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
    const user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    userId = user.id;
    email.link(userId);
  });

  it('answers what the link names and that it is on, storing nothing', async () => {
    const read = new ReadUnsubscribeLink(storage, [email], plainLinks);
    expect(await read.execute(token())).toEqual({
      target: { userId, kind: 'bid.awarded', channel: 'email' },
      subscribed: true,
    });
    expect(await storage.notifications.preferences(userId)).toBeNull();
  });

  it('answers not subscribed once the link was followed', async () => {
    await new FollowUnsubscribeLink(storage, [email], plainLinks).execute(token(), false);
    expect((await new ReadUnsubscribeLink(storage, [email], plainLinks).execute(token())).subscribed).toBe(false);
  });

  it('refuses a forged token and one of a user deleted since', async () => {
    const read = new ReadUnsubscribeLink(storage, [email], plainLinks);
    await expect(read.execute('forged')).rejects.toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    await storage.users.delete(userId);
    await expect(read.execute(token())).rejects.toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
  });
});
