import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../adapters/clock/fixed-clock.js';
import { InMemoryStorage } from '../../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../../adapters/storage/seed.js';
import type { DomainError } from '../../../domain/errors.js';
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

const failure = (promise: Promise<unknown>): Promise<DomainError> => promise.then(() => expect.fail('expected a DomainError'), (error: DomainError) => error);

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
    expect((await failure(new CreatePlan(storage.plans).execute(input({ name: '!!!' })))).code).toBe('VALIDATION_FAILED');
    expect((await failure(new CreatePlan(storage.plans).execute(input({ name: 'Starter' })))).code).toBe('PLAN_ALREADY_EXISTS');
  });

  it('makes slugs of lower-case letters, digits and single dashes', () => {
    expect(slugFromName('  Crème  Brûlée -- Pro ')).toBe('creme-brulee-pro');
    expect(slugFromName('---')).toBe('');
  });

  it('updates the named fields and answers PLAN_NOT_FOUND for an unknown id', async () => {
    const starter = await storage.plans.findBySlug('starter');
    const update = new UpdatePlan(storage.plans, storage.users);
    expect(await update.execute(starter?.id ?? '', { popular: true, monthlyBids: null })).toMatchObject({ slug: 'starter', popular: true, monthlyBids: null, monthlyPriceCents: 1900 });
    expect((await failure(update.execute('missing', { popular: true }))).code).toBe('PLAN_NOT_FOUND');
  });

  it('refuses to delete or re-slug a plan a user holds actively, and allows it once the plan lapsed', async () => {
    const starter = await storage.plans.findBySlug('starter');
    const user = await storage.users.create({ name: 'Holder', email: 'holder@example.com', passwordHash: 'x' });
    await storage.users.update(user.id, { planStatus: 'active', currentPlan: 'starter' });
    const remove = new DeletePlan(storage.plans, storage.users);

    expect(await failure(remove.execute(starter?.id ?? ''))).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/^Plan is in use/) });
    expect((await failure(new UpdatePlan(storage.plans, storage.users).execute(starter?.id ?? '', { slug: 'basic' }))).code).toBe('CONFLICT');
    await storage.users.update(user.id, { planStatus: 'expired' });
    await remove.execute(starter?.id ?? '');
    expect(await storage.plans.findBySlug('starter')).toBeNull();
    expect((await storage.users.findById(user.id))?.currentPlan).toBe('starter');
    expect((await failure(remove.execute(starter?.id ?? ''))).code).toBe('PLAN_NOT_FOUND');
  });
});
