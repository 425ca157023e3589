import { InMemoryContactMessageRepository } from '../../adapters/storage/memory/in-memory-contact-message-repository.js';
import { describeContactMessageRepositoryContract } from './contact-message-repository.contract.js';

describeContactMessageRepositoryContract('in memory', async () => ({
  messages: new InMemoryContactMessageRepository(),
  teardown: async () => undefined,
}));
