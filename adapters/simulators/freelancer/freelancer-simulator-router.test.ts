import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { FixedClock } from '../../testing/fixed-clock.js';
import { HttpFreelancerMarketplace } from '../../marketplace/http-freelancer-marketplace.js';
import { createKnex } from '../../storage/knex/knex-client.js';
import { freelancerSimulatorRouter } from './freelancer-simulator-router.js';
import { UPGRADE_FLAGS } from './project-generator.js';
import { FreelancerSimulatorState } from './simulator-state.js';

let db: Knex;
let server: Server;
let base: string;
let clock: FixedClock;
let state: FreelancerSimulatorState;

beforeEach(async () => {
  clock = new FixedClock('2026-03-01T12:00:00Z');
  db = createKnex({ dialect: 'sqlite', connection: ':memory:' });
  state = await FreelancerSimulatorState.open({ db, clock });
  const app = new Koa();
  const router = freelancerSimulatorRouter({ state });
  app.use(router.routes()).use(router.allowedMethods());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/freelancer/api`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.destroy();
});

async function call(
  path: string,
  init: { token?: string | null; method?: string; body?: unknown; rawBody?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token !== null) headers['Freelancer-OAuth-V1'] = init.token ?? 'demo';
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: (json ? await response.json() : await response.text()) as any,
  };
}

const bidFor = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  project_id: projectId,
  bidder_id: state.userFor('demo').id,
  amount: 250,
  period: 7,
  milestone_percentage: 100,
  description: 'I can do this.',
  ...overrides,
});

describe('Freelancer simulator', () => {
  it('refuses a missing token and one starting with invalid with a 401 error envelope', async () => {
    for (const token of [null, 'invalid-token']) {
      const response = await call('/users/0.1/self/', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        status: 'error',
        message: expect.any(String),
        error_code: 'RestExceptionCodes.NOT_AUTHENTICATED',
        request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
  });

  it('answers the token’s user with jobs only when asked', async () => {
    const withJobs = await call('/users/0.1/self/?jobs=true&compact=true');
    const without = await call('/users/0.1/self/?compact=true');

    expect(withJobs.body).toMatchObject({
      status: 'success',
      result: { id: state.userFor('demo').id, username: expect.any(String), role: 'freelancer' },
    });
    expect(withJobs.body.result.jobs.length).toBeGreaterThan(0);
    expect(without.body.result).not.toHaveProperty('jobs');
  });

  it('searches active projects newest first, with projections, from_time, filters and at most 100 per page', async () => {
    const all = await call('/projects/0.1/projects/active/?limit=500&full_description=true&job_details=true');
    const bare = await call('/projects/0.1/projects/active/?limit=1&compact=true');
    const times = all.body.result.projects.map((project: any) => project.time_submitted);
    const from = times[9];
    const recent = await call(`/projects/0.1/projects/active/?from_time=${from}&limit=100`);
    const hourly = await call('/projects/0.1/projects/active/?project_types[]=hourly&limit=100');
    const page = await call('/projects/0.1/projects/active/?limit=2&offset=1');

    expect(all.body.result.projects).toHaveLength(100);
    expect(all.body.result.total_count).toBeGreaterThan(100);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect(all.body.result.projects[0]).toMatchObject({
      description: expect.any(String),
      jobs: expect.any(Array),
      status: 'active',
      currency: { code: expect.any(String) },
    });
    expect(bare.body.result.projects[0]).not.toHaveProperty('description');
    expect(bare.body.result.projects[0]).not.toHaveProperty('jobs');
    expect(bare.body.result.projects[0].preview_description).toEqual(expect.any(String));
    expect(recent.body.result.projects.every((project: any) => project.time_submitted >= from)).toBe(true);
    expect(recent.body.result.projects.length).toBeGreaterThanOrEqual(10);
    expect(hourly.body.result.projects.every((project: any) => project.type === 'hourly')).toBe(true);
    expect(page.body.result.projects.map((project: any) => project.id)).toEqual(
      all.body.result.projects.slice(1, 3).map((project: any) => project.id),
    );
  });

  it('shows new projects as the clock moves on', async () => {
    const before = await call('/projects/0.1/projects/active/?limit=1');
    clock.advance(5 * 60_000);
    const after = await call('/projects/0.1/projects/active/?limit=1');

    expect(after.body.result.projects[0].id).toBeGreaterThan(before.body.result.projects[0].id);
    expect(after.body.result.total_count).toBeGreaterThan(before.body.result.total_count - 5);
  });

  it('places a bid, refuses a duplicate, a closed project, an unknown one and another bidder', async () => {
    const listed = await call('/projects/0.1/projects/active/?limit=3');
    const [open, closed] = listed.body.result.projects.map((project: any) => project.id as number);
    await state.closeProject(closed!);

    const placed = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(open!) });
    const duplicate = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(open!) });
    const onClosed = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(closed!) });
    const unknown = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(1) });
    const impostor = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(open!, { bidder_id: 12345 }) });

    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({
      id: expect.any(Number),
      project_id: open,
      bidder_id: state.userFor('demo').id,
      amount: 250,
      award_status: 'pending',
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        status: 'error',
        message: 'You have already bid on that project.',
        error_code: 'ProjectExceptionCodes.DUPLICATE_BID',
      },
    });
    expect(onClosed).toMatchObject({
      status: 403,
      body: {
        error_code: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
        message: 'This project is no longer accepting bids.',
      },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error_code: 'ProjectExceptionCodes.PROJECT_NOT_FOUND' } });
    expect(impostor).toMatchObject({ status: 403, body: { error_code: 'ProjectExceptionCodes.INVALID_BIDDER' } });
  });

  it('refuses a bid body with a missing or wrong field, and a body that is not JSON', async () => {
    const { project_id: _, ...noProject } = bidFor(1);
    const missing = await call('/projects/0.1/bids/', { method: 'POST', body: noProject });
    const wrong = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(1, { amount: 'lots' }) });
    const garbled = await call('/projects/0.1/bids/', { method: 'POST', rawBody: '{"project_id":' });

    expect(missing).toMatchObject({
      status: 400,
      body: {
        status: 'error',
        error_code: 'ExceptionCodes.MISSING_ARGUMENT',
        message: 'Missing argument: project_id.',
      },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error_code: 'ExceptionCodes.INVALID_ARGUMENT', message: 'Invalid value for amount.' },
    });
    expect(garbled).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('lists the caller’s bids with their award status', async () => {
    const listed = await call('/projects/0.1/projects/active/?limit=2');
    const [a, b] = listed.body.result.projects.map((project: any) => project.id as number);
    const first = (await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(a!) })).body.result.id as number;
    const second = (await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(b!) })).body.result.id as number;
    await state.setAwardStatus(first, 'awarded');

    const mine = await call(
      `/projects/0.1/bids/?bids[]=${first}&bids[]=${second}&bidders[]=${state.userFor('demo').id}`,
    );
    const someoneElse = await call(`/projects/0.1/bids/?bids[]=${first}`, { token: 'other-token' });

    expect(mine.body.result.bids.map((bid: any) => [bid.id, bid.award_status])).toEqual([
      [first, 'awarded'],
      [second, 'pending'],
    ]);
    expect(someoneElse.body.result.bids).toEqual([]);
  });

  it('answers the job catalogue without a token, filtered by category', async () => {
    const all = await call('/projects/0.1/jobs/', { token: null });
    const design = await call('/projects/0.1/jobs/?categories[]=3&active_project_count_details=true');

    expect(all.status).toBe(200);
    expect(all.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 3, name: 'PHP', seo_url: 'php' })]),
    );
    expect(design.body.result.every((job: any) => job.category.id === 3)).toBe(true);
    expect(design.body.result.some((job: any) => job.active_project_count > 0)).toBe(true);
  });

  it('limits a token to 120 requests a minute with 429 RATE_LIMITED, then lets it through again', async () => {
    for (let index = 0; index < 120; index += 1) state.admit('demo');
    const limited = await call('/users/0.1/self/');
    clock.advance(61_000);
    const again = await call('/users/0.1/self/');

    expect(limited).toMatchObject({
      status: 429,
      body: {
        status: 'error',
        error_code: 'AuthorisationExceptionCodes.RATE_LIMITED',
        message: 'You have made too many of these requests.',
      },
    });
    expect(limited.headers.get('ratelimit-limit')).toBe('120');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(again.status).toBe(200);
  });

  it('answers scripted outages once, and unknown paths with a 404 envelope', async () => {
    state.failNext('unavailable');
    const down = await call('/users/0.1/self/');
    const up = await call('/users/0.1/self/');
    const missing = await call('/projects/0.1/nothing-here/');

    expect(down).toMatchObject({
      status: 500,
      body: { status: 'error', error_code: 'ExceptionCodes.UNKNOWN_ERROR', message: 'An error has occurred.' },
    });
    expect(up.status).toBe(200);
    expect(missing).toMatchObject({ status: 404, body: { status: 'error', error_code: 'ExceptionCodes.NOT_FOUND' } });
  });
});

describe('Freelancer simulator’s clients', () => {
  const OWNER_PROJECTIONS =
    'user_details=true&user_status=true&user_employer_reputation=true&user_country_details=true';

  it('lists the owners in users, keyed by id, only when a user projection is asked, each part by its own projection', async () => {
    const bare = await call('/projects/0.1/projects/active/?limit=20');
    const full = await call(`/projects/0.1/projects/active/?limit=20&${OWNER_PROJECTIONS}`);
    const statusOnly = await call('/projects/0.1/projects/active/?limit=20&user_details=true&user_status=true');
    const owners = new Set(full.body.result.projects.map((project: any) => String(project.owner_id)));

    expect(bare.body.result.users).toBeNull();
    expect(new Set(Object.keys(full.body.result.users))).toEqual(owners);
    for (const [id, user] of Object.entries<any>(full.body.result.users)) {
      expect(String(user.id)).toBe(id);
      expect(typeof user.status.payment_verified).toBe('boolean');
      expect(user.employer_reputation.entire_history).toMatchObject({
        overall: expect.any(Number),
        reviews: expect.any(Number),
      });
      expect(user.location.country.code).toMatch(/^[a-z]{2}$/);
      expect(user.registration_date).toEqual(expect.any(Number));
    }
    for (const user of Object.values<any>(statusOnly.body.result.users)) {
      expect(typeof user.status.payment_verified).toBe('boolean');
      expect(user.employer_reputation).toBeNull();
      expect(user.location).toBeNull();
    }
  });

  it('embeds the owner in a single read when asked, and the adapter reads the same client from either', async () => {
    const [listed] = (await call('/projects/0.1/projects/active/?limit=1')).body.result.projects;
    const single = await call(`/projects/0.1/projects/${listed.id}/?${OWNER_PROJECTIONS}`);
    const bare = await call(`/projects/0.1/projects/${listed.id}/`);
    const marketplace = new HttpFreelancerMarketplace({ baseUrl: base });
    const searched = (await marketplace.searchActiveProjects({ token: 'demo', limit: 1, offset: 0 })).projects[0];
    const read = await marketplace.findProject({ token: 'demo', project: { kind: 'id', id: String(listed.id) } });

    expect(single.body.result.owner.id).toBe(listed.owner_id);
    expect(bare.body.result.owner).toBeNull();
    expect(searched?.client).toMatchObject({
      id: String(listed.owner_id),
      paymentVerified: expect.any(Boolean),
      rating: expect.any(Number),
      reviews: expect.any(Number),
      country: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(read?.client).toEqual(searched?.client);
    expect(read?.language).toBe(searched?.language);
    expect(read?.bidAvg).toBe(searched?.bidAvg);
  });

  it('serves a realistic spread of clients: verified or not, rated or new with no reviews, from many countries', async () => {
    const { users } = (await call(`/projects/0.1/projects/active/?limit=100&${OWNER_PROJECTIONS}`)).body.result;
    const clients = Object.values<any>(users);
    const share = (test: (user: any) => boolean) => clients.filter(test).length / clients.length;

    expect(clients.length).toBeGreaterThan(50);
    expect(share((user) => user.status.payment_verified === true)).toBeGreaterThan(0.5);
    expect(share((user) => user.status.payment_verified === false)).toBeGreaterThan(0.05);
    expect(share((user) => user.employer_reputation.entire_history.reviews === 0)).toBeGreaterThan(0.05);
    expect(clients.some((user) => user.employer_reputation.entire_history.overall >= 4.5)).toBe(true);
    expect(
      clients.some(
        (user) =>
          user.employer_reputation.entire_history.overall > 0 && user.employer_reputation.entire_history.overall < 3.6,
      ),
    ).toBe(true);
    expect(new Set(clients.map((user) => user.location.country.code)).size).toBeGreaterThan(8);
  });

  it('answers a client put by a test on every project its id owns', async () => {
    const [listed] = (await call('/projects/0.1/projects/active/?limit=1')).body.result.projects;
    await state.putClient({
      id: listed.owner_id,
      username: 'risky_buyer',
      paymentVerified: false,
      rating: 0,
      reviews: 0,
      country: 'NG',
      registeredAt: Date.parse('2026-02-20T00:00:00Z'),
    });

    const { users } = (await call(`/projects/0.1/projects/active/?limit=1&${OWNER_PROJECTIONS}`)).body.result;

    expect(users[String(listed.owner_id)]).toMatchObject({
      username: 'risky_buyer',
      status: { payment_verified: false },
      employer_reputation: { entire_history: { overall: 0, reviews: 0 } },
      location: { country: { code: 'ng', name: 'Nigeria' } },
      registration_date: Date.parse('2026-02-20T00:00:00Z') / 1000,
    });
  });

  it('filters a search by languages[] as Freelancer does', async () => {
    const all = [
      ...(await call('/projects/0.1/projects/active/?limit=100')).body.result.projects,
      ...(await call('/projects/0.1/projects/active/?limit=100&offset=100')).body.result.projects,
    ];
    const foreign = (await call('/projects/0.1/projects/active/?limit=100&languages[]=de&languages[]=ES')).body.result
      .projects;

    expect(all.length).toBeLessThan(200);
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.length).toBe(all.filter((project: any) => ['de', 'es'].includes(project.language)).length);
    expect(foreign.every((project: any) => ['de', 'es'].includes(project.language))).toBe(true);
  });

  it('states the average bid as 0 before the first bid and within the client’s range after, with each brief’s language', async () => {
    const { projects } = (await call('/projects/0.1/projects/active/?limit=100')).body.result;

    for (const project of projects) {
      const { bid_count: count, bid_avg: average } = project.bid_stats;
      if (count === 0) expect(average).toBe(0);
      else expect(average).toBeGreaterThanOrEqual(project.budget.minimum);
      if (count > 0 && project.budget.maximum !== null) expect(average).toBeLessThanOrEqual(project.budget.maximum);
      expect(['en', 'de', 'es', 'fr', 'pt']).toContain(project.language);
      if (project.type === 'hourly')
        expect(project.hourly_project_info).toMatchObject({
          commitment: { hours: expect.any(Number), interval: 'WEEK' },
        });
    }
  });
});

describe('Freelancer simulator listing edited projects', () => {
  const search = async (query: string) =>
    (await call(`/projects/0.1/projects/active/?${query}`)).body.result as {
      projects: { time_submitted: number; time_updated: number }[];
      total_count: number;
    };

  it('lists the last updated first: older projects edited now fill the first page, and from_time still bounds what is listed', async () => {
    const hourAgo = clock.now().getTime() - 3_600_000;
    const before = await search('limit=100');
    expect(before.projects.map((project) => project.time_submitted)).toEqual(
      before.projects.map((project) => project.time_submitted).sort((a, b) => b - a),
    );

    const edited = await state.editOlderProjects(hourAgo);
    const page1 = await search('limit=100');
    const lastHour = await search(`from_time=${hourAgo / 1000}&limit=100`);

    expect(edited).toBeGreaterThan(100);
    // Every project of the first page was posted over an hour ago and updated now; the newest come later.
    expect(
      page1.projects.every(
        (project) => project.time_submitted * 1000 < hourAgo && project.time_updated === clock.now().getTime() / 1000,
      ),
    ).toBe(true);
    expect(page1.total_count).toBe(before.total_count);
    const rest = await search(`limit=100&offset=${edited}`);
    expect(rest.projects[0]?.time_submitted).toBe(before.projects[0]?.time_submitted);
    // from_time lists projects posted at or after it, edited or not.
    expect(lastHour.projects.length).toBeGreaterThan(0);
    expect(
      lastHour.projects.every(
        (project) => project.time_submitted >= hourAgo / 1000 && project.time_updated === project.time_submitted,
      ),
    ).toBe(true);
  });
});

describe("Freelancer simulator's project pages", () => {
  const page = async (path: string) => {
    const response = await fetch(`${base.replace(/\/api$/, '')}/projects/${path}`);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };

  it('shows a project at the link its search answer leads to, found by the id ending its SEO path', async () => {
    const search = await call('/projects/0.1/projects/active/?limit=1&job_details=true');
    const project = search.body.result.projects[0];

    const shown = await page(project.seo_url);

    expect(project.seo_url).toMatch(new RegExp(`-${project.id}$`));
    expect(shown.status).toBe(200);
    expect(shown.type).toContain('text/html');
    expect(shown.html).toContain(`<h1>${project.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</h1>`);
    expect(shown.html).toContain('Open for bids');
    expect(shown.html).toContain(project.currency.code);
    expect(shown.html).toContain(`<dd>${project.id}</dd>`);
  });

  it('escapes what a project carries and says when it is closed', async () => {
    await state.seedProject({
      id: '40100200',
      title: 'Fix <script>alert(1)</script> & more',
      description: 'Plain <b>text</b>',
      url: 'https://x.test/projects/fix-40100200',
      type: 'hourly',
      currency: 'EUR',
      budgetMin: 20,
      budgetMax: 40,
      bidCount: 2,
      skills: ['PHP'],
      postedAt: clock.now(),
      kinds: [],
      ownerId: null,
      isOpen: true,
    });
    await state.closeProject(40100200);

    const shown = await page('fix-40100200');

    expect(shown.html).not.toContain('<script>');
    expect(shown.html).toContain('Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(shown.html).toContain('Plain &lt;b&gt;text&lt;/b&gt;');
    expect(shown.html).toContain('Closed');
    expect(shown.html).toContain('per hour');
  });

  it('names the upgrades a project is served with', async () => {
    await state.seedProject(
      {
        id: '40100300',
        title: 'Secret work',
        description: 'Hush.',
        url: 'https://x.test/projects/secret-40100300',
        type: 'fixed',
        currency: 'USD',
        budgetMin: 20,
        budgetMax: 40,
        bidCount: 0,
        skills: ['PHP'],
        postedAt: clock.now(),
        kinds: [],
        ownerId: null,
        isOpen: true,
      },
      { upgrades: { NDA: true, pf_only: true } },
    );

    expect((await page('secret-40100300')).html).toContain('<dt>Upgrades</dt><dd>NDA, Preferred Freelancers only</dd>');
  });

  it('shows the client and the language, the brief marked with its language', async () => {
    await state.seedProject({
      id: '40100400',
      title: 'Tienda online',
      description: 'Necesito una tienda.',
      url: 'https://x.test/projects/tienda-40100400',
      type: 'fixed',
      currency: 'EUR',
      budgetMin: 250,
      budgetMax: 750,
      bidCount: 0,
      skills: ['WordPress'],
      postedAt: clock.now(),
      kinds: [],
      ownerId: '52000000',
      isOpen: true,
      language: 'es',
      client: {
        id: '52000000',
        paymentVerified: false,
        rating: 4.25,
        reviews: 7,
        country: 'ES',
        registeredAt: new Date('2024-05-02T00:00:00Z'),
      },
    });
    await state.seedProject({
      id: '40100401',
      title: 'No client',
      description: 'Hm.',
      url: 'https://x.test/projects/none-40100401',
      type: 'fixed',
      currency: 'USD',
      budgetMin: 20,
      budgetMax: 40,
      bidCount: 0,
      skills: ['PHP'],
      postedAt: clock.now(),
      kinds: [],
      ownerId: '81234560',
      isOpen: true,
      client: null,
    });

    const shown = (await page('tienda-40100400')).html;

    expect(shown).toContain('<dt>Language</dt><dd>Spanish (es)</dd>');
    expect(shown).toContain('<p class="description" lang="es">Necesito una tienda.</p>');
    expect(shown).toContain('<dt>Payment method</dt><dd>Not verified</dd>');
    expect(shown).toContain('<dt>Rating</dt><dd>4.3 of 5 from 7 reviews</dd>');
    expect(shown).toContain('<dt>Country</dt><dd>Spain</dd>');
    expect(shown).toContain('<dt>Member since</dt><dd>2024-05-02</dd>');
    expect((await page('none-40100401')).html).toContain('<dt>Client</dt><dd>Not known to the simulator</dd>');
  });

  it('answers a page of its own for a path that names no project', async () => {
    for (const path of ['no-such-project', 'php/gone-99999999']) {
      const shown = await page(path);
      expect(shown.status).toBe(404);
      expect(shown.html).toContain('Project not found');
    }
  });
});

describe('Freelancer simulator serving malformed projects', () => {
  const search = async () =>
    (await call('/projects/0.1/projects/active/?limit=100')).body.result.projects as Record<string, unknown>[];

  it('serves none by default, and when switched on, about the share asked for, each with its currency null or its title missing', async () => {
    const clean = await search();
    expect(clean.length).toBeGreaterThan(100 - 1);
    expect(clean.every((project) => typeof project.title === 'string' && project.currency !== null)).toBe(true);

    state.serveMalformedProjects(0.3);
    const served = await search();
    const malformed = served.filter((project) => project.title === undefined || project.currency === null);

    expect(served.map((project) => project.id)).toEqual(clean.map((project) => project.id));
    expect(malformed.length).toBeGreaterThan(15);
    expect(malformed.length).toBeLessThan(45);
    expect(malformed.map((project) => state.isServedMalformed(project.id as number))).not.toContain(false);
    expect(
      served
        .filter((project) => !malformed.includes(project))
        .map((project) => state.isServedMalformed(project.id as number)),
    ).not.toContain(true);
    expect(malformed.some((project) => project.currency === null)).toBe(true);
    expect(malformed.some((project) => project.title === undefined)).toBe(true);
    // The same projects come malformed on every search.
    expect(
      (await search())
        .filter((project) => project.title === undefined || project.currency === null)
        .map((project) => project.id),
    ).toEqual(malformed.map((project) => project.id));

    // The single-project read is untouched, and switching off restores every search answer.
    const broken = malformed[0]!;
    expect((await call(`/projects/0.1/projects/${String(broken.id)}/`)).body.result).toMatchObject({
      id: broken.id,
      title: expect.any(String),
      currency: { code: expect.any(String) },
    });
    state.serveMalformedProjects(0);
    expect(await search()).toEqual(clean);
  });

  describe('the account’s own Freelancer bids', () => {
    const self = async (token = 'demo') =>
      (await call('/users/0.1/self/?balance_details=true&membership_details=true&compact=true', { token })).body.result;
    const openIds = async (count: number): Promise<number[]> =>
      (await call(`/projects/0.1/projects/active/?limit=${count}`)).body.result.projects.map(
        (project: any) => project.id as number,
      );
    const bidOn = (projectId: number, token = 'demo') =>
      call('/projects/0.1/bids/', {
        method: 'POST',
        token,
        body: { ...bidFor(projectId), bidder_id: state.userFor(token).id },
      });

    it('reports a generous quota by default, in account_balances and membership_package, only when those projections are asked', async () => {
      const bare = (await call('/users/0.1/self/?compact=true')).body.result;
      expect(bare).not.toHaveProperty('account_balances');
      expect(bare).not.toHaveProperty('membership_package');
      expect(bare.limited_account).toBe(false);
      expect(await self()).toMatchObject({
        account_balances: { bids_remaining: 100 },
        membership_package: { bid_limit: 100 },
        limited_account: false,
      });
    });

    it('counts each bid down, refuses with Freelancer’s own words once used up, and gives bids back as the period rolls on', async () => {
      state.setBidQuota({ bids: 2, periodMs: 60 * 60_000 });
      const [first, second, third] = await openIds(3);
      expect((await bidOn(first!)).status).toBe(200);
      expect((await self()).account_balances.bids_remaining).toBe(1);
      clock.advance(10 * 60_000);
      expect((await bidOn(second!)).status).toBe(200);
      expect((await self()).account_balances.bids_remaining).toBe(0);

      const refused = await bidOn(third!);
      expect(refused).toMatchObject({
        status: 403,
        body: {
          status: 'error',
          message: 'You have used all of your bids.',
          error_code: 'ProjectExceptionCodes.NOT_ENOUGH_BIDS',
        },
      });
      // Another account has its own quota.
      expect((await self('other-account')).account_balances.bids_remaining).toBe(2);

      clock.advance(50 * 60_000);
      expect((await self()).account_balances.bids_remaining).toBe(1);
      expect((await bidOn(third!)).status).toBe(200);
    });

    it('shows limited_account: true for a token switched to limited, and false again when switched back', async () => {
      state.limitAccount('demo');
      expect((await self()).limited_account).toBe(true);
      expect((await self('other-account')).limited_account).toBe(false);
      state.limitAccount('demo', false);
      expect((await self()).limited_account).toBe(false);
    });

    it('is read by the HTTP adapter as BidPilot reads Freelancer', async () => {
      state.setBidQuota({ bids: 7, periodMs: 60 * 60_000 });
      state.limitAccount('demo');
      const read = await new HttpFreelancerMarketplace({ baseUrl: base }).getSelf('demo');
      expect(read.account).toEqual({ bidsRemaining: 7, bidLimit: 7, bidsRefreshedAt: null, limited: true });
    });
  });
});

/** Freelancer's error envelope, exactly. */
const envelope = (errorCode: string, message: string) => ({
  status: 'error',
  message,
  error_code: errorCode,
  request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
});
const ACCOUNT_BARRING = ['featured', 'NDA', 'pf_only', 'premium', 'qualified'];

/** A project of the test's own, in USD, with the upgrades given. */
async function seeded(
  id: number,
  extras: Parameters<FreelancerSimulatorState['seedProject']>[1] = {},
): Promise<number> {
  await state.seedProject(
    {
      id: String(id),
      title: `Project ${id}`,
      description: 'Work.',
      url: `https://x.test/projects/p-${id}`,
      type: 'fixed',
      currency: 'USD',
      budgetMin: 100,
      budgetMax: 5000,
      bidCount: 0,
      skills: ['PHP'],
      postedAt: clock.now(),
      kinds: [],
      ownerId: null,
      isOpen: true,
    },
    extras,
  );
  return id;
}
const bid = (projectId: number, token = 'demo', overrides: Record<string, unknown> = {}) =>
  call('/projects/0.1/bids/', {
    method: 'POST',
    token,
    body: { ...bidFor(projectId), bidder_id: state.userFor(token).id, ...overrides },
  });

