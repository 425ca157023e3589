import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../../adapters/storage/seed.js';
import type { DomainError } from '../../../domain/errors.js';
import { planItem } from '../../../domain/payments/payment.js';
import { CreatePlan, type CreatePlanInput } from './create-plan.js';
import { DeletePlan } from './delete-plan.js';
import { RESERVED_SLUG_MESSAGE, slugFromName } from './plan-slug.js';
import { UpdatePlan } from './update-plan.js';

const input = (overrides: Partial<CreatePlanInput> = {}): CreatePlanInput => ({
  name: 'Team Plus',
  description: '',
  monthlyPriceCents: 2999,
  annualPriceCents: 29900,
  monthlyBids: 120,
  annualBids: null,
  features: [],
  popular: false,
  active: true,
  ...overrides,
});

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('admin plan use cases', () => {
  let storage: InMemoryStorage;
  beforeEach(async () => {
    storage = new InMemoryStorage(new FixedClock());
    await seedDefaults(storage);
  });

  it('derives the slug from the name and puts a new plan after the others when no order is given', async () => {
    const plan = await new CreatePlan(storage.plans).execute(input({ name: 'Team Plus (2026)!' }));
    expect(plan).toMatchObject({ slug: 'team-plus-2026', order: 4, monthlyPriceCents: 2999, annualBids: null });
  });

  it('keeps a given slug and order', async () => {
    const plan = await new CreatePlan(storage.plans).execute(input({ slug: 'team', order: 0 }));
    expect(plan).toMatchObject({ slug: 'team', order: 0 });
  });

  it('refuses a name that gives no slug, and a taken slug', async () => {
    expect((await failure(new CreatePlan(storage.plans).execute(input({ name: '!!!' })))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await failure(new CreatePlan(storage.plans).execute(input({ name: 'Starter' })))).code).toBe(
      'PLAN_ALREADY_EXISTS',
    );
  });

  it('keeps the slug none for No Plan: a plan cannot take it, given or derived, nor be renamed to it', async () => {
    for (const overrides of [{ slug: 'none' }, { name: 'None' }]) {
      expect(await failure(new CreatePlan(storage.plans).execute(input(overrides)))).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: RESERVED_SLUG_MESSAGE,
      });
    }
    const team = await new CreatePlan(storage.plans).execute(input());
    expect(await failure(new UpdatePlan(storage).execute(team.id, { slug: 'none' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: RESERVED_SLUG_MESSAGE,
    });
    expect(await storage.plans.findBySlug('none')).toBeNull();
  });

  it('still edits a plan that took the slug none before it was reserved, and renames it away', async () => {
    const legacy = await storage.plans.create({ ...input({ name: 'Legacy' }), slug: 'none', order: 9 });
    const update = new UpdatePlan(storage);
    expect(await update.execute(legacy.id, { slug: 'none', popular: true })).toMatchObject({ popular: true });
    expect(await update.execute(legacy.id, { slug: 'legacy' })).toMatchObject({ slug: 'legacy' });
  });

  it('makes slugs of lower-case letters, digits and single dashes', () => {
    expect(slugFromName('  Crème  Brûlée -- Pro ')).toBe('creme-brulee-pro');
    expect(slugFromName('---')).toBe('');
  });

  it('updates the named fields and answers PLAN_NOT_FOUND for an unknown id', async () => {
    const starter = await storage.plans.findBySlug('starter');
    const update = new UpdatePlan(storage);
    expect(await update.execute(starter?.id ?? '', { popular: true, monthlyBids: null })).toMatchObject({
      slug: 'starter',
      popular: true,
      monthlyBids: null,
      monthlyPriceCents: 1900,
    });
    expect((await failure(update.execute('missing', { popular: true }))).code).toBe('PLAN_NOT_FOUND');
  });

  it('refuses to re-slug a plan anyone holds, bought (active or lapsed) or assigned, and allows it once nobody does', async () => {
    const starter = await storage.plans.findBySlug('starter');
    const user = await storage.users.create({ name: 'Holder', email: 'holder@example.com', passwordHash: 'x' });
    const update = new UpdatePlan(storage);
    const refusal = { code: 'CONFLICT', message: 'Plan is in use by 1 user; its slug cannot change.' };
    for (const holding of [
      { planStatus: 'active', currentPlan: 'starter', subscriptionPlan: null },
      { planStatus: 'expired', currentPlan: 'starter', subscriptionPlan: null },
      { planStatus: 'none', currentPlan: null, subscriptionPlan: 'starter' },
    ] as const) {
      await storage.users.update(user.id, holding);
      expect(await failure(update.execute(starter?.id ?? '', { slug: 'basic' })), holding.planStatus).toMatchObject(
        refusal,
      );
    }
    await storage.users.update(user.id, { subscriptionPlan: null });
    expect(await update.execute(starter?.id ?? '', { slug: 'basic' })).toMatchObject({ slug: 'basic' });
  });

  it('deactivates a plan someone holds, bought or assigned, or that has payments, and deletes one with neither', async () => {
    const remove = new DeletePlan(storage);
    const seeded = async (slug: string) => {
      const plan = await storage.plans.findBySlug(slug);
      if (plan === null) throw new Error(`no plan ${slug}`);
      return plan;
    };
    const [starter, professional, enterprise] = [
      await seeded('starter'),
      await seeded('professional'),
      await seeded('enterprise'),
    ];
    const user = await storage.users.create({ name: 'Holder', email: 'holder@example.com', passwordHash: 'x' });
    await storage.users.update(user.id, { planStatus: 'expired', currentPlan: 'starter' });
    const payment = {
      paymentId: 'BP-1',
      userId: user.id,
      itemName: 'Professional',
      priceUsdCents: 4900,
      amountMinor: 90_650,
      currency: 'ZAR',
      paymentMethod: 'payfast',
    } as const;
    await storage.payments.create({ ...payment, item: planItem(professional, 'monthly') });

    const assigned = await new CreatePlan(storage.plans).execute(input({ slug: 'temp' }));
    await storage.users.update(user.id, { subscriptionPlan: 'temp' });

    expect(await remove.execute(starter.id)).toBe('deactivated');
    expect(await remove.execute(professional.id)).toBe('deactivated');
    expect(await remove.execute(assigned.id)).toBe('deactivated');
    expect(await remove.execute(enterprise.id)).toBe('deleted');
    expect(await storage.plans.findById(assigned.id)).toMatchObject({ active: false, slug: 'temp' });
    expect(await storage.plans.findById(starter.id)).toMatchObject({ active: false });
    expect(await storage.plans.findById(professional.id)).toMatchObject({ active: false });
    expect(await storage.plans.findById(enterprise.id)).toBeNull();
    expect((await failure(remove.execute(enterprise.id))).code).toBe('PLAN_NOT_FOUND');
  });
});
