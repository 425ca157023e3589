import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aPayment } from '../../../tests/builders/payments.js';
import type { Payment } from '../../domain/payments/payment.js';
import { ABANDONED_CHECKOUT_HOURS, ExpireAbandonedCheckouts } from './expire-abandoned-checkouts.js';

const HOUR = 3_600_000;

describe('ExpireAbandonedCheckouts', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let expire: ExpireAbandonedCheckouts;
  let userId: string;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new InMemoryStorage(clock);
    expire = new ExpireAbandonedCheckouts(storage.payments, clock);
    userId = (await storage.users.create({ name: 'Buyer', email: 'buyer@example.com', passwordHash: 'x' })).id;
  });

  const checkout = (): Promise<Payment> => storage.payments.create(aPayment(userId));
  const stored = async (payment: Payment): Promise<Payment | null> => storage.payments.findById(payment.id);

  it('cancels a checkout the gateway never spoke about a day after it began, marked as expired', async () => {
    const payment = await checkout();
    clock.advance(ABANDONED_CHECKOUT_HOURS * HOUR + 1);

    expect(await expire.execute()).toEqual({ expired: 1 });
    expect(await stored(payment)).toMatchObject({
      status: 'cancelled',
      verificationStatus: 'pending',
      bidsAllocated: 0,
      gatewayData: { cancelled_by: 'expiry', cancelled_at: '2026-03-02T10:00:00.001Z' },
    });
    // Once: a second run finds nothing to close.
    expect(await expire.execute()).toEqual({ expired: 0 });
  });

  it('leaves a checkout younger than a day pending', async () => {
    const payment = await checkout();
    clock.advance(ABANDONED_CHECKOUT_HOURS * HOUR - 1);

    expect(await expire.execute()).toEqual({ expired: 0 });
    expect((await stored(payment))?.status).toBe('pending');
  });

  it('never closes a payment the gateway spoke about: those wait for an admin', async () => {
    const ungranted = await checkout();
    await storage.payments.transition(ungranted.id, ['pending'], 'pending', {
      verificationStatus: 'verified',
      gatewayData: { ungranted_notification: { payment_status: 'COMPLETE', reason: 'Plan not found' } },
    });
    const mismatched = await checkout();
    await storage.payments.transition(mismatched.id, ['pending'], 'pending', {
      verificationStatus: 'failed',
      gatewayData: { rejected_notification: { reason: 'amount 1.00 does not match the expected 351.50' } },
    });
    clock.advance(30 * 24 * HOUR);

    expect(await expire.execute()).toEqual({ expired: 0 });
    expect((await stored(ungranted))?.status).toBe('pending');
    expect((await stored(mismatched))?.status).toBe('pending');
  });

  it('leaves decided payments as they are', async () => {
    const completed = await checkout();
    await storage.payments.markCompleted(completed.id, ['pending'], {
      verificationStatus: 'verified',
      bidsAllocated: 50,
      completedAt: clock.now(),
    });
    const failed = await checkout();
    await storage.payments.transition(failed.id, ['pending'], 'failed');
    const cancelled = await checkout();
    await storage.payments.transition(cancelled.id, ['pending'], 'cancelled', {
      gatewayData: { cancelled_by: 'buyer' },
    });
    clock.advance(2 * ABANDONED_CHECKOUT_HOURS * HOUR);

    expect(await expire.execute()).toEqual({ expired: 0 });
    expect(await stored(completed)).toMatchObject({ status: 'completed', bidsAllocated: 50 });
    expect((await stored(failed))?.status).toBe('failed');
    expect(await stored(cancelled)).toMatchObject({ status: 'cancelled', gatewayData: { cancelled_by: 'buyer' } });
  });

  it('closes every abandoned checkout of a backlog larger than one page', async () => {
    for (let index = 0; index < 450; index += 1) await checkout();
    clock.advance(ABANDONED_CHECKOUT_HOURS * HOUR + 1);

    expect(await expire.execute()).toEqual({ expired: 450 });
    const left = await storage.payments.list({ status: 'pending', page: 1, limit: 10 });
    expect(left.total).toBe(0);
  });

  it('counts only what it closed when two processes run it side by side', async () => {
    for (let index = 0; index < 5; index += 1) await checkout();
    clock.advance(ABANDONED_CHECKOUT_HOURS * HOUR + 1);
    const other = new ExpireAbandonedCheckouts(storage.payments, clock);

    const [mine, theirs] = await Promise.all([expire.execute(), other.execute()]);
    expect(mine.expired + theirs.expired).toBe(5);
  });
});
