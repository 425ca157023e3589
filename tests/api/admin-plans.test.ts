import { describe, expect, it } from 'vitest';
import { API_DIALECTS } from '../support/api-harness.js';
import { expectAdminOnly, useApiWithAdmin } from '../support/use-api.js';

const BASE = '/api/admin/pricing-plans';

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Team Plus',
  monthlyPriceUsd: 19.99,
  annualPriceUsd: 199.9,
  monthlyBids: 120,
  annualBids: 1440,
  ...overrides,
});

describe.each(API_DIALECTS)('admin pricing plans API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await ctx.api.request('POST', BASE, { token: ctx.admin.token, body: body(overrides) });
    expect(response.status).toBe(201);
    return response.body.plan;
  };

  it.each([
    ['GET', BASE],
    ['POST', BASE],
    ['PUT', `${BASE}/some-id`],
    ['DELETE', `${BASE}/some-id`],
  ])('%s %s answers 401 without a session and 403 for a non-admin', async (method, path) => {
    await expectAdminOnly(ctx, method, path, method === 'GET' ? undefined : body());
  });

  describe('GET', () => {
    it('lists every plan in order, inactive ones too, in the plan wire shape', async () => {
      const hidden = await create({ name: 'Hidden Plan', active: false, order: 99 });
      const response = await ctx.api.request('GET', BASE, { token: ctx.admin.token });

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const slugs = response.body.plans.map((p: any) => p.slug);
      expect(slugs.slice(0, 3)).toEqual(['starter', 'professional', 'enterprise']);
      expect(slugs.at(-1)).toBe(hidden.slug);
      expect(response.body.plans[0]).toMatchObject({
        _id: expect.any(String),
        name: 'Starter',
        monthlyPriceUsd: 19,
        annualPriceUsd: 190,
        monthlyBids: 50,
        annualBids: 600,
        order: 1,
        active: true,
      });
      expect(response.body.plans[2]).toMatchObject({ slug: 'enterprise', monthlyBids: null, annualBids: null });
    });
  });

  describe('POST', () => {
    it('creates a plan with exact cents, a slug from the name and the next order', async () => {
      const count = (await ctx.api.request('GET', BASE, { token: ctx.admin.token })).body.plans.length;
      const response = await ctx.api.request('POST', BASE, {
        token: ctx.admin.token,
        body: body({ name: 'Agency Max', features: ['Phone support'] }),
      });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ success: true, message: 'Plan created successfully' });
      expect(response.body.plan).toMatchObject({
        _id: expect.any(String),
        slug: 'agency-max',
        name: 'Agency Max',
        description: '',
        monthlyPriceUsd: 19.99,
        annualPriceUsd: 199.9,
        monthlyBids: 120,
        annualBids: 1440,
        features: ['Phone support'],
        order: count + 1,
        popular: false,
        active: true,
      });
      const stored = await ctx.api.deps.storage.plans.findBySlug('agency-max');
      expect([stored?.monthlyPriceCents, stored?.annualPriceCents]).toEqual([1999, 19990]);
    });

    it('stores prices exactly, including ones a float multiplication gets wrong', async () => {
      for (const [price, cents] of [
        [0.07, 7],
        [1.1, 110],
        [4.35, 435],
        [1234.56, 123456],
        ['0.29', 29],
        [0, 0],
      ] as const) {
        const plan = await create({ name: `Exact ${cents}`, monthlyPriceUsd: price });
        expect((await ctx.api.deps.storage.plans.findById(plan._id))?.monthlyPriceCents).toBe(cents);
      }
    });

    it('takes null bid counts as unlimited and keeps a given slug and order', async () => {
      const plan = await create({
        name: 'Unlimited Team',
        slug: 'unl-team',
        monthlyBids: null,
        annualBids: null,
        order: 0,
        popular: true,
      });
      expect(plan).toMatchObject({ slug: 'unl-team', monthlyBids: null, annualBids: null, order: 0, popular: true });
    });

    it('answers 409 PLAN_ALREADY_EXISTS for a taken slug, given or derived', async () => {
      const derived = await ctx.api.request('POST', BASE, { token: ctx.admin.token, body: body({ name: 'Starter' }) });
      const given = await ctx.api.request('POST', BASE, {
        token: ctx.admin.token,
        body: body({ name: 'Another', slug: 'professional' }),
      });

      expect(derived.status).toBe(409);
      expect(derived.body).toMatchObject({ success: false, errorCode: 'PLAN_ALREADY_EXISTS' });
      expect(given.status).toBe(409);
    });

    it.each([
      ['name', { name: undefined }, 'name: Name is required'],
      ['monthly price', { monthlyPriceUsd: undefined }, 'monthlyPriceUsd: Monthly price is required'],
      ['annual price', { annualPriceUsd: undefined }, 'annualPriceUsd: Annual price is required'],
      ['monthly bids', { monthlyBids: undefined }, 'monthlyBids: Monthly bids is required'],
      ['annual bids', { annualBids: undefined }, 'annualBids: Annual bids is required'],
    ])('refuses a plan without its %s, naming the field', async (_field, overrides, message) => {
      const response = await ctx.api.request('POST', BASE, { token: ctx.admin.token, body: body(overrides) });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
    });

    it.each([
      ['a negative price', { monthlyPriceUsd: -1 }, 'monthlyPriceUsd'],
      ['three decimals', { annualPriceUsd: 1.234 }, 'annualPriceUsd'],
      ['float noise', { monthlyPriceUsd: 0.1 + 0.2 }, 'monthlyPriceUsd'],
      ['a price as a word', { monthlyPriceUsd: 'ten' }, 'monthlyPriceUsd'],
      ['a boolean price', { monthlyPriceUsd: true }, 'monthlyPriceUsd'],
      ['a huge price', { monthlyPriceUsd: 1e21 }, 'monthlyPriceUsd'],
      ['fractional bids', { monthlyBids: 1.5 }, 'monthlyBids'],
      ['negative bids', { annualBids: -1 }, 'annualBids'],
      ['bids as text', { annualBids: '10' }, 'annualBids'],
      ['a negative order', { order: -1 }, 'order'],
      ['a bad slug', { slug: 'Bad Slug' }, 'slug'],
      ['a slug with a double dash', { slug: 'a--b' }, 'slug'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a non-boolean popular', { popular: 'yes' }, 'popular'],
      ['features that are not a list', { features: 'fast' }, 'features'],
      ['an unknown field', { price: 5 }, ''],
    ])('refuses %s with 400 and creates nothing', async (_case, overrides, field) => {
      const before = (await ctx.api.request('GET', BASE, { token: ctx.admin.token })).body.plans.length;
      const response = await ctx.api.request('POST', BASE, {
        token: ctx.admin.token,
        body: body({ name: 'Refused', ...overrides }),
      });
      const after = (await ctx.api.request('GET', BASE, { token: ctx.admin.token })).body.plans.length;

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
      expect(after).toBe(before);
    });

    it('refuses the slug none, given or derived from the name: it means No Plan', async () => {
      for (const overrides of [{ slug: 'none' }, { name: 'None' }]) {
        const response = await ctx.api.request('POST', BASE, { token: ctx.admin.token, body: body(overrides) });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          errorCode: 'VALIDATION_FAILED',
          message: 'Slug "none" is reserved: it means No Plan; choose another slug',
        });
      }
      expect(await ctx.api.deps.storage.plans.findBySlug('none')).toBeNull();
    });

    it('refuses a name with no letters or digits when no slug is given', async () => {
      const response = await ctx.api.request('POST', BASE, { token: ctx.admin.token, body: body({ name: '!!!' }) });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Slug is required when the name has no letters or digits');
    });

    it('refuses a body that is not JSON', async () => {
      const response = await ctx.api.request('POST', BASE, {
        token: ctx.admin.token,
        rawBody: '{nope',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    });
  });

  describe('PUT', () => {
    it('changes only the fields sent', async () => {
      const plan = await create({ name: 'Editable' });
      const response = await ctx.api.request('PUT', `${BASE}/${plan._id}`, {
        token: ctx.admin.token,
        body: { monthlyPriceUsd: 24.5, annualBids: null, active: false },
      });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message: 'Plan updated successfully' });
      expect(response.body.plan).toMatchObject({
        _id: plan._id,
        name: 'Editable',
        slug: 'editable',
        monthlyPriceUsd: 24.5,
        annualPriceUsd: 199.9,
        annualBids: null,
        active: false,
      });
    });

    it('takes the plan back exactly as GET answered it, with a field changed: read-only fields ignored', async () => {
      const created = await create({ name: 'Round Trip', features: ['One', 'Two'] });
      const listed = (await ctx.api.request('GET', BASE, { token: ctx.admin.token })).body.plans.find(
        (plan: { _id: string }) => plan._id === created._id,
      );
      expect(listed).toMatchObject({ _id: created._id, createdAt: expect.any(String), updatedAt: expect.any(String) });
      ctx.api.deps.clock.advance(1_000);

      const response = await ctx.api.request('PUT', `${BASE}/${created._id}`, {
        token: ctx.admin.token,
        body: { ...listed, name: 'Round Trip Renamed', _id: 'ignored', createdAt: '2000-01-01T00:00:00.000Z' },
      });

      expect(response.status).toBe(200);
      expect(response.body.plan).toEqual({
        ...listed,
        name: 'Round Trip Renamed',
        updatedAt: ctx.api.deps.clock.now().toISOString(),
      });
      expect(await ctx.api.deps.storage.plans.findById(created._id)).toMatchObject({
        name: 'Round Trip Renamed',
        slug: listed.slug,
        features: ['One', 'Two'],
        createdAt: new Date(listed.createdAt),
      });
    });

    it('still refuses a field GET never answers', async () => {
      const plan = await create({ name: 'Unknown Field' });
      const response = await ctx.api.request('PUT', `${BASE}/${plan._id}`, {
        token: ctx.admin.token,
        body: { ...plan, price: 5 },
      });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for an unknown id and 409 for a taken slug', async () => {
      const plan = await create({ name: 'Slug Clash' });
      const unknown = await ctx.api.request('PUT', `${BASE}/no-such-plan`, {
        token: ctx.admin.token,
        body: { popular: true },
      });
      const clash = await ctx.api.request('PUT', `${BASE}/${plan._id}`, {
        token: ctx.admin.token,
        body: { slug: 'starter' },
      });

      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Plan not found', errorCode: 'PLAN_NOT_FOUND' });
      expect(clash.status).toBe(409);
      expect(clash.body.errorCode).toBe('PLAN_ALREADY_EXISTS');
    });

    it('validates like POST and changes nothing on bad input', async () => {
      const plan = await create({ name: 'Strict Edit' });
      for (const bad of [
        { monthlyPriceUsd: 9.999 },
        { monthlyBids: -5 },
        { name: '' },
        { slug: 'UPPER' },
        { id: 'x' },
      ]) {
        const response = await ctx.api.request('PUT', `${BASE}/${plan._id}`, { token: ctx.admin.token, body: bad });
        expect(response.status).toBe(400);
      }
      expect((await ctx.api.deps.storage.plans.findById(plan._id))?.updatedAt.toISOString()).toBe(plan.updatedAt);
    });
  });

  describe('DELETE', () => {
    it('deletes a plan nobody holds or paid for, says so, then answers 404 for it', async () => {
      const plan = await create({ name: 'Short Lived' });
      const response = await ctx.api.request('DELETE', `${BASE}/${plan._id}`, { token: ctx.admin.token });
      const again = await ctx.api.request('DELETE', `${BASE}/${plan._id}`, { token: ctx.admin.token });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Plan deleted successfully', deleted: true });
      expect(await ctx.api.deps.storage.plans.findById(plan._id)).toBeNull();
      expect(again.status).toBe(404);
      expect(again.body.errorCode).toBe('PLAN_NOT_FOUND');
    });

    it.each(['active', 'expired'] as const)(
      'deactivates instead of deleting a plan a user holds (%s), and keeps their plan',
      async (planStatus) => {
        const plan = await create({ name: `Held ${planStatus}` });
        const holder = await ctx.api.signedIn('user', 'Holder');
        await ctx.api.deps.storage.users.update(holder.user.id, { planStatus, currentPlan: plan.slug });
        const response = await ctx.api.request('DELETE', `${BASE}/${plan._id}`, { token: ctx.admin.token });

        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          success: true,
          message: 'Plan deactivated: it has users or payments',
          deactivated: true,
        });
        expect(await ctx.api.deps.storage.plans.findById(plan._id)).toMatchObject({ active: false, slug: plan.slug });
        expect((await ctx.api.deps.storage.users.findById(holder.user.id))?.currentPlan).toBe(plan.slug);
        const pricing = await ctx.api.request('GET', '/api/pricing/plans');
        expect(JSON.stringify(pricing.body)).not.toContain(plan.slug);
      },
    );

    it('deactivates instead of deleting a plan an admin assigned a user, who keeps it', async () => {
      const plan = await create({ name: 'Temp', slug: 'temp' });
      const assigned = await ctx.api.request('PATCH', `/api/admin/users/${ctx.user.user.id}/status`, {
        token: ctx.admin.token,
        body: { subscriptionPlan: 'temp' },
      });
      expect(assigned.status).toBe(200);
      const response = await ctx.api.request('DELETE', `${BASE}/${plan._id}`, { token: ctx.admin.token });

      expect(response.body).toEqual({
        success: true,
        message: 'Plan deactivated: it has users or payments',
        deactivated: true,
      });
      expect(await ctx.api.deps.storage.plans.findBySlug('temp')).toMatchObject({ active: false });
      expect((await ctx.api.deps.storage.users.findById(ctx.user.user.id))?.subscriptionPlan).toBe('temp');
    });

    it('deactivates instead of deleting a plan that has a payment, whatever its status', async () => {
      const plan = await create({ name: 'Once Paid For' });
      const buyer = await ctx.api.signUp();
      const checkout = await ctx.api.request('POST', '/api/payments/create-payment', {
        token: buyer.token,
        body: { planId: plan._id, billingType: 'monthly' },
      });
      expect(checkout.status).toBe(201);
      const payment = await ctx.api.deps.storage.payments.findByPaymentId(checkout.body.paymentId);
      await ctx.api.deps.storage.payments.transition(payment?.id ?? '', ['pending'], 'cancelled');
      const response = await ctx.api.request('DELETE', `${BASE}/${plan._id}`, { token: ctx.admin.token });

      expect(response.body).toEqual({
        success: true,
        message: 'Plan deactivated: it has users or payments',
        deactivated: true,
      });
      expect(await ctx.api.deps.storage.plans.findById(plan._id)).toMatchObject({ active: false });
    });

    it('refuses with 409 to change the slug of a plan a user holds lapsed or was assigned', async () => {
      const lapsed = await create({ name: 'Lapsed Plan' });
      const assigned = await create({ name: 'Assigned Plan' });
      const holder = await ctx.api.signedIn('user', 'Holder');
      await ctx.api.deps.storage.users.update(holder.user.id, { planStatus: 'expired', currentPlan: lapsed.slug });
      await ctx.api.request('PATCH', `/api/admin/users/${ctx.user.user.id}/status`, {
        token: ctx.admin.token,
        body: { subscriptionPlan: assigned.slug },
      });

      for (const plan of [lapsed, assigned]) {
        const reslug = await ctx.api.request('PUT', `${BASE}/${plan._id}`, {
          token: ctx.admin.token,
          body: { slug: `${plan.slug}-2` },
        });
        expect(reslug.status, plan.slug).toBe(409);
        expect(reslug.body).toMatchObject({
          success: false,
          errorCode: 'CONFLICT',
          message: 'Plan is in use by 1 user; its slug cannot change.',
        });
        expect(await ctx.api.deps.storage.plans.findById(plan._id)).toMatchObject({ slug: plan.slug });
      }
    });

    it('refuses with 409 to change the slug of a plan a user holds actively', async () => {
      const plan = await create({ name: 'Held Plan' });
      await ctx.api.deps.storage.users.update(ctx.user.user.id, { planStatus: 'active', currentPlan: plan.slug });
      const reslug = await ctx.api.request('PUT', `${BASE}/${plan._id}`, {
        token: ctx.admin.token,
        body: { slug: 'held-plan-2' },
      });

      expect(reslug.status).toBe(409);
      expect(reslug.body).toMatchObject({
        success: false,
        errorCode: 'CONFLICT',
        message: expect.stringMatching(/^Plan is in use/),
      });
      expect(await ctx.api.deps.storage.plans.findById(plan._id)).toMatchObject({ slug: plan.slug });
    });
  });
});
