import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { applyDeltas, refundDeltas, type BucketDeltas } from '../../../core/domain/ledger/bid-allocation.js';
import { EMPTY_BALANCE, type BidBalance, type LedgerEntry } from '../../../core/domain/ledger/ledger.js';
import type { BidLedger, LedgerResult } from '../../../core/ports/bid-ledger.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { TimeRange } from '../../../core/domain/stats/daily-activity.js';
import {
  adjustedAfter,
  BALANCES,
  ENTRIES,
  findEntryByKey,
  lockBalance,
  moveBalance,
  toBalance,
  toEntry,
  type BalanceRow,
  type EntryRow,
} from './knex-ledger-rows.js';
import { selectFirst } from './fixed-sql-reads.js';
import { idBatches, isUniqueViolation, whereAmong } from './knex-rows.js';
import { KeyedBidLedger, type LedgerWrite, type WriteAnswers } from '../keyed-bid-ledger.js';

/**
 * The ledger in two tables. Each write is one transaction (a savepoint when `db` is already a
 * transaction) that locks the user's balance row, decides with the core allocation rules,
 * moves the balance and appends the entry. A key that another transaction wrote first surfaces
 * as a unique violation: the write rolls back and answers as the retry it is.
 */
export class KnexBidLedger extends KeyedBidLedger implements BidLedger {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly clock: Clock,
  ) {
    super();
  }

  async balance(userId: string): Promise<BidBalance> {
    const row = await selectFirst<BalanceRow>(this.db, `select plan, extra from ${BALANCES} where user_id = ?`, [
      userId,
    ]);
    return row === undefined ? EMPTY_BALANCE : toBalance(row);
  }

  async balances(userIds: readonly string[]): Promise<ReadonlyMap<string, BidBalance>> {
    const found = new Map<string, BidBalance>();
    for (const batch of idBatches(this.db, userIds)) {
      const rows = await whereAmong(this.db<BalanceRow>(BALANCES), 'user_id', batch)
        // A row may exist with no entries behind it (a refused write created it): such users are absent.
        .andWhere('entry_count', '>', 0)
        .select('user_id', 'plan', 'extra');
      for (const row of rows) found.set(row.user_id, toBalance(row));
    }
    return found;
  }

  async refund(input: Parameters<BidLedger['refund']>[0]): Promise<LedgerResult> {
    const debit = await findEntryByKey(this.db, input.debitKey);
    if (debit === null || debit.userId !== input.userId || debit.kind !== 'bid_debit') {
      return { applied: false, balance: await this.balance(input.userId) };
    }
    const write = {
      userId: input.userId,
      kind: 'bid_refund',
      key: `refund:${input.debitKey}`,
      note: input.note,
    } as const;
    const repeated = async (): Promise<LedgerResult> => ({ applied: false, balance: await this.balance(input.userId) });
    return this.guarded(write.key, repeated, async (trx) => {
      const locked = await lockBalance(trx, input.userId);
      // Read under the balance lock, which an admin's adjustment takes too: seq order is commit order.
      const deltas = refundDeltas(debit, await adjustedAfter(trx, input.userId, input.debitKey));
      return { applied: true, balance: await this.append(trx, locked, write, deltas) };
    });
  }

  async entries(userId: string): Promise<readonly LedgerEntry[]> {
    const rows = await this.db<EntryRow>(ENTRIES).where({ user_id: userId }).orderBy('seq');
    return rows.map(toEntry);
  }

  /**
   * One aggregate over the scope's entries of the range: a user's window is sought in
   * bid_ledger_entries_user_created_idx (migration 024), a plan's user by user; everyone's is one
   * pass. A refund counts when the debit it gives back took a bid, found by its key
   * (`refund:<debitKey>`) through the unique key index.
   */
  async bidsSpent(scope: RunCountScope, range: TimeRange): Promise<number> {
    const query = this.db(`${ENTRIES} as e`)
      .where('e.created_at_ms', '>=', range.from.getTime())
      .andWhere('e.created_at_ms', '<', range.to.getTime())
      .andWhere((spent) => {
        void spent
          .where((debit) => void debit.where('e.kind', 'bid_debit').andWhereRaw('e.plan_delta + e.extra_delta < 0'))
          .orWhere(
            (refund) =>
              void refund.where('e.kind', 'bid_refund').whereExists(
                this.db(`${ENTRIES} as d`)
                  .whereRaw(`d.key = substr(e.key, ${'refund:'.length + 1})`)
                  .andWhereRaw('d.plan_delta + d.extra_delta < 0')
                  .select(this.db.raw('1')),
              ),
          );
      })
      .select(this.db.raw(`coalesce(sum(case when e.kind = 'bid_debit' then 1 else -1 end), 0) as spent`));
    if (scope.kind === 'user') void query.where('e.user_id', scope.userId);
    if (scope.kind === 'plan')
      void query.whereIn(
        'e.user_id',
        this.db('users')
          .select('id')
          .whereIn('current_plan', this.db('plans').where({ id: scope.planId }).select('slug')),
      );
    const row = (await query.first()) as { spent: unknown } | undefined;
    return Math.max(0, Number(row?.spent ?? 0));
  }

  protected write<T>(
    input: LedgerWrite,
    decide: (balance: BidBalance) => BucketDeltas | null,
    answers: WriteAnswers<T>,
  ): Promise<T> {
    const repeated = async (previous: LedgerEntry): Promise<T> =>
      answers.repeated(previous, await this.balance(input.userId));
    return this.guarded(input.key, repeated, async (trx) => {
      const locked = await lockBalance(trx, input.userId);
      const deltas = decide(toBalance(locked));
      if (deltas === null) return answers.refused(toBalance(locked));
      return answers.written(deltas, await this.append(trx, locked, input, deltas));
    });
  }

  /**
   * Runs `write` in a transaction unless `key` is already in the ledger. The look-up outside
   * the transaction makes retries cheap; the unique index makes racing retries safe.
   */
  private async guarded<T>(
    key: string,
    repeated: (previous: LedgerEntry) => Promise<T>,
    write: (trx: Knex.Transaction) => Promise<T>,
  ): Promise<T> {
    const previous = await findEntryByKey(this.db, key);
    if (previous !== null) return repeated(previous);
    try {
      return await this.db.transaction(write);
    } catch (error) {
      const winner = isUniqueViolation(error) ? await findEntryByKey(this.db, key) : null;
      if (winner === null) throw error;
      return repeated(winner);
    }
  }

  private async append(
    trx: Knex.Transaction,
    locked: BalanceRow,
    input: LedgerWrite,
    deltas: BucketDeltas,
  ): Promise<BidBalance> {
    const balance = applyDeltas(toBalance(locked), deltas);
    await moveBalance(trx, locked, deltas);
    await trx(ENTRIES).insert({
      id: randomUUID(),
      user_id: input.userId,
      seq: Number(locked.entry_count) + 1,
      kind: input.kind,
      key: input.key,
      plan_delta: deltas.planDelta,
      extra_delta: deltas.extraDelta,
      note: input.note ?? null,
      created_at_ms: this.clock.now().getTime(),
    });
    return balance;
  }
}
