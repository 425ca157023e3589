import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { GetDailyActivity } from './get-daily-activity.js';

describe('GetDailyActivity', () => {
  it('answers the last N UTC days in order, zero-filled, with bids by status and completed payments', async () => {
    const storage = new InMemoryStorage(new FixedClock('2026-03-10T10:00:00.000Z'));
    const user = await storage.users.create({ name: 'Buyer', email: 'buyer@example.com', passwordHash: 'x' });
    const bid = (projectId: string, status: 'accepted' | 'failed', at: string) =>
      storage.bids.insertIfAbsent({
        userId: user.id,
        projectId,
        projectTitle: 'P',
        projectUrl: 'https://example.com',
        status,
        amountMinor: 1,
        currency: 'USD',
        proposal: 'Hi',
        marketplaceBidId: null,
        errorMessage: null,
        submittedAt: new Date(at),
      });
    await bid('1', 'accepted', '2026-03-10T09:00:00.000Z');
    await bid('2', 'failed', '2026-03-08T00:00:00.000Z');
    await bid('3', 'failed', '2026-03-07T23:59:59.999Z');
    const payment = await storage.payments.create({
      paymentId: 'BP-1',
      userId: user.id,
      item: { kind: 'addon', addonPackId: 'pack', billingType: 'one_time', sold: { bids: 10 } },
      itemName: 'Pack',
      priceUsdCents: 500,
      amountMinor: 9_250,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    });
    await storage.payments.markCompleted(payment.id, ['pending'], {
      verificationStatus: 'verified',
      bidsAllocated: 10,
      completedAt: new Date('2026-03-09T15:00:00.000Z'),
    });

    const days = await new GetDailyActivity(storage, new FixedClock('2026-03-10T10:00:00.000Z')).execute({ days: 3 });

    expect(
      days.map((day) => [
        day.day,
        day.bids.total,
        day.bids.accepted,
        day.bids.failed,
        day.payments.count,
        day.payments.amountMinor,
      ]),
    ).toEqual([
      ['2026-03-08', 1, 0, 1, 0, 0],
      ['2026-03-09', 0, 0, 0, 1, 9_250],
      ['2026-03-10', 1, 1, 0, 0, 0],
    ]);
  });
});
