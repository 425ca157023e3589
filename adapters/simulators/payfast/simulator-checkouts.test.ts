import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { SimulatorCheckouts } from './simulator-checkouts.js';

const HOUR = 60 * 60 * 1000;

describe('SimulatorCheckouts', () => {
  it('decides a pending checkout once: paid with a numeric pf_payment_id, then never again', () => {
    const checkouts = new SimulatorCheckouts();
    const { id } = checkouts.open({ item_name: 'Plan' }, 35150);

    const paid = checkouts.decide(id, 'paid');
    expect(paid).toMatchObject({ state: 'paid', pfPaymentId: expect.stringMatching(/^\d+$/) });
    expect(checkouts.decide(id, 'paid')).toBeUndefined();
    expect(checkouts.decide(id, 'cancelled')).toBeUndefined();
    expect(checkouts.get(id)?.state).toBe('paid');
  });

  it('gives a cancelled checkout no pf_payment_id', () => {
    const checkouts = new SimulatorCheckouts();
    const { id } = checkouts.open({}, 100);
    expect(checkouts.decide(id, 'cancelled')).toMatchObject({ state: 'cancelled', pfPaymentId: null });
  });

  it('hands out growing pf_payment_ids, later than any an earlier run gave out', () => {
    const clock = new FixedClock('2026-01-01T00:00:00Z');
    const first = new SimulatorCheckouts({ now: () => clock.now() });
    const ids = [1, 2, 3].map(() => Number(first.decide(first.open({}, 100).id, 'paid')?.pfPaymentId));
    expect(ids[1]).toBe((ids[0] ?? 0) + 1);
    expect(ids[2]).toBe((ids[0] ?? 0) + 2);

    clock.advance(1_000);
    const restarted = new SimulatorCheckouts({ now: () => clock.now() });
    expect(Number(restarted.decide(restarted.open({}, 100).id, 'paid')?.pfPaymentId)).toBeGreaterThan(ids[2] ?? 0);
  });

  it('drops checkouts older than a day, and the ITNs sent for them', () => {
    const clock = new FixedClock('2026-01-01T00:00:00Z');
    const checkouts = new SimulatorCheckouts({ now: () => clock.now() });
    const old = checkouts.open({}, 100);
    checkouts.rememberSent(old.id, 'm_payment_id=old');
    clock.advance(23 * HOUR);
    const recent = checkouts.open({}, 100);

    expect(checkouts.wasSent('m_payment_id=old')).toBe(true);
    clock.advance(HOUR);
    expect(checkouts.get(old.id)).toBeUndefined();
    expect(checkouts.wasSent('m_payment_id=old')).toBe(false);
    expect(checkouts.get(recent.id)).toBeDefined();
  });

  it('keeps at most maxCheckouts, dropping the oldest first', () => {
    const checkouts = new SimulatorCheckouts({ maxCheckouts: 3 });
    const opened = [1, 2, 3, 4, 5].map(() => checkouts.open({}, 100));
    checkouts.rememberSent(opened[0]!.id, 'never stored: already dropped');

    expect(checkouts.size).toBe(3);
    expect(opened.map((checkout) => checkouts.get(checkout.id) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(checkouts.wasSent('never stored: already dropped')).toBe(false);
  });
});