describe('Freelancer simulator with upgraded projects', () => {
  const search = async () =>
    (await call('/projects/0.1/projects/active/?limit=100')).body.result.projects as {
      id: number;
      upgrades: Record<string, unknown>;
    }[];

  it('shows all of Freelancer’s upgrade flags as booleans, and none that bars an account unless switched on', async () => {
    const projects = await search();

    expect(projects.length).toBe(100);
    for (const project of projects) {
      expect(Object.keys(project.upgrades).sort()).toEqual([...UPGRADE_FLAGS].sort());
      expect(Object.values(project.upgrades).every((value) => typeof value === 'boolean')).toBe(true);
      expect(ACCOUNT_BARRING.filter((flag) => project.upgrades[flag])).toEqual([]);
    }
  });

  it('serves about the share asked for with one account-barring upgrade each, the same on every read, and in the project read', async () => {
    state.configure({ upgradedProjectRate: 0.4 });
    const projects = await search();
    const upgraded = projects.filter((project) => ACCOUNT_BARRING.some((flag) => project.upgrades[flag]));

    expect(upgraded.length).toBeGreaterThan(25);
    expect(upgraded.length).toBeLessThan(55);
    for (const project of upgraded) expect(ACCOUNT_BARRING.filter((flag) => project.upgrades[flag])).toHaveLength(1);
    for (const flag of ACCOUNT_BARRING) expect(upgraded.some((project) => project.upgrades[flag])).toBe(true);
    expect((await search()).map((project) => project.upgrades)).toEqual(projects.map((project) => project.upgrades));
    const one = upgraded[0]!;
    expect((await call(`/projects/0.1/projects/${one.id}/`)).body.result.upgrades).toEqual(one.upgrades);

    state.configure({ upgradedProjectRate: 0 });
    expect((await search()).filter((project) => ACCOUNT_BARRING.some((flag) => project.upgrades[flag]))).toEqual([]);
  });

  it('refuses any bid on an NDA project: NDA_NOT_SIGNED', async () => {
    const nda = await seeded(40_200_001, { upgrades: { NDA: true } });
    const listed = (await search())[0]!.id;
    await state.upgradeProject(listed, { NDA: true });

    const onSeeded = await bid(nda);
    const onListed = await bid(listed);

    expect(onSeeded).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.NDA_NOT_SIGNED',
        'You must sign the NDA for this project before you can bid on it.',
      ),
    });
    expect(onListed.status).toBe(403);
    expect((await call(`/projects/0.1/projects/${listed}/`)).body.result.upgrades).toMatchObject({ NDA: true });
    expect(await state.findBids({ projects: [nda, listed] })).toEqual([]);
  });
});

