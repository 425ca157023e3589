import { randomUUID } from 'node:crypto';
import {
  adjustmentChange,
  applyDeltas,
  carryOverDeltas,
  creditDeltas,
  debitBucket,
  debitDeltas,
  expiryDeltas,
  refundDeltas,
  repeatedDebitBucket,
  type BucketDeltas,
} from '../../../core/domain/ledger/bid-allocation.js';
import {
  EMPTY_BALANCE,
  type BidBalance,
  type LedgerEntry,
  type LedgerEntryKind,
} from '../../../core/domain/ledger/ledger.js';
import type { BidLedger, DebitResult, LedgerResult } from '../../../core/ports/bid-ledger.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { TimeRange } from '../../../core/domain/stats/daily-activity.js';

/** Whether the user's current plan is the plan with this id; the fake storage answers from its users and plans tables. */
export type OnPlan = (userId: string, planId: string) => boolean;

type WriteInput = {
  readonly userId: string;
  readonly kind: LedgerEntryKind;
  readonly key: string;
  readonly note?: string | undefined;
};

/**
 * The ledger in Maps. Every operation runs through one promise chain, so concurrent calls
 * (Promise.all) are serialised like row-locked transactions: none reads a balance another is
 * about to change.
 */
export class InMemoryBidLedger implements BidLedger {
  private readonly entriesByUser = new Map<string, LedgerEntry[]>();
  private readonly entriesByKey = new Map<string, LedgerEntry>();
  private readonly balancesByUser = new Map<string, BidBalance>();

  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly onPlan: OnPlan = () => false,
  ) {}

  async balance(userId: string): Promise<BidBalance> {
    return this.serial(() => this.current(userId));
  }

  async balances(userIds: readonly string[]): Promise<ReadonlyMap<string, BidBalance>> {
    return this.serial(() => {
      const found = new Map<string, BidBalance>();
      for (const id of userIds) {
        const balance = this.balancesByUser.get(id);
        if (balance !== undefined) found.set(id, balance);
      }
      return found;
    });
  }

  async credit(input: Parameters<BidLedger['credit']>[0]): Promise<LedgerResult> {
    const deltas = creditDeltas(input.planDelta, input.extraDelta, input.kind);
    return this.writeOnce(input, () => deltas);
  }

  async debit(input: Parameters<BidLedger['debit']>[0]): Promise<DebitResult> {
    return this.serial((): DebitResult => {
      const previous = this.entriesByKey.get(input.key);
      const balance = this.current(input.userId);
      if (previous !== undefined)
        return { ok: true, applied: false, bucket: repeatedDebitBucket(previous, input.userId), balance };
      const deltas: BucketDeltas | null =
        input.unlimited === true ? { planDelta: 0, extraDelta: 0 } : debitDeltas(balance);
      if (deltas === null) return { ok: false, reason: 'INSUFFICIENT_BIDS', balance };
      const result = this.append({ ...input, kind: 'bid_debit' }, deltas);
      return { ok: true, applied: true, bucket: debitBucket(deltas), balance: result.balance };
    });
  }

  async refund(input: Parameters<BidLedger['refund']>[0]): Promise<LedgerResult> {
    return this.writeOnce(
      { userId: input.userId, kind: 'bid_refund', key: `refund:${input.debitKey}`, note: input.note },
      () => {
        const debit = this.entriesByKey.get(input.debitKey);
        if (debit === undefined || debit.userId !== input.userId || debit.kind !== 'bid_debit') return null;
        return refundDeltas(debit, this.adjustedSince(debit));
      },
    );
  }

  async adjustTo(input: Parameters<BidLedger['adjustTo']>[0]): Promise<LedgerResult> {
    return this.writeOnce({ ...input, kind: 'admin_adjust' }, (balance) => adjustmentChange(balance, input.target));
  }

  async expirePlanBids(input: Parameters<BidLedger['expirePlanBids']>[0]): Promise<LedgerResult> {
    return this.writeOnce({ ...input, kind: 'plan_expire' }, expiryDeltas);
  }

  async carryOverPlanBids(input: Parameters<BidLedger['carryOverPlanBids']>[0]): Promise<LedgerResult> {
    return this.writeOnce({ ...input, kind: 'plan_carryover' }, carryOverDeltas);
  }

  async entries(userId: string): Promise<readonly LedgerEntry[]> {
    return this.serial(() => [...(this.entriesByUser.get(userId) ?? [])]);
  }

  async bidsSpent(scope: RunCountScope, range: TimeRange): Promise<number> {
    return this.serial(() => {
      const inScope = (userId: string): boolean =>
        scope.kind === 'all' || (scope.kind === 'user' ? userId === scope.userId : this.onPlan(userId, scope.planId));
      const tookBid = (entry: LedgerEntry | undefined): boolean =>
        entry?.kind === 'bid_debit' && entry.planDelta + entry.extraDelta < 0;
      let spent = 0;
      for (const entry of this.entriesByKey.values()) {
        const at = entry.createdAt.getTime();
        if (at < range.from.getTime() || at >= range.to.getTime() || !inScope(entry.userId)) continue;
        if (tookBid(entry)) spent += 1;
        if (entry.kind === 'bid_refund' && tookBid(this.entriesByKey.get(entry.key.slice('refund:'.length))))
          spent -= 1;
      }
      return Math.max(0, spent);
    });
  }

  /**
   * Removes the entries written under `keys` and takes their deltas back out of the balances:
   * how the fake storage rolls back a failed transaction's ledger writes (not part of the port).
   */
  undo(keys: readonly string[]): Promise<void> {
    return this.serial(() => {
      for (const key of keys) {
        const entry = this.entriesByKey.get(key);
        if (entry === undefined) continue;
        this.entriesByKey.delete(key);
        this.entriesByUser.set(
          entry.userId,
          (this.entriesByUser.get(entry.userId) ?? []).filter((kept) => kept !== entry),
        );
        const balance = this.current(entry.userId);
        this.balancesByUser.set(entry.userId, {
          plan: balance.plan - entry.planDelta,
          extra: balance.extra - entry.extraDelta,
        });
      }
    });
  }

  /** Runs `work` after every operation started before it, and before any started after it. */
  private serial<T>(work: () => T): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** True when an admin set the user's balance after `debit` was written. */
  private adjustedSince(debit: LedgerEntry): boolean {
    const entries = this.entriesByUser.get(debit.userId) ?? [];
    return entries.slice(entries.indexOf(debit) + 1).some((entry) => entry.kind === 'admin_adjust');
  }

  private current(userId: string): BidBalance {
    return this.balancesByUser.get(userId) ?? EMPTY_BALANCE;
  }

  /** Writes one entry unless its key was used or `decide` finds nothing to change. */
  private writeOnce(input: WriteInput, decide: (balance: BidBalance) => BucketDeltas | null): Promise<LedgerResult> {
    return this.serial(() => {
      const balance = this.current(input.userId);
      if (this.entriesByKey.has(input.key)) return { applied: false, balance };
      const deltas = decide(balance);
      if (deltas === null) return { applied: false, balance };
      return this.append(input, deltas);
    });
  }

  private append(input: WriteInput, deltas: BucketDeltas): LedgerResult {
    const balance = applyDeltas(this.current(input.userId), deltas);
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId: input.userId,
      kind: input.kind,
      key: input.key,
      ...deltas,
      note: input.note ?? null,
      createdAt: this.clock.now(),
    };
    this.entriesByKey.set(entry.key, entry);
    this.entriesByUser.set(entry.userId, [...(this.entriesByUser.get(entry.userId) ?? []), entry]);
    this.balancesByUser.set(entry.userId, balance);
    return { applied: true, balance };
  }
}
