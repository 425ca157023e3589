import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { BID_STATUSES, type BidStatus } from '../../../domain/bidding/bid.js';
import type { Role } from '../../../domain/users/user.js';
import { aBid } from '../../../../tests/builders/bids.js';
import { aUser } from '../../../../tests/builders/users.js';
import { GetAdminStats } from './get-admin-stats.js';

describe('GetAdminStats', () => {
  let storage: InMemoryStorage;
  beforeEach(() => {
    storage = new InMemoryStorage(new FixedClock('2026-03-01T10:00:00.000Z'));
  });

  const aUserAs = (role: Role = 'user') => storage.users.create(aUser({ role }));
  const aBidOf = (userId: string, status: BidStatus) => storage.bids.insertIfAbsent(aBid(userId, { status }));

  it('answers zeros, a Healthy 100 and empty bars for an empty system', async () => {
    const zero = { percent: 0, label: '0.0%' };
    expect(await new GetAdminStats(storage).execute()).toEqual({
      users: { total: 0, active: 0, subscribed: 0, admin: 0 },
      bids: { total: 0, submitted: 0, successful: 0, failed: 0, successRate: 0 },
      health: { score: 100, label: 'Healthy' },
      distribution: {
        successful: zero,
        submitted: zero,
        failed: zero,
        other: { ...zero, count: 0, statuses: [] },
      },
      bidsByStatus: BID_STATUSES.map((status) => ({ status, count: 0 })),
    });
  });

  it('counts users and bids and scores health from the active share and the success rate', async () => {
    const admin = await aUserAs('admin');
    const users = [await aUserAs(), await aUserAs(), await aUserAs()];
    for (const user of users) await storage.users.update(user.id, { isActive: false });
    await storage.users.update(admin.id, { subscriptionStatus: 'active' });
    const statuses: BidStatus[] = ['accepted', 'submitted', 'submitted', 'failed', 'rejected'];
    for (const status of statuses) await aBidOf(admin.id, status);

    const stats = await new GetAdminStats(storage).execute();

    expect(stats.users).toEqual({ total: 4, active: 1, subscribed: 1, admin: 1 });
    expect(stats.bids).toEqual({ total: 5, submitted: 2, successful: 1, failed: 1, successRate: 20 });
    expect(stats.health).toEqual({ score: 35, label: 'Critical' });
    expect(stats.distribution).toEqual({
      successful: { percent: 20, label: '20.0%' },
      submitted: { percent: 40, label: '40.0%' },
      failed: { percent: 20, label: '20.0%' },
      other: { percent: 20, label: '20.0%', count: 1, statuses: [{ status: 'rejected', count: 1 }] },
    });
  });
});
