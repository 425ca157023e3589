import type { BidLedger } from '../../core/ports/bid-ledger.port.js';

/** What each BidLedger implementation hands the contract suite (bid-ledger.contract.ts and its case files). */
export interface BidLedgerFixture {
  readonly ledger: BidLedger;
  /** Makes `id` a user the ledger may write for (a users row for SQL stores). */
  readonly createUser: (id: string) => Promise<void>;
  /** Makes the plan with this id the user's current plan, creating the plan on first use. */
  readonly putOnPlan: (userId: string, planId: string) => Promise<void>;
  /** Runs `work` with a ledger bound to one transaction; absent for stores without transactions. */
  readonly inTransaction?: <T>(work: (ledger: BidLedger) => Promise<T>) => Promise<T>;
  readonly teardown?: () => Promise<void>;
}
