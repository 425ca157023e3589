import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_BEHAVIOURS } from '../../../adapters/simulators/freelancer/simulator-state.js';
import { GUARD_REASONS } from '../../../core/domain/bidding/proposal-guard.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { postgresAvailable } from '../../support/databases.js';
import { useJourneyApp } from '../../support/journey-app.js';
import { waitFor } from '../../support/journeys.js';

/**
 * `npm start` against the built-in Freelancer simulator, with a language model that writes the
 * same proposal whatever it is asked, even when asked to rewrite it. The proposal guard lets the
 * first bid go and holds every later one after its one rewrite: held bids are given back, so the
 * balance is the grant less the bids that were charged.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const GRANTED = 500;
const MODEL_BASE = 'https://llm.bidpilot.test/v1';
const MODEL_KEY = 'sk-test-guard-1f2e3d4c';
const SAME_TEXT =
  'Hi there,\n\nI have read your project and I would be glad to take it on. I have shipped similar work for clients before and can start today.\n\nCould we have a quick chat about the details?\n\nBest regards,\nAdmin';

interface BidLog {
  readonly projectId: string;
  readonly status: string;
  readonly errorMessage: string | null;
  readonly proposal: string;
}

/** The model: one fixed text; it records whether each request asked for a rewrite. */
const asked: boolean[] = [];
const model = setupServer(
  http.post(`${MODEL_BASE}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { messages: { role: string; content: string }[] };
    asked.push(body.messages.some((message) => message.content.includes('<sent_before>')));
    return HttpResponse.json({
      id: 'chatcmpl-guard',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: SAME_TEXT }, finish_reason: 'stop' }],
    });
  }),
);
beforeAll(() => model.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => model.close());

describe.each(dialects)('the proposal guard in BidPilot offline, on %s', (dialect) => {
  afterEach(() => void asked.splice(0));
  // Registered after, so it runs first: BidPilot stops before the model's record is cleared.
  const startJourney = useJourneyApp();

  it('places the first proposal, holds every later copy after one rewrite, and charges only what was placed', async () => {
    const { app, call } = await startJourney(dialect, 'bp-guard-', {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      OPENAI_API_KEY: MODEL_KEY,
      OPENAI_BASE_URL: MODEL_BASE,
    });
    // Only the guard stops bids here: none of the demo's upgraded projects, barred accounts or refusals.
    app.freelancerSimulator!.configure(QUIET_BEHAVIOURS);

    const token = (await call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const me = (await call('GET', '/api/auth/me', token)).body.user.id as string;
    expect((await call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: GRANTED })).status).toBe(200);
    const oauthToken = `guard-${Math.random().toString(36).slice(2)}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });
    // However few of the stream's last-hour projects share the synced skills, a few do.
    const skill = ((await call('GET', '/api/bidding/settings', token)).body.settings.skills as string[])[0]!;
    for (let n = 0; n < 3; n++) {
      const id = String(28_000_000 + Math.floor(Math.random() * 900_000));
      await app.freelancerSimulator!.seedProject({
        id,
        title: `Guarded work ${id}`,
        description: 'Work for the guard to see.',
        url: `https://www.freelancer.com/projects/guarded-${id}`,
        type: 'fixed',
        currency: 'USD',
        budgetMin: 30,
        budgetMax: 250,
        bidCount: 0,
        skills: [skill],
        postedAt: new Date(Date.now() - (n + 1) * 60_000),
        kinds: [],
        ownerId: null,
        isOpen: true,
      });
    }

    const triggered = await call('POST', '/api/bidding-process/trigger', token);
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(1);
    const logs = await waitFor(async () => {
      const { body } = await call('GET', '/api/bidding/logs?page=1&limit=100', token);
      const all = body.logs as BidLog[];
      return all.length === queued && all.every((log) => log.status !== 'pending') ? all : undefined;
    });

    const submitted = logs.filter((log) => log.status === 'submitted');
    const held = logs.filter((log) => log.status === 'held');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.proposal).toBe(SAME_TEXT);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((log) => log.errorMessage === GUARD_REASONS.stillDuplicate && log.proposal === SAME_TEXT)).toBe(
      true,
    );
    // Before the first bid was placed nothing could be copied; any other bid is a refusal by Freelancer.
    expect(logs.filter((log) => !['submitted', 'held', 'failed'].includes(log.status))).toEqual([]);
    // One rewrite per held bid, and no other.
    expect(asked.filter(Boolean)).toHaveLength(held.length);

    // Only the placed proposal reached Freelancer.
    const bidder = app.freelancerSimulator!.userFor(oauthToken).id;
    const placed = await app.freelancerSimulator!.findBids({
      bidders: [bidder],
      projects: logs.map((log) => Number(log.projectId)),
    });
    expect(placed.map((bid) => String(bid.projectId))).toEqual([submitted[0]!.projectId]);
    // Held bids are given back: what is left is the grant less the bids that were charged.
    const charged = logs.length - held.length;
    expect((await call('GET', '/api/auth/me', token)).body.user.availableBids).toBe(GRANTED - charged);
  });
});