describe('Freelancer simulator with restricted accounts', () => {
  it('refuses a barred account on featured, preferred-only, verified-only and qualified projects, and lets another bid', async () => {
    const featured = await seeded(40_300_001, { upgrades: { featured: true } });
    const preferred = await seeded(40_300_002, { upgrades: { pf_only: true } });
    const premium = await seeded(40_300_003, { upgrades: { premium: true } });
    const qualified = await seeded(40_300_004, { upgrades: { qualified: true } });
    state.restrictAccount('barred', { featured: true, preferred_only: true, verified_only: true, qualified: true });

    expect(await bid(featured, 'barred')).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
        'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
      ),
    });
    expect(await bid(preferred, 'barred')).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.PREFERRED_FREELANCER_ONLY',
        'Only Preferred Freelancers can bid on this project.',
      ),
    });
    expect(await bid(premium, 'barred')).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
        'Only verified freelancers can bid on this project.',
      ),
    });
    expect(await bid(qualified, 'barred')).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.QUALIFICATION_REQUIRED',
        'You need to pass the required exam to bid on this project.',
      ),
    });
    for (const project of [featured, preferred, premium, qualified])
      expect((await bid(project, 'free')).status).toBe(200);

    state.restrictAccount('barred', { featured: false });
    expect((await bid(featured, 'barred')).status).toBe(200);
  });

  it('refuses an unverified account a bid over $2,500 with Freelancer’s verified-only refusal, and shows it unverified', async () => {
    const big = await seeded(40_300_010);
    state.restrictAccount('unverified', { verified_only: true });

    const over = await bid(big, 'unverified', { amount: 2600 });
    const under = await bid(big, 'unverified', { amount: 2400 });
    const self = await call('/users/0.1/self/', { token: 'unverified' });

    expect(over).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
        'Only verified freelancers can bid on this project.',
      ),
    });
    expect(under.status).toBe(200);
    expect(self.body.result.status.identity_verified).toBe(false);
    expect((await call('/users/0.1/self/', { token: 'verified' })).body.result.status.identity_verified).toBe(true);
  });

  it('bars a share of accounts by their token alone when switched on', async () => {
    state.configure({ restrictedAccountRate: 0.5 });
    const tokens = Array.from({ length: 40 }, (_, index) => `account-${index}`);
    const barredFromFeatured = tokens.filter((token) => state.standingOf(token).barredFrom.has('featured'));

    expect(barredFromFeatured.length).toBeGreaterThan(10);
    expect(barredFromFeatured.length).toBeLessThan(30);
    expect(tokens.filter((token) => state.standingOf(token).barredFrom.has('featured'))).toEqual(barredFromFeatured);
    const featured = await seeded(40_300_020, { upgrades: { featured: true } });
    expect((await bid(featured, barredFromFeatured[0]!)).body.error_code).toBe(
      'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
    );
    expect(
      (
        await bid(
          featured,
          tokens.find((token) => !barredFromFeatured.includes(token))!,
        )
      ).status,
    ).toBe(200);

    state.configure({ restrictedAccountRate: 0 });
    expect(tokens.some((token) => state.standingOf(token).barredFrom.size > 0)).toBe(false);
  });
});

