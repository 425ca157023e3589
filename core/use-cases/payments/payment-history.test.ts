import { beforeEach, describe, expect, it } from 'vitest';
import type { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import type { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aPayment } from '../../../tests/builders/payments.js';
import { ownerAndStranger } from '../../../tests/support/payment-owners.js';
import { addonItem, planItem, type Payment } from '../../domain/payments/payment.js';
import type { User } from '../../domain/users/user.js';
import { ListOwnPayments } from './payment-history.js';

describe('ListOwnPayments', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let owner: User;
  let stranger: User;
  let history: ListOwnPayments;

  beforeEach(async () => {
    ({ clock, storage, owner, stranger } = await ownerAndStranger());
    history = new ListOwnPayments(storage);
  });

  async function aPlanPayment(user: User, slug = 'starter'): Promise<Payment> {
    clock.advance(60_000);
    const plan = await storage.plans.findBySlug(slug);
    if (plan === null) throw new Error(`no ${slug} plan`);
    return storage.payments.create(
      aPayment(user.id, { item: planItem(plan, 'monthly'), itemName: `${plan.name} plan (monthly)` }),
    );
  }

  async function aPackPayment(user: User, quantity = 200): Promise<Payment> {
    clock.advance(60_000);
    const pack = (await storage.addons.list()).find((candidate) => candidate.quantity === quantity);
    if (pack === undefined) throw new Error(`no ${quantity} pack`);
    return storage.payments.create(
      aPayment(user.id, {
        item: addonItem(pack),
        itemName: `${quantity} bids add-on pack`,
        priceUsdCents: 1000,
        amountMinor: 18_500,
      }),
    );
  }

  it("lists only the user's own payments, newest first, with what each bought", async () => {
    const plan = await aPlanPayment(owner, 'professional');
    await aPlanPayment(stranger);
    const pack = await aPackPayment(owner, 500);
    const professional = await storage.plans.findBySlug('professional');

    const { payments, total } = await history.execute({ user: owner, page: 1, limit: 10 });

    expect(total).toBe(2);
    expect(payments.map((view) => view.payment.id)).toEqual([pack.id, plan.id]);
    expect(payments[0]).toMatchObject({
      plan: null,
      addonPack: { id: pack.item.kind === 'addon' ? pack.item.addonPackId : '', quantity: 500 },
    });
    expect(payments[1]).toMatchObject({
      plan: { id: professional?.id, slug: 'professional', name: 'Professional' },
      addonPack: null,
    });
  });

  it('pages by the requested size and counts every payment', async () => {
    const made: Payment[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await aPlanPayment(owner));
    const newestFirst = made.map((payment) => payment.id).reverse();

    const first = await history.execute({ user: owner, page: 1, limit: 2 });
    const last = await history.execute({ user: owner, page: 3, limit: 2 });
    const beyond = await history.execute({ user: owner, page: 4, limit: 2 });

    expect(first.payments.map((view) => view.payment.id)).toEqual(newestFirst.slice(0, 2));
    expect(last.payments.map((view) => view.payment.id)).toEqual(newestFirst.slice(4));
    expect(beyond).toEqual({ payments: [], total: 5 });
  });

  it('still names a payment whose plan was retired, and leaves it null once the plan is gone', async () => {
    const payment = await aPlanPayment(owner, 'enterprise');
    const plan = await storage.plans.findBySlug('enterprise');
    if (plan === null) throw new Error('no enterprise plan');
    await storage.plans.update(plan.id, { active: false });

    const [retired] = (await history.execute({ user: owner, page: 1, limit: 10 })).payments;
    expect(retired).toMatchObject({
      payment: { id: payment.id, itemName: 'Enterprise plan (monthly)' },
      plan: { slug: 'enterprise' },
    });

    await storage.plans.delete(plan.id);
    const [gone] = (await history.execute({ user: owner, page: 1, limit: 10 })).payments;
    expect(gone).toMatchObject({ payment: { itemName: 'Enterprise plan (monthly)' }, plan: null });
  });

  it('answers an empty history for a user who never paid', async () => {
    expect(await history.execute({ user: owner, page: 1, limit: 10 })).toEqual({ payments: [], total: 0 });
  });
});
