import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../adapters/logging/logger.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { useJourneyApp } from '../../support/journey-app.js';
import { waitFor } from '../../support/journeys.js';

/**
 * `npm start` against the built-in Freelancer simulator switched to answer some projects malformed
 * (a null currency, no title), as real Freelancer now and then does. Test Bidding still bids on the
 * good projects of each page, the malformed ones are skipped with a warning that names no token, and
 * every bid links to the simulator's own page of its project.
 */
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const HOUR = 3_600_000;

interface BidLog {
  readonly projectId: string;
  readonly projectUrl: string;
  readonly projectTitle: string;
  readonly status: string;
}

describe('BidPilot offline with malformed projects in the feed', () => {
  const startJourney = useJourneyApp();

  it('skips the malformed projects with a warning and bids on the rest, each bid linked to its page on the simulator', async () => {
    let logged = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => void ((logged += String(chunk)), done()) });
    const { app, base, call } = await startJourney(
      'sqlite',
      'bp-malformed-',
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      createLogger('warn', sink),
    );
    const simulator = app.freelancerSimulator!;
    simulator.serveMalformedProjects(0.3);

    const token = (await call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const me = (await call('GET', '/api/auth/me', token)).body.user.id as string;
    expect((await call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: 500 })).status).toBe(200);
    const oauthToken = `malformed-${Math.random().toString(36).slice(2)}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });

    // Test Bidding reads the last hour's projects: some of them come malformed.
    const lastHour = (await simulator.activeProjects({ fromMs: Date.now() - HOUR })).map((project) => project.id);
    const malformed = lastHour.filter((id) => simulator.isServedMalformed(id));
    expect(malformed.length).toBeGreaterThan(0);
    expect(malformed.length).toBeLessThan(lastHour.length);

    const triggered = await call('POST', '/api/bidding-process/trigger', token);
    expect(triggered.status).toBe(200);
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(0);
    const logs = await waitFor(async () => {
      const { body } = await call('GET', '/api/bidding/logs?page=1&limit=100', token);
      const all = body.logs as BidLog[];
      return all.length === queued && all.every((log) => log.status !== 'pending') ? all : undefined;
    });

    // Bids went to good projects only, and Freelancer (the simulator) took them.
    expect(logs.filter((log) => simulator.isServedMalformed(Number(log.projectId)))).toEqual([]);
    expect(logs.filter((log) => log.status === 'submitted').length).toBeGreaterThan(0);
    const bidder = simulator.userFor(oauthToken).id;
    expect((await simulator.findBids({ bidders: [bidder], projects: malformed })).length).toBe(0);

    // Each malformed project was skipped with a warning; the token never reaches the log.
    const warnings = logged
      .split('\n')
      .filter((line) => line.includes('Skipped a Freelancer project BidPilot could not read'));
    const warnedIds = new Set(warnings.map((line) => (JSON.parse(line) as { projectId: string }).projectId));
    for (const id of malformed) expect(warnedIds).toContain(String(id));
    expect(logged).not.toContain(oauthToken);

    // Project links lead to the simulator's own page of the project, under the server's public address.
    const first = logs[0]!;
    expect(first.projectUrl.startsWith(`${base}/sandbox/freelancer/projects/`)).toBe(true);
    const page = await fetch(first.projectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<dd>${first.projectId}</dd>`);
  });
});
