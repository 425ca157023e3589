import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import type { BidLedger, DebitResult } from '../../core/ports/bid-ledger.port.js';
import type { Clock } from '../../core/ports/clock.port.js';
import { codeOf, describeLedgerCorrections } from './bid-ledger-corrections.cases.js';
import type { BidLedgerFixture } from './bid-ledger-fixture.js';

const okCount = (results: readonly DebitResult[]) => results.filter((r) => r.ok).length;

/** The BidLedger contract: every implementation must pass all of it. */
export function describeBidLedgerContract(name: string, setup: (clock: Clock) => Promise<BidLedgerFixture>): void {
  describe(`BidLedger contract: ${name}`, () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    let fixture: BidLedgerFixture;
    let ledger: BidLedger;

    beforeAll(async () => {
      fixture = await setup(clock);
      ledger = fixture.ledger;
    });
    afterAll(async () => fixture?.teardown?.());

    const newUser = async (grant?: { plan?: number; extra?: number }): Promise<string> => {
      const id = `user-${randomUUID()}`;
      await fixture.createUser(id);
      const plan = grant?.plan ?? 0;
      const extra = grant?.extra ?? 0;
      if (plan + extra > 0)
        await ledger.credit({ userId: id, kind: 'plan_grant', key: `seed:${id}`, planDelta: plan, extraDelta: extra });
      return id;
    };

    describe('reading', () => {
      it('answers an empty balance and no entries for a user without entries', async () => {
        const user = await newUser();
        expect(await ledger.balance(user)).toEqual({ plan: 0, extra: 0 });
        expect(await ledger.entries(user)).toEqual([]);
      });

      it('answers the balances of many users at once, leaving out users without entries', async () => {
        const [a, b, none] = [await newUser({ plan: 3 }), await newUser({ extra: 2 }), await newUser()];
        await ledger.debit({ userId: none, key: `bid:${none}` });
        const balances = await ledger.balances([a, b, none, 'user-unknown']);
        expect(Object.fromEntries(balances)).toEqual({ [a]: { plan: 3, extra: 0 }, [b]: { plan: 0, extra: 2 } });
      });

      it('answers balances among more users than one statement binds', async () => {
        const user = await newUser({ plan: 4 });
        const ids = [...Array.from({ length: 6_000 }, (_, n) => `ghost-${n}`), user, user];
        expect(Object.fromEntries(await ledger.balances(ids))).toEqual({ [user]: { plan: 4, extra: 0 } });
        expect(await ledger.balances([])).toEqual(new Map());
      });

      it('lists entries oldest first with their kind, key, deltas, note and time', async () => {
        const user = await newUser();
        clock.set('2026-03-02T08:00:00.000Z');
        await ledger.credit({
          userId: user,
          kind: 'plan_grant',
          key: `pay:${user}`,
          planDelta: 5,
          extraDelta: 0,
          note: 'starter',
        });
        await ledger.credit({ userId: user, kind: 'addon_grant', key: `addon:${user}`, planDelta: 0, extraDelta: 2 });
        await ledger.debit({ userId: user, key: `bid:${user}` });
        const entries = await ledger.entries(user);
        expect(entries.map((e) => [e.kind, e.key, e.planDelta, e.extraDelta, e.note])).toEqual([
          ['plan_grant', `pay:${user}`, 5, 0, 'starter'],
          ['addon_grant', `addon:${user}`, 0, 2, null],
          ['bid_debit', `bid:${user}`, -1, 0, null],
        ]);
        expect(
          entries.every((e) => e.userId === user && e.createdAt.toISOString() === '2026-03-02T08:00:00.000Z'),
        ).toBe(true);
        expect(new Set(entries.map((e) => e.id)).size).toBe(3);
      });
    });

    describe('credit', () => {
      it('adds plan grants to plan and add-on grants to extra', async () => {
        const user = await newUser();
        await ledger.credit({ userId: user, kind: 'plan_grant', key: `pay:${user}`, planDelta: 50, extraDelta: 0 });
        const result = await ledger.credit({
          userId: user,
          kind: 'addon_grant',
          key: `addon:${user}`,
          planDelta: 0,
          extraDelta: 10,
        });
        expect(result).toEqual({ applied: true, balance: { plan: 50, extra: 10 } });
      });

      it('credits a repeated key once', async () => {
        const user = await newUser();
        const grant = { userId: user, kind: 'plan_grant', key: `pay:${user}`, planDelta: 50, extraDelta: 0 } as const;
        await ledger.credit(grant);
        expect(await ledger.credit(grant)).toEqual({ applied: false, balance: { plan: 50, extra: 0 } });
        expect(await ledger.entries(user)).toHaveLength(1);
      });

      it('credits a key raced by concurrent calls once', async () => {
        const user = await newUser();
        const grant = {
          userId: user,
          kind: 'addon_grant',
          key: `addon:${user}`,
          planDelta: 0,
          extraDelta: 25,
        } as const;
        const results = await Promise.all(Array.from({ length: 8 }, () => ledger.credit(grant)));
        expect(results.filter((r) => r.applied)).toHaveLength(1);
        expect(await ledger.balance(user)).toEqual({ plan: 0, extra: 25 });
        expect(await ledger.entries(user)).toHaveLength(1);
      });

      it('never reuses a key already taken by another user', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const key = `pay:${randomUUID()}`;
        await ledger.credit({ userId: a, kind: 'plan_grant', key, planDelta: 5, extraDelta: 0 });
        const result = await ledger.credit({ userId: b, kind: 'plan_grant', key, planDelta: 5, extraDelta: 0 });
        expect(result).toEqual({ applied: false, balance: { plan: 0, extra: 0 } });
      });

      it('refuses negative, fractional or empty add-on grants with VALIDATION_FAILED', async () => {
        const user = await newUser();
        const grant = (planDelta: number, extraDelta: number) =>
          ledger.credit({ userId: user, kind: 'addon_grant', key: `pay:${randomUUID()}`, planDelta, extraDelta });
        expect(await codeOf(grant(-1, 5))).toBe('VALIDATION_FAILED');
        expect(await codeOf(grant(0.5, 0))).toBe('VALIDATION_FAILED');
        expect(await codeOf(grant(0, 0))).toBe('VALIDATION_FAILED');
        expect(await ledger.entries(user)).toEqual([]);
      });

      it('records an empty plan grant (an unlimited plan) once, changing no bucket', async () => {
        const user = await newUser({ extra: 3 });
        const grant = {
          userId: user,
          kind: 'plan_grant',
          key: `pay:${user}:unlimited`,
          planDelta: 0,
          extraDelta: 0,
        } as const;
        expect(await ledger.credit(grant)).toEqual({ applied: true, balance: { plan: 0, extra: 3 } });
        expect(await ledger.credit(grant)).toEqual({ applied: false, balance: { plan: 0, extra: 3 } });
        const recorded = (await ledger.entries(user)).filter((entry) => entry.key === grant.key);
        expect(recorded).toMatchObject([{ kind: 'plan_grant', planDelta: 0, extraDelta: 0 }]);
      });
    });

    describe('debit', () => {
      it('takes plan bids first, then extra, and says which', async () => {
        const user = await newUser({ plan: 1, extra: 1 });
        expect(await ledger.debit({ userId: user, key: `bid:1:${user}` })).toEqual({
          ok: true,
          applied: true,
          bucket: 'plan',
          balance: { plan: 0, extra: 1 },
        });
        expect(await ledger.debit({ userId: user, key: `bid:2:${user}` })).toEqual({
          ok: true,
          applied: true,
          bucket: 'extra',
          balance: { plan: 0, extra: 0 },
        });
      });

      it('answers INSUFFICIENT_BIDS and writes nothing when no bid is left', async () => {
        const user = await newUser();
        const result = await ledger.debit({ userId: user, key: `bid:${user}` });
        expect(result).toEqual({ ok: false, reason: 'INSUFFICIENT_BIDS', balance: { plan: 0, extra: 0 } });
        expect(await ledger.entries(user)).toEqual([]);
      });

      it('answers a repeated key with the first bucket and charges once', async () => {
        const user = await newUser({ plan: 1, extra: 5 });
        await ledger.debit({ userId: user, key: `bid:${user}` });
        const again = await ledger.debit({ userId: user, key: `bid:${user}` });
        expect(again).toEqual({ ok: true, applied: false, bucket: 'plan', balance: { plan: 0, extra: 5 } });
        expect(await ledger.entries(user)).toHaveLength(2);
      });

      it('charges a key raced by concurrent calls once', async () => {
        const user = await newUser({ extra: 5 });
        const results = await Promise.all(
          Array.from({ length: 10 }, () => ledger.debit({ userId: user, key: `bid:${user}` })),
        );
        expect(results.every((r) => r.ok && r.bucket === 'extra')).toBe(true);
        expect(results.filter((r) => r.ok && r.applied)).toHaveLength(1);
        expect(await ledger.balance(user)).toEqual({ plan: 0, extra: 4 });
      });

      it('lets exactly as many of 20 concurrent debits succeed as there were bids', async () => {
        const user = await newUser({ plan: 6, extra: 4 });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => ledger.debit({ userId: user, key: `bid:${i}:${user}` })),
        );
        expect(okCount(results)).toBe(10);
        expect(results.filter((r) => r.ok && r.bucket === 'plan')).toHaveLength(6);
        expect(await ledger.balance(user)).toEqual({ plan: 0, extra: 0 });
        expect((await ledger.entries(user)).filter((e) => e.kind === 'bid_debit')).toHaveLength(10);
      });

      it('records an unlimited-plan debit with zero deltas, even at a zero balance', async () => {
        const user = await newUser();
        const result = await ledger.debit({ userId: user, key: `bid:${user}`, unlimited: true });
        expect(result).toEqual({ ok: true, applied: true, bucket: 'unlimited', balance: { plan: 0, extra: 0 } });
        expect((await ledger.entries(user)).map((e) => [e.kind, e.planDelta, e.extraDelta])).toEqual([
          ['bid_debit', 0, 0],
        ]);
      });

      it('refuses with CONFLICT a debit key that belongs to a grant', async () => {
        const user = await newUser({ plan: 2 });
        expect(await codeOf(ledger.debit({ userId: user, key: `seed:${user}` }))).toBe('CONFLICT');
        expect(await ledger.balance(user)).toEqual({ plan: 2, extra: 0 });
      });
    });

    describe('bids spent', () => {
      // A window of its own, far from every other case's entries, so everyone's count is exact.
      const at = (day: number, hour = 12) =>
        `2031-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
      const window = { from: new Date(at(10, 0)), to: new Date(at(17, 0)) };
      afterEach(() => clock.set('2026-03-01T10:00:00.000Z'));

      it('counts the debits that took a bid in the window, less their refunds: an unlimited debit counts 0, a refunded one 0', async () => {
        const user = await newUser({ plan: 2, extra: 5 });
        clock.set(at(9, 23));
        await ledger.debit({ userId: user, key: `bid:before:${user}` });
        clock.set(at(10));
        await ledger.debit({ userId: user, key: `bid:plan:${user}` });
        await ledger.debit({ userId: user, key: `bid:extra:${user}` });
        await ledger.debit({ userId: user, key: `bid:unlimited:${user}`, unlimited: true });
        await ledger.refund({ userId: user, debitKey: `bid:unlimited:${user}` });
        clock.set(at(12));
        await ledger.debit({ userId: user, key: `bid:refunded:${user}` });
        await ledger.refund({ userId: user, debitKey: `bid:refunded:${user}` });
        clock.set(at(17, 0));
        await ledger.debit({ userId: user, key: `bid:after:${user}` });
        expect(await ledger.bidsSpent({ kind: 'user', userId: user }, window)).toBe(2);
      });

      it('un-counts a debit refunded with zero deltas after an admin set the balance: the bid was not spent', async () => {
        const user = await newUser({ plan: 3 });
        clock.set(at(11));
        await ledger.debit({ userId: user, key: `bid:${user}` });
        await ledger.adjustTo({ userId: user, target: 10, key: `admin:${user}` });
        expect(await ledger.refund({ userId: user, debitKey: `bid:${user}` })).toMatchObject({
          applied: true,
          balance: { plan: 2, extra: 8 },
        });
        expect(await ledger.bidsSpent({ kind: 'user', userId: user }, window)).toBe(0);
      });

      it('never answers below 0 when the window holds the refund of a debit from before it', async () => {
        const user = await newUser({ plan: 1 });
        clock.set(at(9, 23));
        await ledger.debit({ userId: user, key: `bid:${user}` });
        clock.set(at(10, 1));
        await ledger.refund({ userId: user, debitKey: `bid:${user}` });
        expect(await ledger.bidsSpent({ kind: 'user', userId: user }, window)).toBe(0);
      });

      it('counts a plan’s current users only, and everyone for all', async () => {
        const [onPlan, alsoOnPlan, otherPlan, noPlan] = [
          await newUser({ plan: 5 }),
          await newUser({ extra: 5 }),
          await newUser({ plan: 5 }),
          await newUser({ plan: 5 }),
        ];
        const planId = `plan-${randomUUID()}`;
        await fixture.putOnPlan(onPlan, planId);
        await fixture.putOnPlan(alsoOnPlan, planId);
        await fixture.putOnPlan(otherPlan, `plan-${randomUUID()}`);
        clock.set(at(15));
        for (const [user, bids] of [
          [onPlan, 2],
          [alsoOnPlan, 1],
          [otherPlan, 3],
          [noPlan, 4],
        ] as const) {
          for (let n = 0; n < bids; n += 1) await ledger.debit({ userId: user, key: `bid:${n}:${user}` });
        }
        const before = await ledger.bidsSpent({ kind: 'all' }, { from: new Date(at(16)), to: window.to });
        expect(await ledger.bidsSpent({ kind: 'plan', planId }, window)).toBe(3);
        expect(await ledger.bidsSpent({ kind: 'plan', planId: `plan-${randomUUID()}` }, window)).toBe(0);
        expect(await ledger.bidsSpent({ kind: 'user', userId: otherPlan }, window)).toBe(3);
        expect(before).toBe(0);
        expect(await ledger.bidsSpent({ kind: 'all' }, { from: new Date(at(15)), to: new Date(at(16)) })).toBe(10);
      });
    });

    describeLedgerCorrections({ ledger: () => ledger, fixture: () => fixture, newUser });
  });
}
