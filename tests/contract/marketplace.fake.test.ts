import { FakeMarketplace } from '../../adapters/testing/fake-marketplace.js';
import { describeMarketplaceContract } from './marketplace.contract.js';

describeMarketplaceContract('FakeMarketplace', async () => {
  const marketplace = new FakeMarketplace();
  return {
    marketplace,
    seedProject: (project) => marketplace.seedProject(project),
    closeProject: (projectId) => marketplace.closeProject(projectId),
    failNext: (code) => marketplace.failNext(code),
    bidByAnotherFreelancer: async (projectId) => {
      await marketplace.placeBid({
        token: 'another-freelancer',
        projectId,
        bidderId: '11223344',
        amount: 200,
        period: 5,
        description: 'Their bid',
      });
    },
    awardBid: (marketplaceBidId, status) => marketplace.setAward(marketplaceBidId, status),
    placedBid: async (marketplaceBidId) => marketplace.placedBid(marketplaceBidId),
    clientWritesFirst: (marketplaceBidId) =>
      marketplace.clientWritesFirst(marketplaceBidId, new Date('2026-01-02T09:00:00Z')),
    bidderWritesFirst: (marketplaceBidId) =>
      marketplace.bidderWritesFirst(marketplaceBidId, new Date('2026-01-02T09:00:00Z')),
  };
});
