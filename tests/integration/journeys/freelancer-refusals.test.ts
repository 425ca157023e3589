import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../../core/domain/bidding/project.js';
import { aFeedProject } from '../../builders/projects.js';
import { createFreelancerMock, FREELANCER_MSW_BASE, freelancerError } from '../../msw/freelancer.handlers.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { postgresAvailable } from '../../support/databases.js';
import { useJourneyApp } from '../../support/journey-app.js';
import { DISTINCT_SUBJECTS, waitFor } from '../../support/journeys.js';

/**
 * `npm start` against Freelancer's REST API as msw plays it, refusing bids the ways the real API
 * does (docs/design.md#refusals). Project refusals are given back, never retried, and teach the
 * kinds the account cannot bid on; a duplicate placed by hand is logged as already placed; an
 * account refusal pauses the user with Freelancer's words until they switch autobidding on again.
 * The balance is always the grant less the bids Freelancer took from BidPilot.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const GRANTED = 50;
const BIDDER_ID = 26605882;
const OUT_OF_BIDS = 'You have used all of your bids.';

/** What Freelancer answers a bid on each project, by project id; a project not listed takes the bid. */
const REFUSALS: Readonly<Record<number, readonly [number, string, string]>> = {
  91000001: [
    403,
    'ProjectExceptionCodes.NDA_NOT_SIGNED',
    'You must sign the NDA for this project before you can bid on it.',
  ],
  91000002: [
    403,
    'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
    'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
  ],
  91000003: [
    403,
    'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
    'To bid on this project, you must have at least $19 USD or equivalent in your account balance.',
  ],
  91000004: [
    403,
    'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
    'Only verified freelancers can bid on this project.',
  ],
  91000009: [403, 'ProjectExceptionCodes.NOT_ENOUGH_BIDS', OUT_OF_BIDS],
};
const HAND_BID_PROJECT = '91000005';
const TAKEN_PROJECT = '91000006';

const bidCalls: number[] = [];
/** Answers each bid by REFUSALS, then Freelancer's own rules (a duplicate, a lost project) from the mock. */
const refusingBids = () =>
  http.post(`${FREELANCER_MSW_BASE}/projects/0.1/bids/`, async ({ request }) => {
    const { project_id: projectId } = (await request.clone().json()) as { project_id: number };
    bidCalls.push(projectId);
    const refusal = REFUSALS[projectId];
    return refusal === undefined ? undefined : freelancerError(refusal[0], refusal[2], refusal[1]);
  });
const freelancer = setupServer();
beforeAll(() => freelancer.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => freelancer.close());

/** A PHP project posted five minutes ago, its subject its own, so the proposal guard holds none as a copy. */
const aProject = (id: string): Project => {
  const subject = DISTINCT_SUBJECTS[Number(id) % DISTINCT_SUBJECTS.length];
  return aFeedProject(id, new Date(Date.now() - 5 * 60_000), {
    title: `PHP developer for ${subject}`,
    description: `We need ${subject}. The brief in short: ${subject}, built in PHP.`,
    url: `https://www.freelancer.com/projects/php/dashboard-${id}`,
    budgetMax: 300,
    bidCount: 2,
    skills: ['PHP'],
  });
};

interface BidLog {
  readonly projectId: string;
  readonly status: string;
  readonly errorMessage: string | null;
}

