import { describe, expect, it } from 'vitest';
import type { BidLedger } from '../../core/ports/bid-ledger.port.js';
import type { BidLedgerFixture } from './bid-ledger-fixture.js';

/** What the BidLedger contract's cases share: read lazily, since setup runs in beforeAll. */
export interface LedgerCaseContext {
  readonly ledger: () => BidLedger;
  readonly fixture: () => BidLedgerFixture;
  /** A fresh user, optionally granted plan and extra bids. */
  readonly newUser: (grant?: { plan?: number; extra?: number }) => Promise<string>;
}

/** The error code a rejected call carries, or 'no error'. */
export const codeOf = async (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => 'no error',
    (error: { code?: unknown }) => error.code,
  );

/** The BidLedger contract's corrections: refunds, admin adjustments, expiry, and transactions. */
export function describeLedgerCorrections(context: LedgerCaseContext): void {
  const { ledger, newUser } = context;

  describe('refund', () => {
    it('gives each bid back to the bucket it came from, once', async () => {
      const user = await newUser({ plan: 1, extra: 1 });
      await ledger().debit({ userId: user, key: `bid:a:${user}` });
      await ledger().debit({ userId: user, key: `bid:b:${user}` });
      expect(await ledger().refund({ userId: user, debitKey: `bid:b:${user}` })).toEqual({
        applied: true,
        balance: { plan: 0, extra: 1 },
      });
      expect(await ledger().refund({ userId: user, debitKey: `bid:b:${user}` })).toEqual({
        applied: false,
        balance: { plan: 0, extra: 1 },
      });
      expect(await ledger().refund({ userId: user, debitKey: `bid:a:${user}` })).toEqual({
        applied: true,
        balance: { plan: 1, extra: 1 },
      });
      const refunds = (await ledger().entries(user)).filter((e) => e.kind === 'bid_refund');
      expect(refunds.map((e) => e.key)).toEqual([`refund:bid:b:${user}`, `refund:bid:a:${user}`]);
    });

    it('refunds a debit raced by concurrent refunds once', async () => {
      const user = await newUser({ plan: 3 });
      await ledger().debit({ userId: user, key: `bid:${user}` });
      const results = await Promise.all(
        Array.from({ length: 8 }, () => ledger().refund({ userId: user, debitKey: `bid:${user}` })),
      );
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(await ledger().balance(user)).toEqual({ plan: 3, extra: 0 });
    });

    it('gives nothing back for an unknown debit or another user’s debit', async () => {
      const [owner, other] = [await newUser({ plan: 2 }), await newUser({ plan: 2 })];
      await ledger().debit({ userId: owner, key: `bid:${owner}` });
      expect(await ledger().refund({ userId: other, debitKey: `bid:${owner}` })).toEqual({
        applied: false,
        balance: { plan: 2, extra: 0 },
      });
      expect(await ledger().refund({ userId: other, debitKey: 'bid:never' })).toEqual({
        applied: false,
        balance: { plan: 2, extra: 0 },
      });
      expect(await ledger().balance(owner)).toEqual({ plan: 1, extra: 0 });
    });
  });

  describe('adjustTo', () => {
    it('writes an increase to extra as one admin_adjust entry', async () => {
      const user = await newUser({ plan: 3 });
      expect(await ledger().adjustTo({ userId: user, target: 10, key: `adj:${user}`, note: 'goodwill' })).toEqual({
        applied: true,
        balance: { plan: 3, extra: 7 },
      });
      const adjusts = (await ledger().entries(user)).filter((e) => e.kind === 'admin_adjust');
      expect(adjusts.map((e) => [e.planDelta, e.extraDelta, e.note])).toEqual([[0, 7, 'goodwill']]);
    });

    it('takes a decrease from plan first, then extra', async () => {
      const user = await newUser({ plan: 2, extra: 4 });
      expect(await ledger().adjustTo({ userId: user, target: 1, key: `adj:${user}` })).toEqual({
        applied: true,
        balance: { plan: 0, extra: 1 },
      });
    });

    it('writes nothing when the total already is the target or the key was used', async () => {
      const user = await newUser({ plan: 2, extra: 1 });
      expect(await ledger().adjustTo({ userId: user, target: 3, key: `adj:1:${user}` })).toEqual({
        applied: false,
        balance: { plan: 2, extra: 1 },
      });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:2:${user}` });
      expect(await ledger().adjustTo({ userId: user, target: 9, key: `adj:2:${user}` })).toEqual({
        applied: false,
        balance: { plan: 2, extra: 3 },
      });
      expect((await ledger().entries(user)).filter((e) => e.kind === 'admin_adjust')).toHaveLength(1);
    });

    it('refuses a negative or fractional target with VALIDATION_FAILED', async () => {
      const user = await newUser({ plan: 2 });
      expect(await codeOf(ledger().adjustTo({ userId: user, target: -1, key: `adj:a:${user}` }))).toBe(
        'VALIDATION_FAILED',
      );
      expect(await codeOf(ledger().adjustTo({ userId: user, target: 1.5, key: `adj:b:${user}` }))).toBe(
        'VALIDATION_FAILED',
      );
      expect(await ledger().balance(user)).toEqual({ plan: 2, extra: 0 });
    });
  });

  describe('an admin setting bids while a bid is in flight ends at the admin’s value', () => {
    const inFlight = async (grant: { plan?: number; extra?: number }) => {
      const user = await newUser(grant);
      await ledger().debit({ userId: user, key: `bid:${user}` });
      return user;
    };
    const total = async (user: string) => {
      const balance = await ledger().balance(user);
      return balance.plan + balance.extra;
    };

    it('debit, admin sets, the bid is refunded: the refund gives nothing back and is recorded once', async () => {
      const user = await inFlight({ plan: 10 });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:${user}` });
      expect(await ledger().refund({ userId: user, debitKey: `bid:${user}` })).toEqual({
        applied: true,
        balance: { plan: 5, extra: 0 },
      });
      expect(await ledger().refund({ userId: user, debitKey: `bid:${user}` })).toEqual({
        applied: false,
        balance: { plan: 5, extra: 0 },
      });
      const refunds = (await ledger().entries(user)).filter((e) => e.kind === 'bid_refund');
      expect(refunds.map((e) => [e.planDelta, e.extraDelta])).toEqual([[0, 0]]);
    });

    it('debit, admin raises the count, refund: still the admin’s value', async () => {
      const user = await inFlight({ plan: 3, extra: 1 });
      await ledger().adjustTo({ userId: user, target: 20, key: `adj:${user}` });
      await ledger().refund({ userId: user, debitKey: `bid:${user}` });
      expect(await total(user)).toBe(20);
    });

    it('debit, admin sets, the bid is placed (no refund): the admin’s value', async () => {
      const user = await inFlight({ plan: 10 });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:${user}` });
      expect(await total(user)).toBe(5);
    });

    it('debit, refund, admin sets: the admin’s value', async () => {
      const user = await inFlight({ plan: 10 });
      await ledger().refund({ userId: user, debitKey: `bid:${user}` });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:${user}` });
      expect(await total(user)).toBe(5);
    });

    it('admin sets, then a bid is charged and refunded: the refund gives the bid back, to the admin’s value', async () => {
      const user = await newUser({ plan: 10 });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:${user}` });
      await ledger().debit({ userId: user, key: `bid:${user}` });
      expect(await total(user)).toBe(4);
      await ledger().refund({ userId: user, debitKey: `bid:${user}` });
      expect(await total(user)).toBe(5);
    });

    it('only the bids in flight when the admin set the count are absorbed; a later one is refunded', async () => {
      const user = await inFlight({ plan: 10 });
      await ledger().adjustTo({ userId: user, target: 5, key: `adj:${user}` });
      await ledger().debit({ userId: user, key: `bid:later:${user}` });
      await ledger().refund({ userId: user, debitKey: `bid:${user}` });
      await ledger().refund({ userId: user, debitKey: `bid:later:${user}` });
      expect(await total(user)).toBe(5);
    });

    it('an admin set racing the in-flight bid’s refund ends at the admin’s value whichever lands first', async () => {
      for (let round = 0; round < 5; round++) {
        const user = await inFlight({ plan: 4, extra: 4 });
        await Promise.all([
          ledger().refund({ userId: user, debitKey: `bid:${user}` }),
          ledger().adjustTo({ userId: user, target: 3, key: `adj:${user}` }),
        ]);
        expect(await total(user)).toBe(3);
      }
    });
  });

  describe('expirePlanBids', () => {
    it('removes every plan bid with one plan_expire entry and keeps extra', async () => {
      const user = await newUser({ plan: 7, extra: 3 });
      expect(await ledger().expirePlanBids({ userId: user, key: `exp:${user}` })).toEqual({
        applied: true,
        balance: { plan: 0, extra: 3 },
      });
      const expiries = (await ledger().entries(user)).filter((e) => e.kind === 'plan_expire');
      expect(expiries.map((e) => [e.planDelta, e.extraDelta])).toEqual([[-7, 0]]);
    });

    it('writes nothing when no plan bid is left', async () => {
      const user = await newUser({ extra: 3 });
      expect(await ledger().expirePlanBids({ userId: user, key: `exp:${user}` })).toEqual({
        applied: false,
        balance: { plan: 0, extra: 3 },
      });
      expect((await ledger().entries(user)).filter((e) => e.kind === 'plan_expire')).toEqual([]);
    });
  });

  describe('carryOverPlanBids', () => {
    it('moves every plan bid to extra with one plan_carryover entry, once per key', async () => {
      const user = await newUser({ plan: 7, extra: 3 });
      expect(await ledger().carryOverPlanBids({ userId: user, key: `carry:${user}` })).toEqual({
        applied: true,
        balance: { plan: 0, extra: 10 },
      });
      await ledger().credit({ userId: user, kind: 'plan_grant', key: `grant:${user}`, planDelta: 4, extraDelta: 0 });
      expect(await ledger().carryOverPlanBids({ userId: user, key: `carry:${user}` })).toEqual({
        applied: false,
        balance: { plan: 4, extra: 10 },
      });
      const carried = (await ledger().entries(user)).filter((e) => e.kind === 'plan_carryover');
      expect(carried.map((e) => [e.planDelta, e.extraDelta])).toEqual([[-7, 7]]);
    });

    it('writes nothing when no plan bid is left', async () => {
      const user = await newUser({ extra: 2 });
      expect(await ledger().carryOverPlanBids({ userId: user, key: `carry:${user}` })).toEqual({
        applied: false,
        balance: { plan: 0, extra: 2 },
      });
    });
  });

  describe('inside a caller’s transaction', () => {
    it('lands its writes with the transaction, or not at all', async (test) => {
      const run = context.fixture().inTransaction;
      if (run === undefined) return test.skip();
      const user = await newUser({ plan: 1 });
      await run(async (tx) => {
        await tx.credit({ userId: user, kind: 'addon_grant', key: `addon:${user}`, planDelta: 0, extraDelta: 2 });
        expect(
          (await tx.credit({ userId: user, kind: 'addon_grant', key: `addon:${user}`, planDelta: 0, extraDelta: 2 }))
            .applied,
        ).toBe(false);
        expect(await tx.debit({ userId: user, key: `bid:${user}` })).toMatchObject({ ok: true, bucket: 'plan' });
      });
      const failed = run(async (tx) => {
        await tx.debit({ userId: user, key: `bid:2:${user}` });
        throw new Error('rolled back');
      });
      await expect(failed).rejects.toThrow('rolled back');
      expect(await ledger().balance(user)).toEqual({ plan: 0, extra: 2 });
      expect(await ledger().entries(user)).toHaveLength(3);
    });
  });
}
