import {
  adjustmentChange,
  carryOverDeltas,
  creditDeltas,
  debitBucket,
  debitDeltas,
  expiryDeltas,
  repeatedDebitBucket,
  type BucketDeltas,
} from '../../core/domain/ledger/bid-allocation.js';
import type { BidBalance, LedgerEntry, LedgerEntryKind } from '../../core/domain/ledger/ledger.js';
import type { BidLedger, DebitResult, LedgerResult } from '../../core/ports/bid-ledger.port.js';

/** One entry to write: its key is written at most once. */
export interface LedgerWrite {
  readonly userId: string;
  readonly kind: LedgerEntryKind;
  readonly key: string;
  readonly note?: string | undefined;
}

/** What a write answers: when its key was written before, when the rules change nothing, when it wrote the entry. */
export interface WriteAnswers<T> {
  repeated(previous: LedgerEntry, balance: BidBalance): T;
  refused(balance: BidBalance): T;
  written(deltas: BucketDeltas, balance: BidBalance): T;
}

const LEDGER_RESULT: WriteAnswers<LedgerResult> = {
  repeated: (_previous, balance) => ({ applied: false, balance }),
  refused: (balance) => ({ applied: false, balance }),
  written: (_deltas, balance) => ({ applied: true, balance }),
};

const NO_CHANGE: BucketDeltas = { planDelta: 0, extraDelta: 0 };

/**
 * The ledger's writes as the core's allocation rules decide them, the same in every storage. A
 * storage supplies `write`: one entry under its key at most once, decided on the user's balance
 * as it stands while no other write can change it, and the balance after.
 */
export abstract class KeyedBidLedger implements Pick<
  BidLedger,
  'credit' | 'debit' | 'adjustTo' | 'expirePlanBids' | 'carryOverPlanBids'
> {
  protected abstract write<T>(
    input: LedgerWrite,
    decide: (balance: BidBalance) => BucketDeltas | null,
    answers: WriteAnswers<T>,
  ): Promise<T>;

  /** Writes one entry unless its key was used or `decide` finds nothing to change. */
  protected writeOnce(input: LedgerWrite, decide: (balance: BidBalance) => BucketDeltas | null): Promise<LedgerResult> {
    return this.write(input, decide, LEDGER_RESULT);
  }

  async credit(input: Parameters<BidLedger['credit']>[0]): Promise<LedgerResult> {
    const deltas = creditDeltas(input.planDelta, input.extraDelta, input.kind);
    return this.writeOnce(input, () => deltas);
  }

  async debit(input: Parameters<BidLedger['debit']>[0]): Promise<DebitResult> {
    return this.write<DebitResult>(
      { ...input, kind: 'bid_debit' },
      (balance) => (input.unlimited === true ? NO_CHANGE : debitDeltas(balance)),
      {
        repeated: (previous, balance) => ({
          ok: true,
          applied: false,
          bucket: repeatedDebitBucket(previous, input.userId),
          balance,
        }),
        refused: (balance) => ({ ok: false, reason: 'INSUFFICIENT_BIDS', balance }),
        written: (deltas, balance) => ({ ok: true, applied: true, bucket: debitBucket(deltas), balance }),
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
}
