import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/bidding/project.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(API_DIALECTS)('the decision log API on %s', (dialect) => {
  let api: ApiHarness;
  let nextProjectId = 80_000_000;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());
  // Every test lists its own projects; earlier tests' projects fall out of the 60-minute window.
  beforeEach(() => api.deps.clock.advance(3 * 60 * MINUTE));

  const trigger = (token?: string) => api.request('POST', '/api/bidding-process/trigger', { token });
  const listed = (overrides: Partial<Project> = {}): Project => {
    const id = String(nextProjectId++);
    const project: Project = {
      id, title: `Landing page ${id}`, description: 'A one-page site with a contact form.', url: `https://www.freelancer.com/projects/landing-${id}`,
      type: 'fixed', currency: 'USD', budgetMin: 100, budgetMax: 400, bidCount: 2, skills: ['React.js', 'CSS'],
      postedAt: new Date(api.deps.clock.now().getTime() - 5 * MINUTE), kinds: [], ownerId: null, isOpen: true, ...overrides,
    };
    api.deps.marketplace.seedProject(project);
    return project;
  };
  const withPlan = (userId: string) =>
    api.deps.storage.users.update(userId, { planStatus: 'active', currentPlan: 'starter', billingPeriod: 'monthly', planExpirationDate: new Date(api.deps.clock.now().getTime() + 30 * DAY) });
  const withBids = (userId: string, bids: number) => api.deps.storage.ledger.credit({ userId, kind: 'plan_grant', key: `grant:${userId}`, planDelta: bids, extraDelta: 0 });
  const withToken = async (session: SignedIn) => expect((await api.request('PUT', '/api/users/freelancer-profile', { token: session.token, body: { oauthToken: 'tok-ok' } })).status).toBe(200);
  const withSettings = async (session: SignedIn, body: Record<string, unknown>) => expect((await api.request('PUT', '/api/bidding/settings', { token: session.token, body })).status).toBe(200);
  const aBidder = async (bids = 10): Promise<SignedIn> => {
    const session = await api.signUp({ name: 'Grace Hopper' });
    await withPlan(session.user.id);
    await withToken(session);
    await withBids(session.user.id, bids);
    await withSettings(session, { skills: ['React.js'], minBidUsd: 50, bidPercentage: 50, completionPeriod: 7 });
    return session;
  };

  const decisions = (token: string | undefined, query = '') => api.request('GET', `/api/bidding/decisions${query}`, { token });
  const lastRun = (token?: string) => api.request('GET', '/api/bidding/last-run', { token });

  it('answers 401 to anonymous callers and to a bad token', async () => {
    expect(await decisions(undefined)).toMatchObject({ status: 401, body: { success: false, errorCode: 'UNAUTHORIZED' } });
    expect(await decisions('not-a-session')).toMatchObject({ status: 401, body: { success: false } });
    expect(await lastRun()).toMatchObject({ status: 401 });
  });

  it('answers an empty log and no last run before the first run', async () => {
    const session = await api.signUp();
    expect((await decisions(session.token)).body).toEqual({ success: true, decisions: [], pagination: { current: 1, pages: 0, total: 0, limit: 20 }, reasonCounts: [], days: 14 });
    expect((await lastRun(session.token)).body).toEqual({ success: true, lastRun: null, nextRunAt: null });
  });

  it('lists what Test Bidding decided, with reasons, counts per reason, filters and pages, and the last run', async () => {
    const session = await aBidder(10);
    await withSettings(session, { maxBidsThreshold: 10, bidOnHourlyProjects: false });
    const queued = listed();
    const crowded = listed({ bidCount: 80, postedAt: new Date(api.deps.clock.now().getTime() - 2 * MINUTE) });
    const hourlyCrowded = listed({ bidCount: 80, type: 'hourly', postedAt: new Date(api.deps.clock.now().getTime() - 3 * MINUTE) });
    listed({ skills: ['PHP'] });
    expect((await trigger(session.token)).body.run).toMatchObject({ scanned: 4, matched: 1, queued: 1, skipped: 3 });

    const all = await decisions(session.token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ current: 1, pages: 1, total: 3, limit: 20 });
    const byProject = Object.fromEntries(all.body.decisions.map((d: { projectId: string }) => [d.projectId, d]));
    expect(byProject[queued.id]).toEqual({ id: expect.any(String), projectId: queued.id, projectTitle: queued.title, projectUrl: queued.url, outcome: 'queued', reasons: [], detail: null, decidedAt: api.deps.clock.now().toISOString() });
    expect(byProject[hourlyCrowded.id].reasons).toEqual([
      { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold' },
      { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off' },
    ]);
    expect(all.body.reasonCounts).toEqual([
      { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 2 },
      { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off', count: 1 },
      { code: 'SKILLS_MISMATCH', message: 'The project shares no skill with the profile', count: 1 },
    ]);

    const skipped = await decisions(session.token, '?outcome=skipped&reason=TOO_MANY_BIDS&limit=1&page=2');
    expect(skipped.body.pagination).toEqual({ current: 2, pages: 2, total: 2, limit: 1 });
    expect([crowded.id, hourlyCrowded.id]).toContain(skipped.body.decisions[0].projectId);
    expect((await decisions(session.token, '?reason=HOURLY_EXCLUDED')).body.decisions.map((d: { projectId: string }) => d.projectId)).toEqual([hourlyCrowded.id]);
    expect((await decisions(session.token, '?outcome=held')).body.decisions).toEqual([]);

    expect((await lastRun(session.token)).body).toEqual({
      success: true,
      lastRun: {
        ranAt: api.deps.clock.now().toISOString(),
        scanned: 4,
        matched: 1,
        queued: 1,
        skipped: 3,
        topReasons: [
          { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 2 },
          { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off', count: 1 },
          { code: 'SKILLS_MISMATCH', message: 'The project shares no skill with the profile', count: 1 },
        ],
        blocked: [],
      },
      nextRunAt: null,
    });

    // Another user sees none of it.
    const other = await api.signUp();
    expect((await decisions(other.token)).body).toMatchObject({ decisions: [], reasonCounts: [] });
    expect((await lastRun(other.token)).body.lastRun).toBeNull();
  });

  it('refuses a bad query with a clear message and answers nothing else', async () => {
    const session = await api.signUp();
    for (const query of ['?outcome=won', '?reason=NOT_A_REASON', '?reason=too_old', '?page=0', '?limit=1000', '?page=abc', '?extra=1', '?outcome[]=queued']) {
      const response = await decisions(session.token, query);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    expect((await decisions(session.token, '?outcome=&reason=')).status).toBe(200);
  });

  it('answers the route only at its own path', async () => {
    const session = await api.signUp();
    expect((await api.request('POST', '/api/bidding/decisions', { token: session.token })).status).toBe(405);
    expect((await api.request('GET', '/api/bidding/decisions/../logs', { token: session.token })).status).not.toBe(500);
  });
});
