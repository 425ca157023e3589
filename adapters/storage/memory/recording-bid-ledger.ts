import type { BidLedger, DebitResult, LedgerResult } from '../../../core/ports/bid-ledger.port.js';
import type { InMemoryBidLedger } from './in-memory-bid-ledger.js';

/** Passes every call to the shared fake ledger and remembers the keys it wrote, for a rollback. */
export class RecordingBidLedger implements BidLedger {
  private readonly written: string[] = [];

  constructor(private readonly ledger: InMemoryBidLedger) {}

  balance(userId: string) {
    return this.ledger.balance(userId);
  }

  balances(userIds: readonly string[]) {
    return this.ledger.balances(userIds);
  }

  entries(userId: string) {
    return this.ledger.entries(userId);
  }

  bidsSpent(...args: Parameters<BidLedger['bidsSpent']>) {
    return this.ledger.bidsSpent(...args);
  }

  async credit(input: Parameters<BidLedger['credit']>[0]): Promise<LedgerResult> {
    return this.record(input.key, await this.ledger.credit(input));
  }

  async debit(input: Parameters<BidLedger['debit']>[0]): Promise<DebitResult> {
    const result = await this.ledger.debit(input);
    if (result.ok && result.applied) this.written.push(input.key);
    return result;
  }

  async refund(input: Parameters<BidLedger['refund']>[0]): Promise<LedgerResult> {
    return this.record(`refund:${input.debitKey}`, await this.ledger.refund(input));
  }

  async adjustTo(input: Parameters<BidLedger['adjustTo']>[0]): Promise<LedgerResult> {
    return this.record(input.key, await this.ledger.adjustTo(input));
  }

  async expirePlanBids(input: Parameters<BidLedger['expirePlanBids']>[0]): Promise<LedgerResult> {
    return this.record(input.key, await this.ledger.expirePlanBids(input));
  }

  async carryOverPlanBids(input: Parameters<BidLedger['carryOverPlanBids']>[0]): Promise<LedgerResult> {
    return this.record(input.key, await this.ledger.carryOverPlanBids(input));
  }

  /** Takes back everything this transaction wrote. */
  rollback(): Promise<void> {
    return this.ledger.undo(this.written.splice(0).reverse());
  }

  private record(key: string, result: LedgerResult): LedgerResult {
    if (result.applied) this.written.push(key);
    return result;
  }
}
