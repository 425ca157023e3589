import { FakeMarketplace } from '../../adapters/marketplace/fake-marketplace.js';
import { describeMarketplaceContract } from './marketplace.contract.js';

describeMarketplaceContract('FakeMarketplace', async () => {
  const marketplace = new FakeMarketplace();
  return {
    marketplace,
    seedProject: (project) => marketplace.seedProject(project),
    failNext: (code) => marketplace.failNext(code),
    awardBid: (marketplaceBidId, status) => marketplace.setAward(marketplaceBidId, status),
  };
});
