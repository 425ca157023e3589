import type { Knex } from 'knex';
import type { BucketDeltas } from '../../../core/domain/ledger/bid-allocation.js';
import type { BidBalance, LedgerEntry, LedgerEntryKind } from '../../../core/domain/ledger/ledger.js';
import { isPostgres } from './knex-client.js';

export const BALANCES = 'bid_balances';
export const ENTRIES = 'bid_ledger_entries';

export interface BalanceRow {
  readonly user_id: string;
  readonly plan: number;
  readonly extra: number;
  readonly entry_count: number;
}

export interface EntryRow {
  readonly id: string;
  readonly user_id: string;
  readonly seq: number;
  readonly kind: LedgerEntryKind;
  readonly key: string;
  readonly plan_delta: number;
  readonly extra_delta: number;
  readonly note: string | null;
  /** pg returns bigint as a string. */
  readonly created_at_ms: number | string;
}

export const toBalance = (row: Pick<BalanceRow, 'plan' | 'extra'>): BidBalance => ({
  plan: Number(row.plan),
  extra: Number(row.extra),
});

export const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  key: row.key,
  planDelta: Number(row.plan_delta),
  extraDelta: Number(row.extra_delta),
  note: row.note,
  createdAt: new Date(Number(row.created_at_ms)),
});

export async function findEntryByKey(db: Knex, key: string): Promise<LedgerEntry | null> {
  const row = await db<EntryRow>(ENTRIES).where({ key }).first();
  return row === undefined ? null : toEntry(row);
}

/** True when an admin_adjust entry of the user was written after the entry with `key`. */
export async function adjustedAfter(trx: Knex.Transaction, userId: string, key: string): Promise<boolean> {
  const after = trx<EntryRow>(ENTRIES).where({ key }).select('seq');
  const row = await trx<EntryRow>(ENTRIES)
    .where({ user_id: userId, kind: 'admin_adjust' })
    .andWhere('seq', '>', after)
    .first('id');
  return row !== undefined;
}

/**
 * The user's balance row, created if missing and locked for the rest of the transaction on
 * Postgres (SQLite has one connection, so its transactions are serial already; `.forUpdate()`
 * would be silently dropped there anyway).
 */
export async function lockBalance(trx: Knex.Transaction, userId: string): Promise<BalanceRow> {
  const existing = await selectBalance(trx, userId);
  if (existing !== undefined) return existing;
  // A racing first write may insert the row too: whoever loses waits for it, then locks it.
  await trx(BALANCES).insert({ user_id: userId, plan: 0, extra: 0, entry_count: 0 }).onConflict('user_id').ignore();
  const created = await selectBalance(trx, userId);
  if (created === undefined) throw new Error(`bid_balances row for ${userId} vanished inside its transaction`);
  return created;
}

function selectBalance(trx: Knex.Transaction, userId: string): Promise<BalanceRow | undefined> {
  const query = trx<BalanceRow>(BALANCES).where({ user_id: userId }).first();
  return isPostgres(trx) ? query.forUpdate() : query;
}

/**
 * Moves the locked balance by `deltas`. The WHERE repeats the never-negative rule so that a bug
 * above it cannot write a negative bucket: it changes no row instead, and the write fails.
 */
export async function moveBalance(trx: Knex.Transaction, locked: BalanceRow, deltas: BucketDeltas): Promise<void> {
  const changed = await trx(BALANCES)
    .where({ user_id: locked.user_id })
    .andWhereRaw('plan + ? >= 0 and extra + ? >= 0', [deltas.planDelta, deltas.extraDelta])
    .update({
      plan: trx.raw('plan + ?', [deltas.planDelta]),
      extra: trx.raw('extra + ?', [deltas.extraDelta]),
      entry_count: trx.raw('entry_count + 1'),
    });
  if (changed !== 1) throw new Error(`bid_balances of ${locked.user_id} would go below zero`);
}
