import { describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../core/domain/payments/payment.js';
import type { PaymentCompletion } from '../../core/ports/payment-repository.port.js';
import { aPayment } from '../builders/payments.js';
import { aUser } from '../builders/users.js';
import { describeKeptNotificationsContract } from './payment-repository-kept.contract.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const completion = (overrides: Partial<PaymentCompletion> = {}): PaymentCompletion => ({
  pfPaymentId: 'pf-1',
  verificationStatus: 'verified',
  bidsAllocated: 50,
  gatewayData: { payment_status: 'COMPLETE' },
  completedAt: new Date('2026-03-01T10:05:00.250Z'),
  ...overrides,
});

export function describePaymentRepositoryContract(name: string, setup: StorageSetup): void {
  describeKeptNotificationsContract(name, setup);
  describe(`${name}: PaymentRepository`, () => {
    const h = useHarness(setup);
    const payments = () => h().storage.payments;
    const newUser = (name = 'Buyer', email = `${name.toLowerCase().replace(/\W/g, '')}@example.com`) =>
      h().storage.users.create(aUser({ name, email }));

    it('creates a pending payment and finds it by id and paymentId', async () => {
      const user = await newUser();
      const addon = { kind: 'addon', addonPackId: 'pack-200', billingType: 'one_time', sold: { bids: 200 } } as const;
      const created = await payments().create(
        aPayment(user.id, { paymentId: 'BP-1', item: addon, gatewayData: { source: 'test' } }),
      );
      expect(created).toMatchObject({
        paymentId: 'BP-1',
        pfPaymentId: null,
        status: 'pending',
        verificationStatus: 'pending',
        bidsAllocated: 0,
        completedAt: null,
        item: addon,
        gatewayData: { source: 'test' },
      });
      expect(created.createdAt).toEqual(h().clock.now());
      expect(await payments().findById(created.id)).toEqual(created);
      expect(await payments().findByPaymentId('BP-1')).toEqual(created);
      expect(await payments().findByPaymentId('missing')).toBeNull();
    });

    it("keeps what a payment sells: a plan's terms (unlimited too), a pack's bids, or none for an old payment whose plan is gone", async () => {
      const user = await newUser();
      const items: PaymentItem[] = [
        {
          kind: 'plan',
          planId: 'plan-pro',
          billingType: 'annual',
          sold: { slug: 'pro', name: 'Pro', bids: 2400, durationMonths: 12 },
        },
        {
          kind: 'plan',
          planId: 'plan-ent',
          billingType: 'monthly',
          sold: { slug: 'enterprise', name: 'Enterprise', bids: null, durationMonths: 1 },
        },
        { kind: 'plan', planId: 'plan-gone', billingType: 'monthly', sold: null },
        { kind: 'addon', addonPackId: 'pack-gone', billingType: 'one_time', sold: null },
      ];
      for (const [index, item] of items.entries()) {
        const created = await payments().create(aPayment(user.id, { paymentId: `BP-kept-${index}`, item }));
        expect((await payments().findById(created.id))?.item).toEqual(item);
      }
    });

    it('counts the payments of a plan whatever their status, and no add-on payment', async () => {
      const user = await newUser();
      const item: PaymentItem = { kind: 'plan', planId: 'plan-counted', billingType: 'monthly', sold: null };
      const first = await payments().create(aPayment(user.id, { item }));
      await payments().create(aPayment(user.id, { item }));
      await payments().create(
        aPayment(user.id, {
          item: { kind: 'addon', addonPackId: 'plan-counted', billingType: 'one_time', sold: null },
        }),
      );
      await payments().transition(first.id, ['pending'], 'cancelled');
      expect(await payments().countForPlan('plan-counted')).toBe(2);
      expect(await payments().countForPlan('plan-unsold')).toBe(0);
    });

    it('refuses a taken paymentId with CONFLICT', async () => {
      const user = await newUser();
      await payments().create(aPayment(user.id, { paymentId: 'BP-dup' }));
      await expect(payments().create(aPayment(user.id, { paymentId: 'BP-dup' }))).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    });

    it('completes a payment for exactly one of ten concurrent callers', async () => {
      const user = await newUser();
      const payment = await payments().create(aPayment(user.id, { gatewayData: { m_payment_id: 'x' } }));
      h().clock.advance(1_000);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => payments().markCompleted(payment.id, ['pending'], completion())),
      );
      const winners = results.filter((r) => r !== null);
      expect(winners).toHaveLength(1);
      expect(winners[0]).toMatchObject({
        status: 'completed',
        pfPaymentId: 'pf-1',
        verificationStatus: 'verified',
        bidsAllocated: 50,
        completedAt: completion().completedAt,
        updatedAt: h().clock.now(),
      });
      expect(winners[0]?.gatewayData).toEqual({ m_payment_id: 'x', payment_status: 'COMPLETE' });
      expect(
        await payments().markCompleted(payment.id, ['pending', 'failed', 'cancelled', 'completed'], completion()),
      ).toBeNull();
    });

    it('completes only from the given statuses (an admin may complete a failed payment)', async () => {
      const user = await newUser();
      const payment = await payments().create(aPayment(user.id));
      await payments().transition(payment.id, ['pending'], 'failed');
      expect(await payments().markCompleted(payment.id, ['pending'], completion())).toBeNull();
      const done = await payments().markCompleted(
        payment.id,
        ['pending', 'failed'],
        completion({ pfPaymentId: undefined, gatewayData: undefined }),
      );
      expect(done).toMatchObject({ status: 'completed', pfPaymentId: null, gatewayData: {} });
      expect(await payments().markCompleted('missing', ['pending'], completion())).toBeNull();
    });

    it('moves between non-completed statuses only from the given ones', async () => {
      const user = await newUser();
      const payment = await payments().create(aPayment(user.id));
      const failed = await payments().transition(payment.id, ['pending'], 'failed', {
        verificationStatus: 'failed',
        gatewayData: { reason: 'signature' },
      });
      expect(failed).toMatchObject({
        status: 'failed',
        verificationStatus: 'failed',
        gatewayData: { reason: 'signature' },
      });
      expect(await payments().transition(payment.id, ['pending'], 'cancelled')).toBeNull();
      expect(await payments().transition(payment.id, ['failed'], 'cancelled')).toMatchObject({
        status: 'cancelled',
        verificationStatus: 'failed',
      });
      await payments().markCompleted(payment.id, ['cancelled'], completion());
      expect(await payments().transition(payment.id, ['pending', 'failed', 'cancelled'], 'failed')).toBeNull();
    });

    it('merges gateway data whatever the status', async () => {
      const user = await newUser();
      const payment = await payments().create(aPayment(user.id, { gatewayData: { a: 1, keep: 'yes' } }));
      await payments().markCompleted(payment.id, ['pending'], completion({ gatewayData: { a: 2 } }));
      h().clock.advance(10);
      const merged = await payments().mergeGatewayData(payment.id, { admin_notes: 'Checked', nested: { ok: true } });
      expect(merged?.gatewayData).toEqual({ a: 2, keep: 'yes', admin_notes: 'Checked', nested: { ok: true } });
      expect(merged).toMatchObject({ status: 'completed', updatedAt: h().clock.now() });
      expect(await payments().mergeGatewayData('missing', { x: 1 })).toBeNull();
    });

    it('lists newest first, filtered by status, method, user and search over ids and the buyer', async () => {
      const ada = await newUser('Ada Lovelace', 'ada@analytical.org');
      const bob = await newUser('Bob Stone', 'bob@stone.io');
      const p1 = await payments().create(aPayment(ada.id, { paymentId: 'BP-AAA' }));
      h().clock.advance(1);
      const p2 = await payments().create(aPayment(bob.id, { paymentId: 'BP-BBB', paymentMethod: 'card' }));
      h().clock.advance(1);
      const p3 = await payments().create(aPayment(bob.id, { paymentId: 'BP-CCC' }));
      await payments().markCompleted(p3.id, ['pending'], completion({ pfPaymentId: 'PF-777' }));
      const ids = async (query: Omit<Parameters<ReturnType<typeof payments>['list']>[0], 'page' | 'limit'>) =>
        (await payments().list({ page: 1, limit: 10, ...query })).items.map((p) => p.paymentId);

      expect(await ids({})).toEqual(['BP-CCC', 'BP-BBB', 'BP-AAA']);
      expect(await ids({ status: 'completed' })).toEqual(['BP-CCC']);
      expect(await ids({ paymentMethod: 'card' })).toEqual(['BP-BBB']);
      expect(await ids({ userId: ada.id })).toEqual(['BP-AAA']);
      expect(await ids({ search: 'LOVELACE' })).toEqual(['BP-AAA']);
      expect(await ids({ search: 'STONE.io' })).toEqual(['BP-CCC', 'BP-BBB']);
      expect(await ids({ search: 'bp-b' })).toEqual(['BP-BBB']);
      expect(await ids({ search: 'pf-77' })).toEqual(['BP-CCC']);
      const page = await payments().list({ page: 2, limit: 2 });
      expect(page).toMatchObject({ total: 3 });
      expect(page.items.map((p) => p.id)).toEqual([p1.id]);
      void p2;
    });

    it('lists the payments created within a range: its start included, its end left out', async () => {
      const user = await newUser();
      h().clock.set(new Date('2026-03-01T00:00:00.000Z'));
      await payments().create(aPayment(user.id, { paymentId: 'BP-START' }));
      h().clock.set(new Date('2026-03-01T23:59:59.999Z'));
      await payments().create(aPayment(user.id, { paymentId: 'BP-LAST-MS' }));
      h().clock.set(new Date('2026-03-02T00:00:00.000Z'));
      await payments().create(aPayment(user.id, { paymentId: 'BP-END' }));
      h().clock.set(new Date('2026-02-28T23:59:59.999Z'));
      await payments().create(aPayment(user.id, { paymentId: 'BP-BEFORE' }));
      const createdIn = { from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-03-02T00:00:00.000Z') };

      const page = await payments().list({ page: 1, limit: 10, createdIn });
      expect(page.items.map((p) => p.paymentId)).toEqual(['BP-LAST-MS', 'BP-START']);
      expect(page.total).toBe(2);
      expect(
        (await payments().list({ page: 1, limit: 10, createdIn, search: 'start' })).items.map((p) => p.paymentId),
      ).toEqual(['BP-START']);
    });

    it('totals completed payments per UTC day of completion within a range, leaving others out', async () => {
      const user = await newUser();
      const complete = async (amountMinor: number, completedAt: string) => {
        const payment = await payments().create(aPayment(user.id, { amountMinor }));
        await payments().markCompleted(payment.id, ['pending'], completion({ completedAt: new Date(completedAt) }));
      };
      await complete(35_150, '2026-03-01T00:00:00.000Z');
      await complete(90_650, '2026-03-01T23:59:59.999Z');
      await complete(10_000, '2026-03-02T09:00:00.000Z');
      await complete(99_999, '2026-02-28T23:59:59.999Z');
      await complete(99_999, '2026-03-03T00:00:00.000Z');
      const failed = await payments().create(aPayment(user.id, { amountMinor: 5_000 }));
      await payments().transition(failed.id, ['pending'], 'failed');
      await payments().create(aPayment(user.id, { amountMinor: 7_000 }));

      const range = { from: new Date('2026-03-01T00:00:00.000Z'), to: new Date('2026-03-03T00:00:00.000Z') };
      const totals = [...(await payments().completedByDay(range))].sort((a, b) => a.day.localeCompare(b.day));
      expect(totals).toEqual([
        { day: '2026-03-01', count: 2, amountMinor: 125_800 },
        { day: '2026-03-02', count: 1, amountMinor: 10_000 },
      ]);
    });

    it('sums completed amounts and counts statuses, for everyone or one user', async () => {
      const [ada, bob] = [await newUser('Ada'), await newUser('Bob')];
      const make = (userId: string, amountMinor: number) => payments().create(aPayment(userId, { amountMinor }));
      const [a1, a2, a3, b1] = [
        await make(ada.id, 10_000),
        await make(ada.id, 20_000),
        await make(ada.id, 40_000),
        await make(bob.id, 5_000),
      ];
      await payments().markCompleted(a1.id, ['pending'], completion());
      await payments().markCompleted(b1.id, ['pending'], completion());
      await payments().transition(a2.id, ['pending'], 'failed');
      await payments().transition(a3.id, ['pending'], 'cancelled');
      await make(bob.id, 1);
      expect(await payments().stats()).toEqual({
        totalPayments: 5,
        totalAmountMinor: 15_000,
        completedPayments: 2,
        pendingPayments: 1,
        failedPayments: 1,
        cancelledPayments: 1,
      });
      expect(await payments().stats({ userId: ada.id })).toEqual({
        totalPayments: 3,
        totalAmountMinor: 10_000,
        completedPayments: 1,
        pendingPayments: 0,
        failedPayments: 1,
        cancelledPayments: 1,
      });
    });
  });
}
