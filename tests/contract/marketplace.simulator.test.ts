import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FixedClock } from '../../adapters/clock/fixed-clock.js';
import { createHttpApp } from '../../adapters/http/app.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { HttpFreelancerMarketplace } from '../../adapters/marketplace/http-freelancer-marketplace.js';
import { freelancerSandboxRouter } from '../../adapters/sandbox/freelancer/freelancer-sandbox-router.js';
import { FreelancerSandboxState, isRefusal } from '../../adapters/sandbox/freelancer/sandbox-state.js';
import { describeMarketplaceContract } from './marketplace.contract.js';

/** The real adapter against the built-in simulator, mounted as the server mounts it. */
describeMarketplaceContract('HttpFreelancerMarketplace on the Freelancer simulator', async () => {
  const clock = new FixedClock('2026-01-02T00:00:00Z');
  // No generated stream: the contract sees only the projects it seeds.
  const state = new FreelancerSandboxState({ clock, stream: false });
  const app = createHttpApp({ storage: { ping: async () => true }, logger: createLogger('silent'), routers: [freelancerSandboxRouter({ clock, state })] });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    marketplace: new HttpFreelancerMarketplace({ baseUrl: `http://127.0.0.1:${port}/sandbox/freelancer/api`, timeoutMs: 5_000 }),
    seedProject: (project) => void state.seedProject(project),
    failNext: (code) => state.failNext(code === 'MARKETPLACE_RATE_LIMITED' ? 'rate_limited' : 'unavailable'),
    bidByAnotherFreelancer: (projectId) => {
      const token = 'another-freelancer';
      const placed = state.placeBid({ token, projectId: Number(projectId), bidderId: state.userFor(token).id, amount: 200, period: 5, milestonePercentage: 100, description: 'Their bid' });
      if (isRefusal(placed)) throw new Error(`the simulator refused the other freelancer's bid: ${placed.message}`);
    },
    awardBid: (marketplaceBidId, status) => state.setAwardStatus(Number(marketplaceBidId), status),
    teardown: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
});
