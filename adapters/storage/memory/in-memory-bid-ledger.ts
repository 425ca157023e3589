import { randomUUID } from 'node:crypto';
import { applyDeltas, refundDeltas, type BucketDeltas } from '../../../core/domain/ledger/bid-allocation.js';
import { EMPTY_BALANCE, type BidBalance, type LedgerEntry } from '../../../core/domain/ledger/ledger.js';
import type { BidLedger, LedgerResult } from '../../../core/ports/bid-ledger.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { TimeRange } from '../../../core/domain/stats/daily-activity.js';
import { KeyedBidLedger, type LedgerWrite, type WriteAnswers } from '../keyed-bid-ledger.js';

/** Whether the user's current plan is the plan with this id; the fake storage answers from its users and plans tables. */
export type OnPlan = (userId: string, planId: string) => boolean;

/**
 * The ledger in Maps. Every operation runs through one promise chain, so concurrent calls
 * (Promise.all) are serialised like row-locked transactions: none reads a balance another is
 * about to change.
 */
export class InMemoryBidLedger extends KeyedBidLedger implements BidLedger {
  private readonly entriesByUser = new Map<string, LedgerEntry[]>();
  private readonly entriesByKey = new Map<string, LedgerEntry>();
  private readonly balancesByUser = new Map<string, BidBalance>();

  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly onPlan: OnPlan = () => false,
  ) {
    super();
  }

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

  protected write<T>(
    input: LedgerWrite,
    decide: (balance: BidBalance) => BucketDeltas | null,
    answers: WriteAnswers<T>,
  ): Promise<T> {
    return this.serial(() => {
      const balance = this.current(input.userId);
      const previous = this.entriesByKey.get(input.key);
      if (previous !== undefined) return answers.repeated(previous, balance);
      const deltas = decide(balance);
      if (deltas === null) return answers.refused(balance);
      return answers.written(deltas, this.append(input, deltas));
    });
  }

  private append(input: LedgerWrite, deltas: BucketDeltas): BidBalance {
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
    return balance;
  }
}