describe('Freelancer simulator refusing accounts, tokens and projects', () => {
  it('refuses an account bidding faster than the limit, then takes its bids again once the window has passed', async () => {
    state.configure({ tooFast: { bids: 2, windowMs: 60_000 } });
    const ids = await Promise.all([1, 2, 3, 4].map((n) => seeded(40_400_000 + n)));

    const first = await bid(ids[0]!);
    clock.advance(20_000);
    const second = await bid(ids[1]!);
    const third = await bid(ids[2]!);
    const someoneElse = await bid(ids[2]!, 'other-token');
    clock.advance(41_000);
    const afterFirstLeft = await bid(ids[2]!);
    const againTooFast = await bid(ids[3]!);

    expect([first.status, second.status, someoneElse.status, afterFirstLeft.status]).toEqual([200, 200, 200, 200]);
    expect(third).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.BID_FAILED',
        'You appear to be bidding too fast. Please wait a few minutes before bidding again.',
      ),
    });
    expect(againTooFast.status).toBe(403);
  });

  it('refuses a second bid by the same bidder on a project with 409 DUPLICATE_BID', async () => {
    const id = await seeded(40_400_010);
    expect((await bid(id)).status).toBe(200);
    expect(await bid(id)).toMatchObject({
      status: 409,
      body: envelope('ProjectExceptionCodes.DUPLICATE_BID', 'You have already bid on that project.'),
    });
  });

  it('refuses a token it was told to refuse, on every endpoint, with 401 NOT_AUTHENTICATED', async () => {
    expect((await call('/users/0.1/self/', { token: 'revoked' })).status).toBe(200);
    state.refuseToken('revoked');

    for (const path of [
      '/users/0.1/self/',
      '/projects/0.1/projects/active/',
      '/projects/0.1/bids/',
      '/projects/0.1/jobs/',
    ]) {
      expect(await call(path, { token: 'revoked' })).toMatchObject({
        status: 401,
        body: envelope('RestExceptionCodes.NOT_AUTHENTICATED', 'You must be logged in to perform this request.'),
      });
    }
  });

  it('refuses bids by a limited account, one switched or one whose token starts with limited, and shows it limited', async () => {
    const id = await seeded(40_400_020);
    state.limitAccount('demo');
    const limited = envelope(
      'UserExceptionCodes.ACCOUNT_LIMITED',
      'Your account has been limited. Please contact Freelancer support.',
    );

    expect(await bid(id)).toMatchObject({ status: 403, body: limited });
    expect(await bid(id, 'limited-by-name')).toMatchObject({ status: 403, body: limited });
    expect((await call('/users/0.1/self/')).body.result.limited_account).toBe(true);
    expect((await call('/users/0.1/self/', { token: 'fine' })).body.result.limited_account).toBe(false);

    state.limitAccount('demo', false);
    expect((await bid(id)).status).toBe(200);
  });

  it('refuses a closed project with 403 PROJECT_NOT_ACTIVE', async () => {
    const id = await seeded(40_400_030);
    await state.closeProject(id);
    expect(await bid(id)).toMatchObject({
      status: 403,
      body: envelope('ProjectExceptionCodes.PROJECT_NOT_ACTIVE', 'This project is no longer accepting bids.'),
    });
  });

  it('refuses a bid where the project asks for an account balance, a project switched or a share of the stream', async () => {
    const id = await seeded(40_400_040);
    await state.requireBalance(id);
    expect(await bid(id)).toMatchObject({
      status: 403,
      body: envelope(
        'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
        'To bid on this project, you must have at least $19 USD or equivalent in your account balance.',
      ),
    });
    await state.requireBalance(id, null);
    expect((await bid(id)).status).toBe(200);

    const stream = await state.activeProjects();
    expect(stream.filter((project) => state.minimumBalanceOf(project) !== null)).toEqual([]);
    state.configure({ balanceMinimumRate: 0.3 });
    const asking = stream.filter((project) => state.minimumBalanceOf(project) !== null);
    expect(asking.length / stream.length).toBeGreaterThan(0.15);
    expect(asking.length / stream.length).toBeLessThan(0.45);
    expect((await bid(asking[0]!.id)).body.error_code).toBe('ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET');
  });
});

