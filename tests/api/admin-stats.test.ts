import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidStatus } from '../../core/domain/bidding/bid.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

describe.each(API_DIALECTS)('admin stats API on %s', (dialect) => {
  let api: ApiHarness;
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
    admin = await api.signedIn('admin');
    user = await api.signedIn('user', 'Rita Regular');
  });
  afterAll(() => api.close());

  let sequence = 0;
  const aBid = (userId: string, status: BidStatus) =>
    api.deps.storage.bids.insertIfAbsent({
      userId,
      projectId: String(7_000_000 + ++sequence),
      projectTitle: `Project ${sequence}`,
      projectUrl: `https://www.freelancer.com/projects/${sequence}`,
      status,
      amountMinor: 2500,
      currency: 'USD',
      proposal: 'Hello',
      marketplaceBidId: null,
      errorMessage: null,
      submittedAt: api.deps.clock.now(),
    });

  it('answers 401 without a session and 403 for a non-admin', async () => {
    const anonymous = await api.request('GET', '/api/admin/stats');
    const regular = await api.request('GET', '/api/admin/stats', { token: user.token });

    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    expect(regular.status).toBe(403);
    expect(regular.body).toEqual({ success: false, message: 'Admin access required', errorCode: 'FORBIDDEN' });
  });

  it('answers the user and bid counts, the success rate, the health card and the chart shares', async () => {
    const first = await api.signedIn('user', 'Idle One');
    const second = await api.signedIn('user', 'Idle Two');
    await api.deps.storage.users.update(first.user.id, { isActive: false });
    await api.deps.storage.users.update(second.user.id, { isActive: false, subscriptionStatus: 'active' });
    await api.deps.storage.users.update(user.user.id, { subscriptionStatus: 'active' });
    const statuses: BidStatus[] = ['accepted', 'accepted', 'accepted', 'submitted', 'failed', 'rejected'];
    for (const status of statuses) await aBid(user.user.id, status);

    const response = await api.request('GET', '/api/admin/stats', { token: admin.token });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      stats: {
        users: { total: 4, active: 2, subscribed: 2, admin: 1 },
        bids: { total: 6, submitted: 1, successful: 3, failed: 1, successRate: 50 },
        health: { score: 85, label: 'Healthy' },
        distribution: {
          successful: { percent: 50, label: '50.0%' },
          submitted: { percent: 16.7, label: '16.7%' },
          failed: { percent: 16.7, label: '16.7%' },
        },
      },
    });
  });

  it('drops to Critical when fewer than 30% of users are active and the success rate is under 70', async () => {
    for (let i = 0; i < 4; i += 1) {
      const idle = await api.signedIn('user', `Idle ${i}`);
      await api.deps.storage.users.update(idle.user.id, { isActive: false });
    }
    const response = await api.request('GET', '/api/admin/stats', { token: admin.token });

    expect(response.body.stats.users).toMatchObject({ total: 8, active: 2 });
    expect(response.body.stats.health).toEqual({ score: 35, label: 'Critical' });
  });
});
