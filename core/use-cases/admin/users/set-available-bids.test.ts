import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../../adapters/events/in-process-event-publisher.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { BIDS_EXHAUSTED_NOTICE } from '../../../domain/bidding/autobid-start.js';
import { SetAvailableBids } from './set-available-bids.js';

async function arrange(startingBids: number) {
  const clock = new FixedClock();
  const storage = new InMemoryStorage(clock);
  const events = new InProcessEventPublisher();
  const admin = await storage.users.create({
    name: 'Admin',
    email: 'admin@example.com',
    passwordHash: 'x',
    role: 'admin',
  });
  const user = await storage.users.create({ name: 'Ann', email: 'ann@example.com', passwordHash: 'x' });
  if (startingBids > 0)
    await storage.ledger.credit({
      userId: user.id,
      kind: 'addon_grant',
      key: 'pack',
      planDelta: 0,
      extraDelta: startingBids,
    });
  await storage.settings.update(user.id, { isActive: true });
  const seen: Record<string, unknown>[] = [];
  events.subscribe(user.id, (data) => seen.push({ ...data }));
  return {
    storage,
    user,
    seen,
    setBids: (availableBids: number) =>
      new SetAvailableBids(storage, clock, events).execute({ actor: admin, userId: user.id, availableBids }),
  };
}

describe('SetAvailableBids and the exhausted-bids notice', () => {
  it('stops autobidding and sends the notice when bids go from above zero to zero', async () => {
    const { storage, user, seen, setBids } = await arrange(5);

    await setBids(0);

    expect((await storage.settings.get(user.id)).isActive).toBe(false);
    expect(seen).toEqual([expect.objectContaining({ availableBids: 0, notice: BIDS_EXHAUSTED_NOTICE })]);
  });

  it('sends no notice and keeps autobidding when bids stay above zero', async () => {
    const { storage, user, seen, setBids } = await arrange(5);

    await setBids(2);

    expect((await storage.settings.get(user.id)).isActive).toBe(true);
    expect(seen).toEqual([expect.not.objectContaining({ notice: expect.anything() })]);
  });

  it('sends nothing at all when the count does not change', async () => {
    const { seen, setBids } = await arrange(0);

    await setBids(0);

    expect(seen).toEqual([]);
  });
});
