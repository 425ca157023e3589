import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileRulesOf } from '../../core/domain/bidding/search-profile.js';
import { aBid } from '../builders/bids.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';
import { bidderFixture } from '../support/bidder-fixture.js';

const MINUTE = 60_000;

describe.each(API_DIALECTS)('the decision log API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());
  // Every test lists its own projects; earlier tests' projects fall out of the 60-minute window.
  beforeEach(() => api.deps.clock.advance(3 * 60 * MINUTE));

  const trigger = (token?: string) => api.request('POST', '/api/bidding-process/trigger', { token });
  const { listed, withSettings, aBidder, upcomingProjectId } = bidderFixture(() => api, 80_000_000);

  const decisions = (token: string | undefined, query = '') =>
    api.request('GET', `/api/bidding/decisions${query}`, { token });
  const lastRun = (token?: string) => api.request('GET', '/api/bidding/last-run', { token });

  it('answers 401 to anonymous callers and to a bad token', async () => {
    expect(await decisions(undefined)).toMatchObject({
      status: 401,
      body: { success: false, errorCode: 'UNAUTHORIZED' },
    });
    expect(await decisions('not-a-session')).toMatchObject({ status: 401, body: { success: false } });
    expect(await lastRun()).toMatchObject({ status: 401 });
  });

  it('answers an empty log and no last run before the first run', async () => {
    const session = await api.signUp();
    expect((await decisions(session.token)).body).toEqual({
      success: true,
      decisions: [],
      pagination: { current: 1, pages: 0, total: 0, limit: 20 },
      reasonCounts: [],
      days: 14,
      excluded: 0,
    });
    expect((await lastRun(session.token)).body).toEqual({ success: true, lastRun: null, nextRunAt: null });
  });

  it('lists what Test Bidding decided, with reasons, counts per reason, filters and pages, and the last run', async () => {
    const session = await aBidder(10);
    await withSettings(session, { maxBidsThreshold: 10, bidOnHourlyProjects: false });
    const queued = listed();
    const crowded = listed({ bidCount: 80, postedAt: new Date(api.deps.clock.now().getTime() - 2 * MINUTE) });
    const hourlyCrowded = listed({
      bidCount: 80,
      type: 'hourly',
      postedAt: new Date(api.deps.clock.now().getTime() - 3 * MINUTE),
    });
    listed({ skills: ['PHP'] });
    expect((await trigger(session.token)).body.run).toMatchObject({ scanned: 4, matched: 1, queued: 1, skipped: 3 });

    const all = await decisions(session.token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ current: 1, pages: 1, total: 3, limit: 20 });
    const byProject = Object.fromEntries(all.body.decisions.map((d: { projectId: string }) => [d.projectId, d]));
    expect(byProject[queued.id]).toEqual({
      id: expect.any(String),
      projectId: queued.id,
      projectTitle: queued.title,
      projectUrl: queued.url,
      outcome: 'queued',
      reasons: [],
      detail: null,
      fitScore: expect.any(Number),
      decidedAt: api.deps.clock.now().toISOString(),
      bidId: (await api.deps.storage.bids.findByUserAndProject(session.user.id, queued.id))?.id ?? null,
    });
    // Skipped, and bid by no run: nothing to link to; once another run bids it, the skip links to that bid.
    expect(byProject[crowded.id].bidId).toBeNull();
    const { bid: later } = await api.deps.storage.bids.insertIfAbsent(aBid(session.user.id, { projectId: crowded.id }));
    const relisted = (await decisions(session.token, '?reason=TOO_MANY_BIDS')).body.decisions;
    expect(relisted.find((d: { projectId: string }) => d.projectId === crowded.id)?.bidId).toBe(later.id);
    expect(byProject[queued.id].fitScore).toBeGreaterThanOrEqual(0);
    expect(byProject[queued.id].fitScore).toBeLessThanOrEqual(100);
    expect(byProject[hourlyCrowded.id].reasons).toEqual([
      { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold' },
      { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off' },
    ]);
    expect(all.body.reasonCounts).toEqual([
      { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 2 },
      { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off', count: 1 },
      { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 1 },
    ]);

    const skipped = await decisions(session.token, '?outcome=skipped&reason=TOO_MANY_BIDS&limit=1&page=2');
    expect(skipped.body.pagination).toEqual({ current: 2, pages: 2, total: 2, limit: 1 });
    expect([crowded.id, hourlyCrowded.id]).toContain(skipped.body.decisions[0].projectId);
    expect(
      (await decisions(session.token, '?reason=HOURLY_EXCLUDED')).body.decisions.map(
        (d: { projectId: string }) => d.projectId,
      ),
    ).toEqual([hourlyCrowded.id]);
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
          { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 1 },
        ],
        blocked: [],
        overPace: 0,
      },
      nextRunAt: null,
    });

    // Another user sees none of it.
    const other = await api.signUp();
    expect((await decisions(other.token)).body).toMatchObject({ decisions: [], reasonCounts: [] });
    expect((await lastRun(other.token)).body.lastRun).toBeNull();
  });

  it('leaves out the projects a rule skipped when asked (already bid on), and says how many it left out', async () => {
    const session = await aBidder(10);
    const fresh = listed({ bidCount: 80 });
    const bidOn = listed();
    await api.deps.storage.bids.insertIfAbsent(aBid(session.user.id, { projectId: bidOn.id }));
    await trigger(session.token);
    const ids = (body: { decisions: { projectId: string }[] }) => body.decisions.map((d) => d.projectId).sort();

    const all = (await decisions(session.token, '?outcome=skipped')).body;
    expect(ids(all)).toEqual([fresh.id, bidOn.id].sort());
    expect(all).toMatchObject({ pagination: { total: 2 }, excluded: 0 });

    const actionable = await decisions(session.token, '?outcome=skipped&excludeReason=ALREADY_BID');
    expect(actionable.status).toBe(200);
    expect(ids(actionable.body)).toEqual([fresh.id]);
    expect(actionable.body).toMatchObject({ pagination: { total: 1, pages: 1 }, excluded: 1 });
    // The reason counts stay complete: the left-out reason keeps its chip and its count.
    expect(actionable.body.reasonCounts).toContainEqual({
      code: 'ALREADY_BID',
      message: 'Already bid on this project',
      count: 1,
    });

    const bad = await decisions(session.token, '?excludeReason=already_bid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: expect.stringContaining('excludeReason must be one of the skip reason codes'),
    });
  });

  it('refuses a bad query with a clear message and answers nothing else', async () => {
    const session = await api.signUp();
    for (const query of [
      '?outcome=won',
      '?reason=NOT_A_REASON',
      '?reason=too_old',
      '?page=0',
      '?limit=1000',
      '?page=abc',
      '?extra=1',
      '?outcome[]=queued',
    ]) {
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
  const explain = (token: string | undefined, project: string) =>
    api.request('GET', `/api/bidding/explain?project=${encodeURIComponent(project)}`, { token });

  it('explains a project by id or link with every rule’s verdict, found in the feed or read from Freelancer', async () => {
    const session = await aBidder(10);
    await withSettings(session, { maxBidsThreshold: 10, bidOnHourlyProjects: false });
    await api.deps.storage.settings.update(session.user.id, { isActive: true });
    const crowded = listed({
      bidCount: 80,
      type: 'hourly',
      url: `https://www.freelancer.com/projects/react/crowded-${upcomingProjectId()}`,
    });
    const fitting = listed();
    await api.deps.storage.feed.addNew([fitting], api.deps.clock.now());

    const byLink = await explain(session.token, `${crowded.url}/details?ref=x`);
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({
      success: true,
      project: { id: crowded.id, title: crowded.title, url: crowded.url, type: 'hourly', bidCount: 80 },
      verdict: 'skip',
      blocks: [],
    });
    const verdicts = Object.fromEntries(
      byLink.body.rules.map((rule: { code: string; passed: boolean }) => [rule.code, rule.passed]),
    );
    expect(verdicts).toMatchObject({
      TOO_MANY_BIDS: false,
      HOURLY_EXCLUDED: false,
      SKILLS_MISMATCH: true,
      TOO_OLD: true,
      ALREADY_BID: true,
    });
    expect(byLink.body.rules.find((rule: { code: string }) => rule.code === 'TOO_MANY_BIDS')).toEqual({
      code: 'TOO_MANY_BIDS',
      label: 'Bid count within your threshold',
      passed: false,
      message: 'The project has more bids than the threshold',
    });

    const byId = await explain(session.token, fitting.id);
    expect(byId.body).toMatchObject({ verdict: 'bid', blocks: [] });
    expect(byId.body.rules.every((rule: { passed: boolean }) => rule.passed)).toBe(true);
  });

  it('explains a project against every search profile: which one would bid it, or each one\u2019s verdicts', async () => {
    const session = await aBidder(10);
    await api.deps.storage.settings.update(session.user.id, { isActive: true, profileName: 'React work' });
    const main = await api.deps.storage.settings.get(session.user.id);
    const php = await api.deps.storage.searchProfiles.create(
      session.user.id,
      { name: 'PHP fixes', isActive: true, rules: { ...profileRulesOf(main), skills: ['PHP'] } },
      4,
    );
    if (php === null) throw new Error('the profile was not created');
    const phpProject = listed({ skills: ['PHP'] });
    const goProject = listed({ skills: ['Go'] });
    await api.deps.storage.feed.addNew([phpProject, goProject], api.deps.clock.now());

    const byProfile = await explain(session.token, phpProject.id);
    expect(byProfile.status).toBe(200);
    expect(byProfile.body).toMatchObject({ verdict: 'bid', blocks: [], profileId: php.id, profileName: 'PHP fixes' });
    expect(
      byProfile.body.profiles.map((p: { id: string; name: string; verdict: string }) => [p.id, p.name, p.verdict]),
    ).toEqual([
      ['main', 'React work', 'skip'],
      [php.id, 'PHP fixes', 'bid'],
    ]);
    expect(byProfile.body.rules.every((rule: { passed: boolean }) => rule.passed)).toBe(true);

    const byNone = await explain(session.token, goProject.id);
    expect(byNone.body).toMatchObject({ verdict: 'skip', profileId: 'main', profileName: 'React work' });
    expect(byNone.body.profiles.map((p: { verdict: string }) => p.verdict)).toEqual(['skip', 'skip']);
    for (const profile of byNone.body.profiles)
      expect(profile.rules.find((rule: { code: string }) => rule.code === 'SKILLS_MISMATCH')).toMatchObject({
        passed: false,
      });

    // An inactive profile is not searched.
    await api.deps.storage.searchProfiles.update(session.user.id, php.id, { isActive: false });
    expect((await explain(session.token, phpProject.id)).body).toMatchObject({
      verdict: 'skip',
      profileId: 'main',
      profiles: [{ id: 'main' }],
    });
  });

  it('explains an old, closed project that is in neither the feed nor any search of active projects: Freelancer’s single read finds it', async () => {
    const session = await aBidder(10);
    await api.deps.storage.settings.update(session.user.id, { isActive: true });
    const old = listed({
      postedAt: new Date(api.deps.clock.now().getTime() - 3 * 24 * 60 * MINUTE),
      url: `https://www.freelancer.com/projects/react/old-closed-${upcomingProjectId()}`,
    });
    api.deps.marketplace.closeProject(old.id);
    const searches = vi.spyOn(api.deps.marketplace, 'searchActiveProjects');
    const reads = api.deps.marketplace.findProjectCallCount();

    for (const reference of [old.id, `${old.url}/proposals`]) {
      const answer = await explain(session.token, reference);
      expect(answer.status, reference).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        project: { id: old.id, url: old.url },
        verdict: 'skip',
        blocks: [],
      });
      const verdicts = Object.fromEntries(
        answer.body.rules.map((rule: { code: string; passed: boolean }) => [rule.code, rule.passed]),
      );
      expect(verdicts).toMatchObject({
        PROJECT_CLOSED: false,
        SKILLS_MISMATCH: true,
        ALREADY_BID: true,
        TOO_MANY_BIDS: true,
      });
    }
    expect(api.deps.marketplace.findProjectCallCount() - reads).toBe(2);
    expect(searches).not.toHaveBeenCalled();
    searches.mockRestore();
  });

  it('names the account’s blocks beside the project’s verdicts', async () => {
    const session = await aBidder(0);
    await api.deps.storage.settings.update(session.user.id, { isActive: true });
    const project = listed();
    const answer = await explain(session.token, project.id);
    expect(answer.body).toMatchObject({
      verdict: 'blocked',
      blocks: [{ code: 'NO_BIDS_LEFT', message: 'No available bids left' }],
    });
    expect(answer.body.rules.every((rule: { passed: boolean }) => rule.passed)).toBe(true);
  });

  it('answers 404 for an unknown project, 400 for what is not a project, 401 without a session', async () => {
    const session = await aBidder(10);
    expect(await explain(session.token, '999999999')).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'PROJECT_NOT_FOUND' },
    });
    expect(await explain(session.token, 'https://www.freelancer.com/projects/php/no-such-project')).toMatchObject({
      status: 404,
    });
    for (const bad of ['', 'hello', 'javascript:alert(1)', 'https://www.freelancer.com/u/someone', 'x'.repeat(600)]) {
      expect((await explain(session.token, bad)).status, bad).toBe(400);
    }
    // Worded for the box it is typed in ("Freelancer project link or id"), not by the query's name.
    expect((await explain(session.token, 'hello')).body).toEqual({
      success: false,
      message: 'Enter a Freelancer project link or id',
      errorCode: 'VALIDATION_FAILED',
      field: 'project',
    });
    expect((await api.request('GET', '/api/bidding/explain', { token: session.token })).status).toBe(400);
    expect(
      (await api.request('GET', '/api/bidding/explain?project=1&project=2', { token: session.token })).status,
    ).toBe(400);
    expect((await explain(undefined, '1')).status).toBe(401);
  });

  it('limits lookups per user', async () => {
    const session = await aBidder(10);
    const other = await aBidder(10);
    const project = listed();
    for (let n = 0; n < 20; n++) expect((await explain(session.token, project.id)).status).toBe(200);
    const limited = await explain(session.token, project.id);
    expect(limited).toMatchObject({ status: 429, body: { success: false, errorCode: 'RATE_LIMITED' } });
    expect((await explain(other.token, project.id)).status).toBe(200);
  });
});
