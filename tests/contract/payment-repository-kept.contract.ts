import { describe, expect, it } from 'vitest';
import { keepNotification } from '../../core/domain/payments/kept-notifications.js';
import { aPayment } from '../builders/payments.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const complete = (pfId: string) => ({ pf_payment_id: pfId, payment_status: 'COMPLETE', amount_gross: '351.50' });

/** Kept notifications (kept-notifications.ts): every gateway payment's entry stays, however the writes meet. */
export function describeKeptNotificationsContract(name: string, setup: StorageSetup): void {
  describe(`${name}: PaymentRepository keeps every notification`, () => {
    const h = useHarness(setup);
    const payments = () => h().storage.payments;
    const aStoredPayment = async () => {
      const user = await h().storage.users.create(aUser({ name: 'Payer', email: 'payer@example.com' }));
      return payments().create(aPayment(user.id, { gatewayData: { source: 'test' } }));
    };
    const entries = async (id: string, key: string) =>
      ((await payments().findById(id))?.gatewayData[key] ?? {}) as Record<string, unknown>;

    it('adds an entry beside the kept ones, keeps the first of the same gateway payment, and replaces other keys', async () => {
      const payment = await aStoredPayment();
      await payments().transition(payment.id, ['pending'], 'cancelled', {
        gatewayData: { ...keepNotification('unapplied_notifications', 'pf-1', complete('pf-1')), note: 'a' },
      });
      await payments().mergeGatewayData(payment.id, {
        ...keepNotification('unapplied_notifications', 'pf-2', complete('pf-2')),
        note: 'b',
      });
      await payments().mergeGatewayData(
        payment.id,
        keepNotification('unapplied_notifications', 'pf-1', { ...complete('pf-1'), reason: 'again' }),
      );

      expect((await payments().findById(payment.id))?.gatewayData).toEqual({
        source: 'test',
        note: 'b',
        unapplied_notifications: { 'pf-1': complete('pf-1'), 'pf-2': complete('pf-2') },
      });
    });

    it('keeps entries a completion brings beside the kept ones', async () => {
      const payment = await aStoredPayment();
      await payments().transition(payment.id, ['pending'], 'pending', {
        gatewayData: keepNotification('ungranted_notifications', 'pf-1', complete('pf-1')),
      });
      await payments().markCompleted(payment.id, ['pending'], {
        pfPaymentId: 'pf-2',
        verificationStatus: 'verified',
        bidsAllocated: 50,
        completedAt: new Date('2026-03-01T10:05:00.000Z'),
        gatewayData: keepNotification('ungranted_notifications', 'pf-2', complete('pf-2')),
      });

      expect(Object.keys(await entries(payment.id, 'ungranted_notifications')).sort()).toEqual(['pf-1', 'pf-2']);
    });

    it('loses none of ten notifications kept at once', async () => {
      const payment = await aStoredPayment();
      await payments().transition(payment.id, ['pending'], 'cancelled');
      const ids = Array.from({ length: 10 }, (_, n) => `pf-${n}`);
      await Promise.all(
        ids.map((pfId) =>
          payments().mergeGatewayData(payment.id, keepNotification('unapplied_notifications', pfId, complete(pfId))),
        ),
      );

      expect(Object.keys(await entries(payment.id, 'unapplied_notifications')).sort()).toEqual(ids.sort());
      expect((await payments().findById(payment.id))?.gatewayData.source).toBe('test');
    });
  });
}
