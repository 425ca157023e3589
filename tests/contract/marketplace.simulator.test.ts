import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { createHttpApp } from '../../adapters/http/app.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { HttpFreelancerMarketplace } from '../../adapters/marketplace/http-freelancer-marketplace.js';
import { freelancerSimulatorRouter } from '../../adapters/simulators/freelancer/freelancer-simulator-router.js';
import { FreelancerSimulatorState, isRefusal } from '../../adapters/simulators/freelancer/simulator-state.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../support/databases.js';
import { describeMarketplaceContract, type MarketplaceHarness } from './marketplace.contract.js';

/** The real adapter against the built-in simulator, mounted as the server mounts it, its state in `open()`'s database. */
const onTheSimulator = (open: () => Promise<TestDatabase>) => async (): Promise<MarketplaceHarness> => {
  const clock = new FixedClock('2026-01-02T00:00:00Z');
  const database = await open();
  // No generated stream: the contract sees only the projects it seeds.
  const state = await FreelancerSimulatorState.open({ db: database.db, clock, stream: false });
  const app = createHttpApp({
    storage: { ping: async () => true },
    logger: createLogger('silent'),
    routers: [freelancerSimulatorRouter({ state })],
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // The contract's projects carry freelancer.com links; where the server links the simulator's is tested beside marketplaceSiteFor.
    marketplace: new HttpFreelancerMarketplace({
      baseUrl: `http://127.0.0.1:${port}/sandbox/freelancer/api`,
      projectUrlBase: 'https://www.freelancer.com',
      timeoutMs: 5_000,
    }),
    seedProject: async (project) => void (await state.seedProject(project)),
    closeProject: (projectId) => state.closeProject(Number(projectId)),
    failNext: (code) => state.failNext(code === 'MARKETPLACE_RATE_LIMITED' ? 'rate_limited' : 'unavailable'),
    bidByAnotherFreelancer: async (projectId) => {
      const token = 'another-freelancer';
      const placed = await state.placeBid({
        token,
        projectId: Number(projectId),
        bidderId: state.userFor(token).id,
        amount: 200,
        period: 5,
        milestonePercentage: 100,
        description: 'Their bid',
      });
      if (isRefusal(placed)) throw new Error(`the simulator refused the other freelancer's bid: ${placed.message}`);
    },
    awardBid: (marketplaceBidId, status) => state.setAwardStatus(Number(marketplaceBidId), status),
    placedBid: async (marketplaceBidId) => {
      const [bid] = await state.findBids({ ids: [Number(marketplaceBidId)], bidders: [], projects: [] });
      return bid === undefined
        ? null
        : { amount: bid.amount, period: bid.period, milestonePercentage: bid.milestonePercentage };
    },
    clientWritesFirst: (marketplaceBidId) => state.clientWritesFirst(Number(marketplaceBidId)),
    teardown: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      );
      await database.destroy();
    },
  };
};

describeMarketplaceContract(
  'HttpFreelancerMarketplace on the Freelancer simulator (SQLite)',
  onTheSimulator(() => openSqlite()),
);

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeMarketplaceContract(
    'HttpFreelancerMarketplace on the Freelancer simulator (Postgres)',
    onTheSimulator(() => openPostgres({ poolMax: 4 })),
  );
});
