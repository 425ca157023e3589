import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPlan } from '../../core/domain/plans/plan.js';
import { planTermsFor } from '../../core/domain/plans/plan.js';
import { ActivatePlan } from '../../core/use-cases/plans/activate-plan.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

const PURCHASE = '/api/pricing/purchase';

const extraPlan = (slug: string, overrides: Partial<NewPlan> = {}): NewPlan => ({
  slug,
  name: slug[0]?.toUpperCase() + slug.slice(1),
  description: `${slug} plan`,
  monthlyPriceCents: 0,
  annualPriceCents: 0,
  monthlyBids: 10,
  annualBids: 120,
  features: ['Basic bidding'],
  order: 10,
  popular: false,
  active: true,
  ...overrides,
});

describe.each(API_DIALECTS)('pricing API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  describe('GET /api/pricing/plans', () => {
    it('lists the active plans in order, publicly, with prices in dollars and null for unlimited', async () => {
      const response = await api.request('GET', '/api/pricing/plans');

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.plans.map((plan: { slug: string }) => plan.slug)).toEqual([
        'starter',
        'professional',
        'enterprise',
      ]);
      expect(response.body.plans[0]).toEqual({
        _id: expect.any(String),
        slug: 'starter',
        name: expect.any(String),
        description: expect.any(String),
        monthlyPriceUsd: 19,
        annualPriceUsd: 190,
        monthlyBids: 50,
        annualBids: 600,
        features: expect.any(Array),
        order: expect.any(Number),
        popular: false,
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.body.plans[1]).toMatchObject({
        slug: 'professional',
        monthlyPriceUsd: 49,
        annualPriceUsd: 490,
        monthlyBids: 200,
        annualBids: 2400,
        popular: true,
      });
      expect(response.body.plans[2]).toMatchObject({
        slug: 'enterprise',
        monthlyPriceUsd: 99,
        annualPriceUsd: 990,
        monthlyBids: null,
        annualBids: null,
      });
    });

    it('hides a plan that was made inactive and shows cents as decimals', async () => {
      const retired = await api.deps.storage.plans.create(extraPlan('retired', { monthlyPriceCents: 1999 }));
      const before = await api.request('GET', '/api/pricing/plans');
      await api.deps.storage.plans.update(retired.id, { active: false });
      const after = await api.request('GET', '/api/pricing/plans');

      expect(before.body.plans.find((plan: { slug: string }) => plan.slug === 'retired')).toMatchObject({
        monthlyPriceUsd: 19.99,
      });
      expect(after.body.plans.map((plan: { slug: string }) => plan.slug)).not.toContain('retired');
    });
  });

  describe('GET /api/pricing/addons', () => {
    it('lists the add-on packs by quantity, publicly', async () => {
      const response = await api.request('GET', '/api/pricing/addons');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        addons: [
          { _id: expect.any(String), quantity: 200, priceUsd: 10 },
          { _id: expect.any(String), quantity: 500, priceUsd: 30 },
          { _id: expect.any(String), quantity: 1000, priceUsd: 75 },
        ],
      });
    });
  });

  describe('POST /api/pricing/purchase', () => {
    const me = async (token: string) => (await api.request('GET', '/api/auth/me', { token })).body.user;

    it('refuses an anonymous or invalid session with the spec text, whatever the body', async () => {
      const anonymous = await api.request('POST', PURCHASE, {
        body: { planSlug: 'starter', billingPeriod: 'monthly' },
      });
      const badToken = await api.request('POST', PURCHASE, { token: 'not-a-token', body: { nonsense: true } });

      for (const response of [anonymous, badToken]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          success: false,
          message: 'Please log in to purchase a plan',
          errorCode: 'UNAUTHORIZED',
        });
      }
    });

    it.each([
      [{ billingPeriod: 'monthly' }, 'Plan selection is required'],
      [{ planSlug: '   ', billingPeriod: 'monthly' }, 'Plan selection is required'],
      [{ planSlug: 42, billingPeriod: 'monthly' }, 'Plan selection is required'],
      [{ planSlug: 'starter' }, 'Valid billing period (monthly or annual) is required'],
      [{ planSlug: 'starter', billingPeriod: 'weekly' }, 'Valid billing period (monthly or annual) is required'],
      [{ planSlug: 'starter', billingPeriod: ['monthly'] }, 'Valid billing period (monthly or annual) is required'],
    ])('answers 400 for %j with the spec message', async (body, message) => {
      const { token } = await api.signUp();
      const response = await api.request('POST', PURCHASE, { token, body });

      expect(response.status).toBe(400);
      const field = message.startsWith('Plan') ? 'planSlug' : 'billingPeriod';
      expect(response.body).toEqual({ success: false, message, errorCode: 'VALIDATION_FAILED', field });
    });

    it('refuses unknown fields and a body that is not an object with 400', async () => {
      const { token } = await api.signUp();
      const extra = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'starter', billingPeriod: 'monthly', price: 0 },
      });
      const array = await api.request('POST', PURCHASE, { token, body: ['starter'] });
      const malformed = await api.request('POST', PURCHASE, {
        token,
        rawBody: '{"planSlug":',
        headers: { 'content-type': 'application/json' },
      });

      for (const response of [extra, array, malformed]) {
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      }
    });

    it('answers 404 Plan not found for an unknown or inactive plan', async () => {
      const { token } = await api.signUp();
      await api.deps.storage.plans.create(extraPlan('hidden-free', { active: false }));
      const unknown = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'platinum', billingPeriod: 'monthly' },
      });
      const inactive = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'hidden-free', billingPeriod: 'monthly' },
      });

      for (const response of [unknown, inactive]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Plan not found', errorCode: 'PLAN_NOT_FOUND' });
      }
    });

    it('sends a paid plan to payment and changes nothing', async () => {
      const { token } = await api.signUp();
      const response = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: ' professional ', billingPeriod: 'annual' },
      });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        redirectToPayment: true,
        message: 'Redirecting to payment...',
        plan: { slug: 'professional', annualPriceUsd: 490 },
        billingPeriod: 'annual',
        user: { planStatus: 'none', currentPlan: null, availableBids: 0 },
      });
      expect(await me(token)).toMatchObject({ planStatus: 'none', currentPlan: null, availableBids: 0 });
    });

    it('activates a zero-price plan at once, grants its bids once and tells the user live', async () => {
      await api.deps.storage.plans.create(extraPlan('free', { name: 'Free', monthlyBids: 10, order: 11 }));
      const { token, user } = await api.signUp();
      const events: Record<string, unknown>[] = [];
      const unsubscribe = api.deps.events.subscribe(user.id, (data) => events.push({ ...data }));

      const response = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'free', billingPeriod: 'monthly' },
      });
      const again = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'free', billingPeriod: 'monthly' },
      });
      unsubscribe();

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        redirectToPayment: false,
        message: 'Free plan purchased successfully!',
        user: { planStatus: 'active', currentPlan: 'free', availableBids: 10 },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, errorCode: 'CONFLICT' });
      expect(await me(token)).toMatchObject({
        planStatus: 'active',
        currentPlan: 'free',
        billingPeriod: 'monthly',
        availableBids: 10,
      });
      expect(events).toEqual([
        expect.objectContaining({ availableBids: 10, planStatus: 'active', currentPlan: 'free' }),
      ]);
    });

    it('activates a plan once when activations with one grant key race on the real database', async () => {
      const { user } = await api.signUp();
      const starter = await api.deps.storage.plans.findBySlug('starter');
      const activate = new ActivatePlan(api.deps.storage, api.deps.clock);
      if (starter === null) throw new Error('no starter plan');
      const purchase = {
        terms: planTermsFor(starter, 'monthly'),
        period: 'monthly',
        priceUsdCents: 1900,
        orderedAt: api.deps.clock.now(),
        grantKey: `payment:${user.id}`,
      } as const;
      const input = { userId: user.id, purchase };

      const results = await Promise.all(Array.from({ length: 4 }, () => activate.execute(input)));

      expect(results.filter((result) => result.applied)).toHaveLength(1);
      expect(results.map((result) => result.view.availableBids)).toEqual([50, 50, 50, 50]);
      expect(await api.deps.storage.ledger.balance(user.id)).toEqual({ plan: 50, extra: 0 });
    });

    it('lets a user on a free plan switch to the annual period of it from the end of the period, granting nothing more now', async () => {
      await api.deps.storage.plans.create(
        extraPlan('trial', { name: 'Trial', monthlyBids: 5, annualBids: 60, order: 12 }),
      );
      const { token } = await api.signUp();
      await api.request('POST', PURCHASE, { token, body: { planSlug: 'trial', billingPeriod: 'monthly' } });
      const annual = await api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial', billingPeriod: 'annual' },
      });

      expect(annual.body).toMatchObject({ success: true, redirectToPayment: false, user: { availableBids: 5 } });
      expect(await me(token)).toMatchObject({
        billingPeriod: 'monthly',
        availableBids: 5,
        scheduledPlan: { slug: 'trial', billingPeriod: 'annual', bidsPerPeriod: 60 },
      });
    });
  });
});
