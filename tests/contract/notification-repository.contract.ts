import { describe, expect, it } from 'vitest';
import type { NewNotification } from '../../core/ports/notification-repository.port.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);

const aNotification = (userId: string, overrides: Partial<NewNotification> = {}): NewNotification => ({
  userId,
  kind: 'bid.awarded',
  title: 'You won “Logo design”',
  body: 'Accept it on Freelancer.',
  link: '/bid-logs/b1',
  data: { bidId: 'b1', acceptBy: '2026-03-04T10:00:00.000Z', amount: 120, hourly: false, brief: null },
  dedupeKey: `bid.awarded:${Math.random()}`,
  createdAt: at(0),
  readAt: null,
  ...overrides,
});

export function describeNotificationRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: NotificationRepository`, () => {
    const h = useHarness(setup);
    const inbox = () => h().storage.notifications;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('stores a notification with its fields and answers it to its owner only', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      const stored = await inbox().add(aNotification(ada));
      expect(stored).toEqual({
        id: expect.any(String),
        userId: ada,
        kind: 'bid.awarded',
        title: 'You won “Logo design”',
        body: 'Accept it on Freelancer.',
        link: '/bid-logs/b1',
        data: { bidId: 'b1', acceptBy: '2026-03-04T10:00:00.000Z', amount: 120, hourly: false, brief: null },
        createdAt: at(0),
        readAt: null,
      });
      expect(await inbox().find(ada, stored!.id)).toEqual(stored);
      expect(await inbox().find(bob, stored!.id)).toBeNull();
      expect(await inbox().find(ada, 'no-such-id')).toBeNull();
    });

    it('adds nothing for a second notification with the same dedupe key, but the same key of another user is theirs', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      expect(await inbox().add(aNotification(ada, { dedupeKey: 'bid.awarded:b1' }))).not.toBeNull();
      expect(await inbox().add(aNotification(ada, { dedupeKey: 'bid.awarded:b1', title: 'Again' }))).toBeNull();
      expect(await inbox().add(aNotification(bob, { dedupeKey: 'bid.awarded:b1' }))).not.toBeNull();
      expect((await inbox().list(ada, { page: 1, limit: 10 })).total).toBe(1);
    });

    it('refuses a notification for a missing user', async () => {
      await expect(inbox().add(aNotification('missing-user'))).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('lists newest first, a page at a time, with the total', async () => {
      const userId = await newUserId();
      for (const seconds of [10, 30, 20])
        await inbox().add(aNotification(userId, { title: `at ${seconds}`, createdAt: at(seconds) }));
      const first = await inbox().list(userId, { page: 1, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((n) => n.title)).toEqual(['at 30', 'at 20']);
      expect((await inbox().list(userId, { page: 2, limit: 2 })).items.map((n) => n.title)).toEqual(['at 10']);
    });

    it('counts unread and marks read only the caller’s own ids, once', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      const a1 = (await inbox().add(aNotification(ada)))!;
      const a2 = (await inbox().add(aNotification(ada)))!;
      await inbox().add(aNotification(ada, { readAt: at(0) }));
      const b1 = (await inbox().add(aNotification(bob)))!;
      expect(await inbox().unreadCount(ada)).toBe(2);
      expect(await inbox().markRead(ada, { ids: [a1.id, b1.id, 'nope', a1.id] }, at(60))).toBe(1);
      expect(await inbox().markRead(ada, { ids: [a1.id] }, at(90))).toBe(0);
      expect((await inbox().find(ada, a1.id))?.readAt).toEqual(at(60));
      expect((await inbox().find(bob, b1.id))?.readAt).toBeNull();
      expect(await inbox().unreadCount(ada)).toBe(1);
      expect(await inbox().markRead(ada, { all: true }, at(120))).toBe(1);
      expect((await inbox().find(ada, a2.id))?.readAt).toEqual(at(120));
      expect(await inbox().unreadCount(ada)).toBe(0);
      expect(await inbox().unreadCount(bob)).toBe(1);
    });

    it('prunes what is older than the cut-off and each user’s notifications past their newest few', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await inbox().add(aNotification(ada, { title: 'old', createdAt: at(-100) }));
      for (const seconds of [1, 2, 3])
        await inbox().add(aNotification(ada, { title: `ada ${seconds}`, createdAt: at(seconds) }));
      for (const seconds of [1, 2])
        await inbox().add(aNotification(bob, { title: `bob ${seconds}`, createdAt: at(seconds) }));
      expect(await inbox().prune(at(0), 2)).toBe(2);
      expect((await inbox().list(ada, { page: 1, limit: 10 })).items.map((n) => n.title)).toEqual(['ada 3', 'ada 2']);
      expect((await inbox().list(bob, { page: 1, limit: 10 })).items.map((n) => n.title)).toEqual(['bob 2', 'bob 1']);
      expect(await inbox().prune(at(0), 2)).toBe(0);
    });

    it('answers null preferences until saved, then the saved choice; saving again replaces it', async () => {
      const userId = await newUserId();
      expect(await inbox().preferences(userId)).toBeNull();
      await inbox().savePreferences(userId, { 'bid.awarded': ['inapp', 'slack'], 'plan.expired': [] });
      expect(await inbox().preferences(userId)).toEqual({ 'bid.awarded': ['inapp', 'slack'], 'plan.expired': [] });
      await inbox().savePreferences(userId, { 'bid.replied': ['email'] });
      expect(await inbox().preferences(userId)).toEqual({ 'bid.replied': ['email'] });
      await expect(inbox().savePreferences('missing-user', {})).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('forgets a user’s notifications and preferences with the user', async () => {
      const userId = await newUserId();
      const stored = (await inbox().add(aNotification(userId)))!;
      await inbox().savePreferences(userId, { 'bid.awarded': ['inapp'] });
      await h().storage.users.delete(userId);
      expect(await inbox().find(userId, stored.id)).toBeNull();
      expect(await inbox().preferences(userId)).toBeNull();
    });
  });
}
