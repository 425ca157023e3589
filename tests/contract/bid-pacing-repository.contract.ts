import { describe, expect, it } from 'vitest';
import { aUser } from './builders.js';
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
  });
}
