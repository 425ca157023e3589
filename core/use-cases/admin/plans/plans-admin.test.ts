import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../../adapters/storage/seed.js';
import type { DomainError } from '../../../domain/errors.js';
import { planItem } from '../../../domain/payments/payment.js';
import { CreatePlan, type CreatePlanInput } from './create-plan.js';
import { DeletePlan } from './delete-plan.js';
import { slugFromName } from './plan-slug.js';
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

  it('refuses to re-slug a plan a user holds actively, and allows it once the plan lapsed', async () => {
    const starter = await storage.plans.findBySlug('starter');
    const user = await storage.users.create({ name: 'Holder', email: 'holder@example.com', passwordHash: 'x' });
    await storage.users.update(user.id, { planStatus: 'active', currentPlan: 'starter' });
    const update = new UpdatePlan(storage);
    expect(await failure(update.execute(starter?.id ?? '', { slug: 'basic' }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Plan is in use/),
    });
    await storage.users.update(user.id, { planStatus: 'expired' });
    expect(await update.execute(starter?.id ?? '', { slug: 'basic' })).toMatchObject({ slug: 'basic' });
  });

  it('deactivates a plan someone holds, active or not, or that has payments, and deletes one with neither', async () => {
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

    expect(await remove.execute(starter.id)).toBe('deactivated');
    expect(await remove.execute(professional.id)).toBe('deactivated');
    expect(await remove.execute(enterprise.id)).toBe('deleted');
    expect(await storage.plans.findById(starter.id)).toMatchObject({ active: false });
    expect(await storage.plans.findById(professional.id)).toMatchObject({ active: false });
    expect(await storage.plans.findById(enterprise.id)).toBeNull();
    expect((await failure(remove.execute(enterprise.id))).code).toBe('PLAN_NOT_FOUND');
  });
});
