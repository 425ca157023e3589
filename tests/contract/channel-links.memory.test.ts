import { randomUUID } from 'node:crypto';
import { InMemoryChannelLinks } from '../../adapters/storage/memory/in-memory-channel-links.js';
import { describeChannelLinksContract } from './channel-links.contract.js';

describeChannelLinksContract('in memory', async () => ({
  links: new InMemoryChannelLinks(),
  aUser: async () => randomUUID(),
  teardown: async () => undefined,
}));
