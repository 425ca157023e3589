import { randomUUID } from 'node:crypto';
import { InMemoryWebhookRepository } from '../../adapters/storage/memory/in-memory-webhook-repository.js';
import { describeWebhookRepositoryContract } from './webhook-repository.contract.js';

describeWebhookRepositoryContract('in memory', async () => ({
  webhooks: new InMemoryWebhookRepository(),
  createUser: async () => randomUUID(),
  teardown: async () => undefined,
}));
