import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../adapters/logging/logger.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { useJourneyApp } from '../../support/journey-app.js';
import { waitFor } from '../../support/journeys.js';

/**
 * `npm start` against the built-in Freelancer simulator, whose accounts have bids of their own
 * (docs/design.md#freelancer-bid-balance): the reading taken when the token is saved reaches the
 * dashboard's endpoint, Test Bidding on an account with none left stops before any search or bid
 * and charges nothing, and once Freelancer gives bids back it bids and the count goes down.
 */
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const HOUR = 3_600_000;

describe('BidPilot offline with the Freelancer account’s own bids', () => {
  const startJourney = useJourneyApp();

  it('stops Test Bidding on an account with no Freelancer bids left, charging nothing, and bids once they are back', async () => {
    const { app, call } = await startJourney(
      'sqlite',
      'bp-balance-',
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      createLogger('error'),
    );
    const simulator = app.freelancerSimulator!;

    const token = (await call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const me = (await call('GET', '/api/auth/me', token)).body.user.id as string;
    expect((await call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: 50 })).status).toBe(200);
    const oauthToken = `balance-${Math.random().toString(36).slice(2)}`;
    simulator.setBidQuota({ bids: 0, periodMs: HOUR });
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    // At most 5 bids: at busy hours the simulator's feed matches dozens, more than the wait below allows on a loaded machine.
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 5,
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });
    expect((await call('GET', '/api/users/freelancer-profile', token)).body.marketplaceAccount).toMatchObject({
      bidsRemaining: 0,
      bidLimit: 0,
      limited: false,
    });

    const refused = await call('POST', '/api/bidding-process/trigger', token);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      message: 'Bidding process triggered: no bids can be placed right now',
      note: 'Your Freelancer account has no bids left.',
    });
    const bidder = simulator.userFor(oauthToken).id;
    expect(await simulator.findBids({ bidders: [bidder] })).toEqual([]);
    expect((await call('GET', '/api/auth/me', token)).body.user.availableBids).toBe(50);

    // Freelancer gives bids back: the next Test Bidding reads them and bids, and each bid counts one down.
    simulator.setBidQuota({ bids: 100, periodMs: HOUR });
    const triggered = await call('POST', '/api/bidding-process/trigger', token);
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(0);
    const submitted = await waitFor(async () => {
      const { body } = await call('GET', '/api/bidding/logs?page=1&limit=100', token);
      const logs = body.logs as Array<{ status: string }>;
      return logs.length === queued && logs.every((log) => log.status !== 'pending')
        ? logs.filter((log) => log.status === 'submitted').length
        : undefined;
    });
    expect(submitted).toBeGreaterThan(0);
    expect((await simulator.findBids({ bidders: [bidder] })).length).toBe(submitted);
    expect((await call('GET', '/api/users/freelancer-profile', token)).body.marketplaceAccount.bidsRemaining).toBe(
      100 - submitted,
    );
  });
});
