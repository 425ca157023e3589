import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { HttpFreelancerMarketplace } from '../../adapters/marketplace/http-freelancer-marketplace.js';
import { createFreelancerMock, FREELANCER_MSW_BASE } from '../msw/freelancer.handlers.js';
import { describeMarketplaceContract } from './marketplace.contract.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeMarketplaceContract('HttpFreelancerMarketplace on msw', async () => {
  const mock = createFreelancerMock();
  server.resetHandlers(...mock.handlers);
  return {
    marketplace: new HttpFreelancerMarketplace({ baseUrl: FREELANCER_MSW_BASE, timeoutMs: 2_000 }),
    seedProject: (project) => mock.seedProject(project),
    closeProject: (projectId) => mock.closeProject(projectId),
    failNext: (code) => server.use(mock.failNextHandler(code)),
    bidByAnotherFreelancer: (projectId) => mock.seedBid(projectId, 11223344),
    awardBid: (marketplaceBidId, status) => mock.setAward(marketplaceBidId, status),
    placedBid: async (marketplaceBidId) => mock.placedBid(marketplaceBidId),
    clientWritesFirst: (marketplaceBidId) =>
      mock.startThread(marketplaceBidId, 'client', new Date('2026-01-02T09:00:00Z')),
    bidderWritesFirst: (marketplaceBidId) =>
      mock.startThread(marketplaceBidId, 'bidder', new Date('2026-01-02T09:00:00Z')),
  };
});
