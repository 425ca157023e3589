import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment } from '../../../tests/builders/payments.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { planItem, type PaymentItem } from '../../domain/payments/payment.js';
import type { Repositories } from '../../ports/storage.port.js';
import { ChangePaymentStatus } from './change-payment-status.js';
import { CompletePayment } from './complete-payment.js';
import { ActivatePlan } from '../plans/activate-plan.js';
import { ListPayments } from './list-payments.js';

const silent = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };

/** Counts the per-row lookups a listing must not make. */
function counting(storage: InMemoryStorage) {
  const calls = { findById: 0, findByIds: 0, balance: 0, balances: 0 };
  const users = Object.assign(Object.create(storage.users) as Repositories['users'], {
    findById: (id: string) => ((calls.findById += 1), storage.users.findById(id)),
    findByIds: (ids: readonly string[]) => ((calls.findByIds += 1), storage.users.findByIds(ids)),
  });
  const ledger = Object.assign(Object.create(storage.ledger) as Repositories['ledger'], {
    balance: (id: string) => ((calls.balance += 1), storage.ledger.balance(id)),
    balances: (ids: readonly string[]) => ((calls.balances += 1), storage.ledger.balances(ids)),
  });
  return { calls, repositories: { payments: storage.payments, plans: storage.plans, users, ledger } };
}

describe('admin payment use cases', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let starter: PaymentItem;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    const plan = await storage.plans.findBySlug('starter');
    if (plan === null) throw new Error('no starter plan');
    starter = planItem(plan, 'monthly');
  });

  const aPaymentOf = async (userId: string, paymentId: string) =>
    storage.payments.create(aPayment(userId, { paymentId, item: starter }));

  it('lists a page with its users and balances in one lookup each, not one per row', async () => {
    for (let i = 0; i < 6; i += 1) {
      const user = await storage.users.create({
        name: `Payer ${i}`,
        email: `payer${i}@example.com`,
        passwordHash: 'x',
      });
      await aPaymentOf(user.id, `BP-${i}`);
      clock.advance(1000);
    }
    const { calls, repositories } = counting(storage);
    const listing = await new ListPayments(repositories).execute({ page: 1, limit: 5 });

    expect(listing.total).toBe(6);
    expect(listing.payments.map((view) => view.payment.paymentId)).toEqual(['BP-5', 'BP-4', 'BP-3', 'BP-2', 'BP-1']);
    expect(listing.payments[0]).toMatchObject({
      user: { name: 'Payer 5' },
      availableBids: 0,
      plan: { name: 'Starter' },
    });
    expect(listing.stats).toMatchObject({ totalPayments: 6, pendingPayments: 6, totalAmountMinor: 0 });
    expect(calls).toEqual({ findById: 0, findByIds: 1, balance: 0, balances: 1 });
  });

  it('skips the write when neither status nor notes change, and keeps a completed payment final', async () => {
    const user = await storage.users.create({ name: 'Payer', email: 'payer@example.com', passwordHash: 'x' });
    const payment = await aPaymentOf(user.id, 'BP-final');
    const change = new ChangePaymentStatus(
      storage.payments,
      new CompletePayment(storage, clock, silent, new ActivatePlan(storage, clock)),
      clock,
    );

    clock.advance(1000);
    expect((await change.execute({ reference: 'BP-final', status: 'pending' })).updatedAt).toEqual(payment.updatedAt);
    const completed = await change.execute({ reference: payment.id, status: 'completed', notes: 'EFT received' });
    expect(completed).toMatchObject({
      status: 'completed',
      gatewayData: { admin_notes: 'EFT received', manually_completed: true },
    });
    await expect(change.execute({ reference: payment.id, status: 'cancelled' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A completed payment cannot be changed',
    });
    await expect(change.execute({ reference: 'BP-missing', status: 'failed' })).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
    expect(await storage.ledger.balance(user.id)).toEqual({ plan: 50, extra: 0 });
  });
});