describe.each(dialects)('Freelancer refusals in BidPilot, on %s', (dialect) => {
  afterEach(() => {
    freelancer.resetHandlers();
    bidCalls.splice(0);
  });
  // Registered after, so it runs first: BidPilot stops before Freelancer's handlers are reset.
  const startJourney = useJourneyApp();

  it('gives back every refusal, learns the kinds, logs a hand-placed duplicate, and pauses on an account refusal', async () => {
    const mock = createFreelancerMock();
    freelancer.use(refusingBids(), ...mock.handlers);
    const { call } = await startJourney(dialect, 'bp-refusals-', {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MARKETPLACE_URL: FREELANCER_MSW_BASE,
      MARKETPLACE_FEED_TOKEN: 'refusals-feed-token',
    });
    const token = (await call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const me = (await call('GET', '/api/auth/me', token)).body.user.id as string;
    expect((await call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: GRANTED })).status).toBe(200);
    expect(
      (await call('PUT', '/api/users/freelancer-profile', token, { oauthToken: `refusals-${dialect}` })).status,
    ).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    // The project's own words make up most of each proposal, so none is a near-copy the guard would hold.
    const customPrompt = 'Hello! [Project Description] I can deliver it within [Delivery Days] days for [Bid Amount].';
    const settings = {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
      useCustomPrompt: true,
      customPrompt,
    };
    expect((await call('PUT', '/api/bidding/settings', token, settings)).status).toBe(200);
    const available = async () => (await call('GET', '/api/auth/me', token)).body.user.availableBids as number;
    const settled = (count: number) =>
      waitFor(async () => {
        const logs = (await call('GET', '/api/bidding/logs?page=1&limit=100', token)).body.logs as BidLog[];
        return logs.length === count && logs.every((log) => log.status !== 'pending') ? logs : undefined;
      });

    for (const id of ['91000001', '91000002', '91000003', '91000004', HAND_BID_PROJECT, TAKEN_PROJECT])
      mock.seedProject(aProject(id));
    mock.seedBid(HAND_BID_PROJECT, BIDDER_ID);
    expect((await call('POST', '/api/bidding-process/trigger', token)).body.message).toBe(
      'Bidding process triggered: 6 matching projects queued for bidding',
    );
    const logs = await settled(6);

    const byProject = new Map(logs.map((log) => [log.projectId, log]));
    for (const id of ['91000001', '91000002', '91000003', '91000004'])
      expect(byProject.get(id)).toMatchObject({ status: 'failed', errorMessage: REFUSALS[Number(id)]?.[2] });
    expect(byProject.get(HAND_BID_PROJECT)).toMatchObject({
      status: 'submitted',
      errorMessage: 'Already placed on Freelancer before BidPilot tried: this bid was not charged.',
    });
    expect(byProject.get(TAKEN_PROJECT)).toMatchObject({ status: 'submitted', errorMessage: null });
    // Only the bid Freelancer took from BidPilot is charged; nothing refused was tried twice.
    expect(await available()).toBe(GRANTED - 1);
    expect(bidCalls.filter((id) => String(id) !== TAKEN_PROJECT).sort()).toEqual([
      91000001, 91000002, 91000003, 91000004, 91000005,
    ]);
    expect((await call('GET', '/api/bidding/settings', token)).body.settings).toMatchObject({
      autobidPause: null,
      unbiddableKinds: ['nda', 'featured', 'verified_only'],
    });

    mock.seedProject(aProject('91000009'));
    expect((await call('POST', '/api/bidding-process/trigger', token)).body.message).toBe(
      'Bidding process triggered: 1 matching project queued for bidding',
    );
    expect((await settled(7)).find((log) => log.projectId === '91000009')).toMatchObject({
      status: 'failed',
      errorMessage: OUT_OF_BIDS,
    });
    expect(await available()).toBe(GRANTED - 1);
    expect((await call('GET', '/api/bidding/settings', token)).body.settings).toMatchObject({
      isActive: false,
      autobidPause: { code: 'OUT_OF_BIDS', message: OUT_OF_BIDS, until: null },
    });

    // Paused: Test Bidding says why and nothing is asked of Freelancer.
    const calls = bidCalls.length;
    mock.seedProject(aProject('91000010'));
    expect((await call('POST', '/api/bidding-process/trigger', token)).body).toMatchObject({
      message: 'Bidding process triggered: no bids can be placed right now',
      note: 'Autobidding is paused: Freelancer says you have used all of your bids.',
    });
    expect(bidCalls).toHaveLength(calls);

    // Switching autobidding on again resumes.
    expect((await call('PATCH', '/api/bidding/toggle', token)).body).toMatchObject({ isActive: true });
    expect((await call('GET', '/api/bidding/settings', token)).body.settings).toMatchObject({
      isActive: true,
      autobidPause: null,
    });
  });
});
