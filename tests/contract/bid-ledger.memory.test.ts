import { InMemoryBidLedger } from '../../adapters/storage/memory/in-memory-bid-ledger.js';
import { describeBidLedgerContract } from './bid-ledger.contract.js';

describeBidLedgerContract('in memory', async (clock) => ({
  ledger: new InMemoryBidLedger(clock),
  createUser: async () => {},
}));