describe('Freelancer simulator’s RateLimit headers and firewall', () => {
  it('puts RateLimit-Limit and RateLimit-Remaining on every API answer, counting down per token', async () => {
    const answers = [
      await call('/users/0.1/self/'),
      await call('/projects/0.1/projects/active/?limit=1'),
      await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(1) }),
      await call('/projects/0.1/bids/', { method: 'POST', rawBody: '{' }),
      await call('/projects/0.1/nothing-here/'),
    ];
    const other = await call('/users/0.1/self/', { token: 'someone-else' });
    const refused = await call('/users/0.1/self/', { token: 'invalid-token' });
    state.failNext('unavailable');
    const down = await call('/users/0.1/self/');

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 400, 404]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-limit'))).toEqual(['120', '120', '120', '120', '120']);
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual([
      '119',
      '118',
      '117',
      '116',
      '115',
    ]);
    expect(other.headers.get('ratelimit-remaining')).toBe('119');
    expect([refused.status, refused.headers.get('ratelimit-remaining')]).toEqual([401, '119']);
    expect([down.status, down.headers.get('ratelimit-remaining')]).toEqual([500, '114']);
  });

  it('answers 429 RATE_LIMITED with Remaining 0 when told to', async () => {
    state.failNext('rate_limited');
    const limited = await call('/users/0.1/self/');

    expect(limited).toMatchObject({
      status: 429,
      body: envelope('AuthorisationExceptionCodes.RATE_LIMITED', 'You have made too many of these requests.'),
    });
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('answers a scripted firewall page: 403, HTML, no envelope and no rate headers', async () => {
    state.failNext('firewall');
    const blocked = await call('/projects/0.1/bids/', { method: 'POST', body: bidFor(1) });
    const after = await call('/users/0.1/self/');

    expect(blocked.status).toBe(403);
    expect(blocked.headers.get('content-type')).toContain('text/html');
    expect(blocked.body).toContain('<h1>Access denied</h1>');
    expect(blocked.headers.get('ratelimit-limit')).toBeNull();
    expect(after.status).toBe(200);
  });

  it('answers about the share of API requests asked for with the firewall page, never a project page', async () => {
    state.configure({ firewallRate: 0.5 });
    const statuses = [];
    for (let index = 0; index < 40; index += 1) statuses.push((await call('/users/0.1/self/')).status);
    const pageStatus = (await fetch(`${base.replace(/\/api$/, '')}/projects/no-such-project`)).status;

    expect(statuses.filter((status) => status === 403).length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(10);
    expect(pageStatus).toBe(404);
    state.configure({ firewallRate: 0 });
    expect((await call('/users/0.1/self/')).status).toBe(200);
  });
});

describe('Freelancer simulator’s award endings', () => {
  it('ends a share of awards revoked or canceled, listed with those statuses', async () => {
    state.configure({ awardEndingRate: 1 });
    const projects = (await call('/projects/0.1/projects/active/?limit=100')).body.result.projects.slice(0, 60) as {
      id: number;
    }[];
    const placed: number[] = [];
    for (const project of projects) placed.push((await bid(project.id)).body.result.id as number);
    clock.advance(9 * 3_600_000);

    const listed = await call(`/projects/0.1/bids/?${placed.map((id) => `bids[]=${id}`).join('&')}`);
    const statuses = new Set(listed.body.result.bids.map((item: { award_status: string }) => item.award_status));

    expect(statuses).toContain('revoked');
    expect(statuses).toContain('canceled');
    expect(statuses).toContain('rejected');
    expect(statuses).not.toContain('awarded');
  });
});
