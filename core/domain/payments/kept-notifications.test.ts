import { describe, expect, it } from 'vitest';
import { holdsKeptNotification, keepNotification, keptNotifications, mergeGatewayData } from './kept-notifications.js';

describe('mergeGatewayData', () => {
  it('replaces plain keys and adds kept notifications beside the stored ones, the first of one gateway payment staying', () => {
    const stored = { note: 'a', unapplied_notifications: { 'pf-1': { reason: 'first' } } };
    const change = {
      note: 'b',
      ...keepNotification('unapplied_notifications', 'pf-1', { reason: 'again' }),
    };
    const merged = mergeGatewayData(mergeGatewayData(stored, change), {
      ...keepNotification('unapplied_notifications', 'pf-2', { reason: 'second' }),
    });

    expect(merged).toEqual({
      note: 'b',
      unapplied_notifications: { 'pf-1': { reason: 'first' }, 'pf-2': { reason: 'second' } },
    });
  });
});

describe('keptNotifications', () => {
  it('reads the old single slot beside the kept entries, once when both name the same gateway payment', () => {
    const data = {
      unapplied_notification: { pf_payment_id: 'pf-1', payment_status: 'COMPLETE' },
      unapplied_notifications: { 'pf-2': { payment_status: 'COMPLETE' } },
      rejected_notification: { pf_payment_id: 'pf-3' },
      rejected_notifications: { 'pf-3': { pf_payment_id: 'pf-3' } },
    };

    expect(keptNotifications(data).map((entry) => [entry.key, entry.gatewayPaymentId])).toEqual([
      ['unapplied_notifications', 'pf-1'],
      ['unapplied_notifications', 'pf-2'],
      ['rejected_notifications', 'pf-3'],
    ]);
    expect(holdsKeptNotification({ ungranted_notification: {} })).toBe(true);
    expect(holdsKeptNotification({ admin_notes: 'x' })).toBe(false);
  });
});
