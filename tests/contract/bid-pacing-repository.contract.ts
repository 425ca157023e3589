import { describe, expect, it } from 'vitest';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);

export function describeBidPacingRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: BidPacingRepository`, () => {
    const h = useHarness(setup);
    const pacing = () => h().storage.pacing;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('answers a user with no slots an empty list', async () => {
      expect(await pacing().slotsSince(await newUserId(), at(0))).toEqual([]);
    });

    it('answers the slots at or after `since`, oldest first, then by bid id', async () => {
      const userId = await newUserId();
      await pacing().book(userId, [
        { bidId: 'c', at: at(30) },
        { bidId: 'b', at: at(30) },
        { bidId: 'a', at: at(-60) },
        { bidId: 'd', at: at(0) },
      ]);
      expect(await pacing().slotsSince(userId, at(0))).toEqual([
        { bidId: 'd', at: at(0) },
        { bidId: 'b', at: at(30) },
        { bidId: 'c', at: at(30) },
      ]);
    });

    it('moves a bid booked again rather than adding a second slot', async () => {
      const userId = await newUserId();
      await pacing().book(userId, [{ bidId: 'a', at: at(0) }]);
      await pacing().book(userId, [{ bidId: 'a', at: at(45) }]);
      expect(await pacing().slotsSince(userId, at(-3600))).toEqual([{ bidId: 'a', at: at(45) }]);
    });

    it("releases the named bids' slots of that user only, keeping the rest", async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await pacing().book(ada, [
        { bidId: 'a1', at: at(0) },
        { bidId: 'a2', at: at(30) },
        { bidId: 'a3', at: at(60) },
      ]);
      await pacing().book(bob, [{ bidId: 'b1', at: at(5) }]);

      await pacing().release(ada, ['a2', 'a3', 'b1', 'unknown']);
      await pacing().release(bob, []);

      expect(await pacing().slotsSince(ada, at(-60))).toEqual([{ bidId: 'a1', at: at(0) }]);
      expect(await pacing().slotsSince(bob, at(-60))).toEqual([{ bidId: 'b1', at: at(5) }]);
    });

    it('keeps users apart', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await pacing().book(ada, [{ bidId: 'a1', at: at(0) }]);
      await pacing().book(bob, [{ bidId: 'b1', at: at(5) }]);
      await pacing().book(bob, []);
      expect(await pacing().slotsSince(ada, at(-60))).toEqual([{ bidId: 'a1', at: at(0) }]);
      expect(await pacing().slotsSince(bob, at(-60))).toEqual([{ bidId: 'b1', at: at(5) }]);
    });

    it('keeps the last day of slots when booking new ones', async () => {
      const userId = await newUserId();
      await pacing().book(userId, [{ bidId: 'old', at: at(-23 * 3600) }]);
      await pacing().book(userId, [{ bidId: 'new', at: at(0) }]);
      expect((await pacing().slotsSince(userId, at(-24 * 3600))).map((slot) => slot.bidId)).toEqual(['old', 'new']);
    });

    it('answers many users’ slots at or after `since` in one map, oldest first, leaving out users with none', async () => {
      const [ada, bob, cy] = [await newUserId(), await newUserId(), await newUserId()];
      await pacing().book(ada, [
        { bidId: 'a2', at: at(30) },
        { bidId: 'a1', at: at(0) },
        { bidId: 'a0', at: at(-60) },
      ]);
      await pacing().book(bob, [{ bidId: 'b1', at: at(5) }]);
      await pacing().book(cy, [{ bidId: 'c0', at: at(-120) }]);

      const slots = await pacing().slotsSinceMany([ada, bob, cy, ada, 'nobody'], at(0));
      expect([...slots.keys()].sort()).toEqual([ada, bob].sort());
      expect(slots.get(ada)).toEqual([
        { bidId: 'a1', at: at(0) },
        { bidId: 'a2', at: at(30) },
      ]);
      expect(slots.get(bob)).toEqual([{ bidId: 'b1', at: at(5) }]);
      expect((await pacing().slotsSinceMany([], at(0))).size).toBe(0);
    });

    it('answers many users’ slots past one chunk of ids', async () => {
      const userId = await newUserId();
      await pacing().book(userId, [{ bidId: 'a', at: at(0) }]);
      const ids = [...Array.from({ length: 6_000 }, (_, n) => `absent-${n}`), userId];
      expect((await pacing().slotsSinceMany(ids, at(0))).get(userId)).toEqual([{ bidId: 'a', at: at(0) }]);
    });

    it('books the new slots of many users at once, each readable as if booked alone', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await pacing().bookMany([
        {
          userId: ada,
          slots: [
            { bidId: 'a2', at: at(30) },
            { bidId: 'a1', at: at(0) },
          ],
        },
        { userId: bob, slots: [] },
        { userId: bob, slots: [{ bidId: 'b1', at: at(5) }] },
      ]);
      await pacing().bookMany([]);
      expect(await pacing().slotsSince(ada, at(-60))).toEqual([
        { bidId: 'a1', at: at(0) },
        { bidId: 'a2', at: at(30) },
      ]);
      expect(await pacing().slotsSince(bob, at(-60))).toEqual([{ bidId: 'b1', at: at(5) }]);
    });

    it('keeps the slot a bid already has when many are booked: the worker that took it first moved it to when it goes', async () => {
      const userId = await newUserId();
      await pacing().book(userId, [{ bidId: 'taken', at: at(40) }]);
      await pacing().bookMany([
        {
          userId,
          slots: [
            { bidId: 'taken', at: at(0) },
            { bidId: 'next', at: at(30) },
          ],
        },
      ]);
      expect(await pacing().slotsSince(userId, at(-60))).toEqual([
        { bidId: 'next', at: at(30) },
        { bidId: 'taken', at: at(40) },
      ]);
    });

    it('books the others’ slots when one user of many was deleted meanwhile', async () => {
      const [ada, gone] = [await newUserId(), await newUserId()];
      await h().storage.users.delete(gone);
      await pacing().bookMany([
        { userId: gone, slots: [{ bidId: 'g1', at: at(0) }] },
        { userId: ada, slots: [{ bidId: 'a1', at: at(0) }] },
      ]);
      expect(await pacing().slotsSince(ada, at(-60))).toEqual([{ bidId: 'a1', at: at(0) }]);
    });

    it('keeps the last day of each user’s slots when booking many, and may forget older ones', async () => {
      const [ada, bob] = [await newUserId(), await newUserId()];
      await pacing().book(ada, [
        { bidId: 'ada-recent', at: at(-23 * 3600) },
        { bidId: 'ada-old', at: at(-25 * 3600) },
      ]);
      await pacing().book(bob, [{ bidId: 'bob-recent', at: at(-23 * 3600) }]);
      await pacing().bookMany([
        { userId: ada, slots: [{ bidId: 'ada-new', at: at(0) }] },
        { userId: bob, slots: [{ bidId: 'bob-new', at: at(60) }] },
      ]);
      expect((await pacing().slotsSince(ada, at(-24 * 3600))).map((slot) => slot.bidId)).toEqual([
        'ada-recent',
        'ada-new',
      ]);
      expect((await pacing().slotsSince(bob, at(-24 * 3600))).map((slot) => slot.bidId)).toEqual([
        'bob-recent',
        'bob-new',
      ]);
      const forgotten = (await pacing().slotsSince(ada, at(-26 * 3600))).map((slot) => slot.bidId);
      expect(forgotten.filter((bidId) => bidId !== 'ada-old')).toEqual(['ada-recent', 'ada-new']);
    });
  });
}
