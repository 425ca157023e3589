import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPayment } from '../builders/payments.js';
import { API_DIALECTS, STRONG_PASSWORD, type ApiHarness, type SignedIn } from '../support/api-harness.js';
import { useAdminUsersApi } from './admin-users.fixture.js';

const BASE = '/api/admin/users';

describe.each(API_DIALECTS)('admin users API on %s', (dialect) => {
  const { current, aBid, target, events, byAdmin } = useAdminUsersApi(dialect);
  let api: ApiHarness;
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(() => {
    ({ api, admin, user } = current());
  });

  describe('every route is for admins only', () => {
    it.each([
      ['GET', BASE, undefined],
      ['PATCH', `${BASE}/:id/status`, { isActive: false }],
      ['DELETE', `${BASE}/:id`, undefined],
      ['GET', `${BASE}/:id`, undefined],
      ['PATCH', `${BASE}/:id/bids`, { availableBids: 99 }],
      ['GET', `${BASE}/:id/bids`, undefined],
    ])('%s %s answers 401 without a session and 403 for a non-admin, changing nothing', async (method, path, body) => {
      const victim = await target();
      const url = path.replace(':id', victim.user.id);
      const anonymous = await api.request(method, url, { body });
      const regular = await api.request(method, url, { token: user.token, body });
      const self = await api.request(method, path.replace(':id', user.user.id), { token: user.token, body });

      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      expect(regular.status).toBe(403);
      expect(regular.body).toEqual({ success: false, message: 'Admin access required', errorCode: 'FORBIDDEN' });
      expect(self.status).toBe(403);
      expect(await api.deps.storage.users.findById(victim.user.id)).toMatchObject({ isActive: true });
      expect(await api.deps.storage.ledger.entries(victim.user.id)).toEqual([]);
      expect(await api.deps.storage.ledger.entries(user.user.id)).toEqual([]);
    });
  });

  it.each([
    ['GET', ''],
    ['DELETE', ''],
    ['PATCH', '/status'],
    ['PATCH', '/bids'],
    ['GET', '/bids'],
  ])('%s /api/admin/users/:id%s refuses a blank or overlong id with 400', async (method, suffix) => {
    const body =
      suffix === '/status'
        ? { isActive: true }
        : suffix === '/bids' && method === 'PATCH'
          ? { availableBids: 1 }
          : undefined;
    const blank = await api.request(method, `${BASE}/%20${suffix}`, { token: admin.token, body });
    const overlong = await api.request(method, `${BASE}/${'x'.repeat(101)}${suffix}`, { token: admin.token, body });

    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: expect.stringContaining('User id is required'),
    });
    expect(overlong.status).toBe(400);
    expect(overlong.body.message).toContain('User id is too long');
  });

  describe('GET /api/admin/users', () => {
    it('answers a page of users in the admin shape, with their available bids and the pagination', async () => {
      const tag = randomUUID().slice(0, 8);
      const listed = await target(`Listed ${tag}`);
      await api.deps.storage.ledger.credit({
        userId: listed.user.id,
        kind: 'addon_grant',
        key: `grant:${tag}`,
        planDelta: 0,
        extraDelta: 200,
      });
      const response = await byAdmin().get(`${BASE}?search=${tag}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        users: [
          {
            _id: listed.user.id,
            name: `Listed ${tag}`,
            email: listed.user.email,
            role: 'user',
            isActive: true,
            subscriptionStatus: 'inactive',
            subscriptionPlan: null,
            currentPlan: null,
            planStatus: 'none',
            billingPeriod: null,
            planPurchaseDate: null,
            planExpirationDate: null,
            availableBids: 200,
            unlimitedBids: false,
            createdAt: expect.any(String),
          },
        ],
        pagination: { current: 1, pages: 1, total: 1, limit: 10 },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    });

    it('says a user is unlimited while their unlimited plan is active, as their details do, and not once it ends', async () => {
      const tag = randomUUID().slice(0, 8);
      const enterprise = await target(`Unlimited ${tag}`);
      const now = api.deps.clock.now();
      // The user's copy of the terms they bought says whether they are unlimited, as a purchase writes it.
      await api.deps.storage.users.update(enterprise.user.id, {
        planStatus: 'active',
        currentPlan: 'enterprise',
        billingPeriod: 'monthly',
        planPurchaseDate: now,
        planExpirationDate: new Date(now.getTime() + 60_000),
        planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: now },
      });
      const row = async () => (await byAdmin().get(`${BASE}?search=${tag}`)).body.users[0];
      const details = (await byAdmin().get(`${BASE}/${enterprise.user.id}`)).body.user;

      expect(await row()).toMatchObject({ availableBids: 0, unlimitedBids: true });
      expect(details).toMatchObject({ availableBids: 0, unlimitedBids: true });
      const changed = await byAdmin().patch(`${BASE}/${enterprise.user.id}/status`, { subscriptionStatus: 'active' });
      expect(changed.body.user).toMatchObject({ unlimitedBids: true });
      api.deps.clock.advance(60_000);
      expect(await row()).toMatchObject({ availableBids: 0, unlimitedBids: false });
    });

    it('pages ten at a time by default, newest first, and searches name or email case-insensitively', async () => {
      const tag = randomUUID().slice(0, 8);
      for (let i = 1; i <= 12; i += 1) {
        api.deps.clock.advance(1000);
        await target(`Pager ${tag} ${i}`);
      }
      const first = await byAdmin().get(`${BASE}?search=PAGER%20${tag.toUpperCase()}`);
      const second = await byAdmin().get(`${BASE}?page=2&limit=10&search=pager ${tag}`);
      const byEmail = await byAdmin().get(`${BASE}?search=${encodeURIComponent(user.user.email.toUpperCase())}`);

      expect(first.body.users).toHaveLength(10);
      expect(first.body.users[0].name).toBe(`Pager ${tag} 12`);
      expect(first.body.pagination).toEqual({ current: 1, pages: 2, total: 12, limit: 10 });
      expect(second.body.users.map((row: { name: string }) => row.name)).toEqual([`Pager ${tag} 2`, `Pager ${tag} 1`]);
      expect(byEmail.body.users.map((row: { _id: string }) => row._id)).toEqual([user.user.id]);
    });

    it.each([
      ['page=0', 'page must be at least 1'],
      ['page=abc', 'page must be a number'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=2.5', 'limit must be a whole number'],
      ['sort=name', 'sort'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await byAdmin().get(`${BASE}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
    });
  });

  describe('PATCH /api/admin/users/:id/status', () => {
    const patchStatus = (id: string, body: unknown) => byAdmin().patch(`${BASE}/${id}/status`, body);

    it('sets the subscription status, answers the user and publishes the live update', async () => {
      const changed = await target('Status Changed');
      const { seen, stop } = events(changed.user.id);
      const response = await patchStatus(changed.user.id, { subscriptionStatus: 'active' });
      stop();

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'User status updated successfully',
        user: { _id: changed.user.id, subscriptionStatus: 'active', availableBids: 0 },
      });
      expect(seen).toEqual([expect.objectContaining({ subscriptionStatus: 'active', isActive: true })]);
      expect(
        (await patchStatus(changed.user.id, { subscriptionStatus: 'cancelled' })).body.user.subscriptionStatus,
      ).toBe('cancelled');
    });

    it('assigns an existing plan and clears it with null, none or an empty string', async () => {
      const planned = await target('Planned');
      expect(
        (await patchStatus(planned.user.id, { subscriptionPlan: 'professional' })).body.user.subscriptionPlan,
      ).toBe('professional');
      for (const noPlan of [null, 'none', '']) {
        await api.deps.storage.users.update(planned.user.id, { subscriptionPlan: 'starter' });
        const response = await patchStatus(planned.user.id, { subscriptionPlan: noPlan });
        expect(response.status).toBe(200);
        expect(response.body.user.subscriptionPlan).toBeNull();
      }
    });

    it('disabling a user stops their autobidding and ends their session; enabling lets them sign in again, not use the old token', async () => {
      const disabled = await target('To Disable');
      await api.deps.storage.settings.update(disabled.user.id, { isActive: true });
      const response = await patchStatus(disabled.user.id, { isActive: false });

      expect(response.status).toBe(200);
      expect(response.body.user.isActive).toBe(false);
      expect((await api.deps.storage.settings.get(disabled.user.id)).isActive).toBe(false);
      expect((await api.request('GET', '/api/auth/me', { token: disabled.token })).status).toBe(401);
      expect((await patchStatus(disabled.user.id, { isActive: true })).body.user.isActive).toBe(true);
      expect((await api.request('GET', '/api/auth/me', { token: disabled.token })).status).toBe(401);
      const again = await api.request('POST', '/api/auth/login', {
        body: { email: disabled.user.email, password: STRONG_PASSWORD },
      });
      expect((await api.request('GET', '/api/auth/me', { token: again.body.token })).status).toBe(200);
    });

    it('refuses an admin disabling themselves', async () => {
      const response = await patchStatus(admin.user.id, { isActive: false });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        message: 'You cannot disable your own account',
        errorCode: 'FORBIDDEN',
      });
      expect((await api.deps.storage.users.findById(admin.user.id))?.isActive).toBe(true);
    });

    it.each([
      [{}, 'Provide exactly one of subscriptionStatus, subscriptionPlan or isActive'],
      [
        { subscriptionStatus: 'active', isActive: false },
        'Provide exactly one of subscriptionStatus, subscriptionPlan or isActive',
      ],
      [{ subscriptionStatus: 'paused' }, 'subscriptionStatus must be one of inactive, active, cancelled'],
      [{ isActive: 'false' }, 'isActive must be true or false'],
      [{ subscriptionPlan: 42 }, 'subscriptionPlan must be a plan slug'],
      [{ subscriptionPlan: 'platinum' }, 'subscriptionPlan "platinum" is not a known plan'],
      [{ role: 'admin' }, 'role'],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const untouched = await target('Untouched');
      const response = await patchStatus(untouched.user.id, body);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
      expect(await api.deps.storage.users.findById(untouched.user.id)).toMatchObject({
        role: 'user',
        isActive: true,
        subscriptionStatus: 'inactive',
        subscriptionPlan: null,
      });
    });

    it('answers 404 for an unknown user', async () => {
      const response = await patchStatus(randomUUID(), { isActive: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'User not found', errorCode: 'USER_NOT_FOUND' });
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('deletes a regular user with their records; their token stops working', async () => {
      const doomed = await target('Doomed');
      await aBid(doomed.user.id, 'submitted');
      const response = await byAdmin().delete(`${BASE}/${doomed.user.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'User deleted successfully' });
      expect(await api.deps.storage.users.findById(doomed.user.id)).toBeNull();
      expect((await api.deps.storage.bids.countsByUser(doomed.user.id)).total).toBe(0);
      expect((await api.request('GET', '/api/auth/me', { token: doomed.token })).status).toBe(401);
      expect((await byAdmin().delete(`${BASE}/${doomed.user.id}`)).status).toBe(404);
    });

    it('refuses to delete an admin, including oneself', async () => {
      const other = await api.signedIn('admin', 'Other Admin');
      for (const id of [other.user.id, admin.user.id]) {
        const response = await byAdmin().delete(`${BASE}/${id}`);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          success: false,
          message: 'Admin users cannot be deleted',
          errorCode: 'FORBIDDEN',
        });
        expect(await api.deps.storage.users.findById(id)).not.toBeNull();
      }
    });

    it('refuses a user with a pending payment with 409, keeping the user and the payment; a late ITN still finds it', async () => {
      const buyer = await target('Buyer');
      const checkout = await api.deps.storage.payments.create(aPayment(buyer.user.id));
      const response = await byAdmin().delete(`${BASE}/${buyer.user.id}`);

      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 'USER_HAS_PAYMENTS',
        message: expect.stringMatching(/^This user has payments on record \(1 pending\), so they cannot be deleted/),
      });
      expect(await api.deps.storage.users.findById(buyer.user.id)).not.toBeNull();
      expect(await api.deps.storage.payments.findById(checkout.id)).toMatchObject({ status: 'pending' });
      expect((await api.request('GET', '/api/auth/me', { token: buyer.token })).status).toBe(200);
    });

    it('answers 404 for an unknown user', async () => {
      const response = await byAdmin().delete(`${BASE}/${randomUUID()}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, errorCode: 'USER_NOT_FOUND' });
    });
  });
});
