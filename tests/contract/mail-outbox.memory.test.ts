import { InMemoryMailOutbox } from '../../adapters/storage/memory/in-memory-mail-outbox.js';
import { describeMailOutboxContract } from './mail-outbox.contract.js';

describeMailOutboxContract('in memory', async () => {
  let outboxes: InMemoryMailOutbox[] = [];
  return {
    outbox: (kept) => {
      const outbox = new InMemoryMailOutbox(kept);
      outboxes.push(outbox);
      return outbox;
    },
    clear: async () => {
      outboxes = [];
    },
    teardown: async () => undefined,
  };
});
