import { InMemoryBidLedger } from '../../adapters/storage/memory/in-memory-bid-ledger.js';
import { describeBidLedgerContract } from './bid-ledger.contract.js';

describeBidLedgerContract('in memory', async (clock) => {
  const plans = new Map<string, string>();
  return {
    ledger: new InMemoryBidLedger(clock, (userId, planId) => plans.get(userId) === planId),
    createUser: async () => {},
    putOnPlan: async (userId, planId) => {
      plans.set(userId, planId);
    },
  };
});
