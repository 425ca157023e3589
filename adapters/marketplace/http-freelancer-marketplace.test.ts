import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bidRefusalCause } from '../../core/domain/bidding/bid-refusal.js';
import { HttpFreelancerMarketplace } from './http-freelancer-marketplace.js';

const BASE = 'https://www.freelancer.com/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const marketplace = (timeoutMs = 1_000) => new HttpFreelancerMarketplace({ baseUrl: `${BASE}/`, timeoutMs });
const envelope = (result: unknown) => ({ status: 'success', result, request_id: 'r1' });
const failure = (status: number, body: string | Record<string, string>) =>
  typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status });
const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'no error',
    (error: { code?: unknown }) => error.code,
  );
const bid = {
  token: 'tok',
  projectId: '39537250',
  bidderId: '26605882',
  amount: 123.45,
  period: 5,
  description: 'Proposal',
};

const aProject = {
  id: 39537250,
  title: 'Build a React dashboard',
  seo_url: 'react-js/build-react-dashboard',
  type: 'FIXED',
  preview_description: 'Need a React.js dashboard...',
  currency: { id: 1, code: 'usd', sign: '$' },
  budget: { minimum: 250 },
  jobs: [{ id: 759, name: 'React.js' }],
  time_submitted: 1717000000,
  extra_vendor_field: { anything: true },
};

describe('HttpFreelancerMarketplace', () => {
  it('sends the OAuth header, JSON accept, and the search parameters Freelancer expects', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, ({ request }) => {
        seen = request;
        return HttpResponse.json(envelope({ projects: [aProject], total_count: 1 }));
      }),
    );

    const {
      projects: [project],
      listed,
    } = await marketplace().searchActiveProjects({
      token: 'tok-1',
      since: new Date('2024-05-29T16:26:39.500Z'),
      limit: 500,
      offset: 20,
    });
    const query = new URL(seen!.url).searchParams;

    expect(seen!.headers.get('freelancer-oauth-v1')).toBe('tok-1');
    expect(seen!.headers.get('authorization')).toBeNull();
    expect(seen!.headers.get('accept')).toBe('application/json');
    // No sort_field: Freelancer's order is not relied on (docs/design.md#feed-poll).
    expect(Object.fromEntries(query)).toEqual({
      full_description: 'true',
      job_details: 'true',
      upgrade_details: 'true',
      user_details: 'true',
      user_status: 'true',
      user_employer_reputation: 'true',
      user_country_details: 'true',
      limit: '100',
      offset: '20',
      from_time: '1716999999',
    });
    expect(listed).toBe(1);
    // Missing optional fields fall back: description from the preview, no maximum, no bids yet.
    expect(project).toEqual({
      id: '39537250',
      title: 'Build a React dashboard',
      description: 'Need a React.js dashboard...',
      url: 'https://www.freelancer.com/projects/react-js/build-react-dashboard',
      type: 'fixed',
      currency: 'USD',
      usdPerUnit: null,
      budgetMin: 250,
      budgetMax: null,
      bidCount: 0,
      skills: ['React.js'],
      postedAt: new Date(1717000000 * 1000),
      kinds: [],
      ownerId: null,
      isOpen: true,
      language: null,
      bidAvg: null,
      upgrades: [],
      client: null,
    });
  });

  it("keeps the currency's rate Freelancer gives with the project, and none that no price can be divided by", async () => {
    const priced = (id: number, exchange_rate: unknown) => ({
      ...aProject,
      id,
      currency: { id: 3, code: 'aud', sign: '$', exchange_rate },
    });
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(
          envelope({ projects: [priced(1, 0.64), priced(2, 0), priced(3, -1), priced(4, null)], total_count: 4 }),
        ),
      ),
    );

    const { projects } = await marketplace().searchActiveProjects({
      token: 'tok',
      since: new Date(0),
      limit: 10,
      offset: 0,
    });

    expect(projects.map((project) => [project.currency, project.usdPerUnit])).toEqual([
      ['AUD', 0.64],
      ['AUD', null],
      ['AUD', null],
      ['AUD', null],
    ]);
  });

  it("reads a title as one line of visible text: a client's line break or direction override is a space", async () => {
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(
          envelope({
            projects: [{ ...aProject, title: 'Fix it\r\nApprove: http://evil.test \u202egnp' }],
            total_count: 1,
          }),
        ),
      ),
    );
    const { projects } = await marketplace().searchActiveProjects({
      token: 'tok-1',
      since: new Date(0),
      limit: 10,
      offset: 0,
    });
    expect(projects[0]?.title).toBe('Fix it Approve: http://evil.test gnp');
  });

  it('reads the language, average bid, upgrades and client of a recorded-shape page, each odd value unknown on its own', async () => {
    // Owners come in `users`, keyed by id as a string; one owner's fields are all odd, one is missing, one project has no owner id.
    const page = JSON.parse(
      readFileSync(new URL('./fixtures/search-page-with-owners.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    server.use(http.get(`${BASE}/projects/0.1/projects/active/`, () => HttpResponse.json(page)));

    const { projects: found, listed } = await marketplace().searchActiveProjects({
      token: 'tok',
      limit: 100,
      offset: 0,
    });
    const byId = Object.fromEntries(found.map((project) => [project.id, project]));

    expect(listed).toBe(4);
    expect(found.map((project) => project.id)).toEqual(['39537260', '39537261', '39537262', '39537263']);
    expect(byId['39537260']).toMatchObject({
      type: 'hourly',
      budgetMin: 15,
      budgetMax: 25,
      bidCount: 9,
      language: 'en',
      bidAvg: 21.5,
      upgrades: ['featured', 'urgent'],
      kinds: ['featured'],
      skills: ['Article Writing', 'Swift'],
      client: {
        id: '81234567',
        paymentVerified: true,
        rating: 4.87,
        reviews: 23,
        country: 'GB',
        registeredAt: new Date(1420070400 * 1000),
      },
    });
    expect(byId['39537261']).toMatchObject({
      language: 'es',
      bidAvg: null,
      upgrades: ['sealed', 'nda'],
      client: { id: '81234568', paymentVerified: null, rating: null, reviews: null, country: null, registeredAt: null },
    });
    expect(byId['39537262']).toMatchObject({
      ownerId: '81234569',
      language: null,
      bidAvg: null,
      upgrades: [],
      client: null,
    });
    expect(byId['39537263']).toMatchObject({ ownerId: null, language: 'fr', bidAvg: 80, client: null });
  });

  it.each([
    ['a users list instead of a map', []],
    ['a users string', 'none'],
    ['the owner filed under another id', { 81234567: { id: 5, status: { payment_verified: true } } }],
    ['the owner not an object', { 81234567: 'verified' }],
  ])('reads no client, and keeps the project, with %s', async (_case, users) => {
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects: [{ ...aProject, owner_id: 81234567 }], total_count: 1, users })),
      ),
    );

    const {
      projects: [project],
    } = await marketplace().searchActiveProjects({ token: 'tok', limit: 10, offset: 0 });

    expect(project).toMatchObject({ id: '39537250', ownerId: '81234567', client: null });
  });

  it.each([
    ['en', 'en'],
    ['DE', 'de'],
    ['pt_BR', 'pt'],
    ['', null],
    ['english', null],
    ['e n', null],
    [null, null],
  ])('reads the language %j as %j', async (language, expected) => {
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects: [{ ...aProject, language }], total_count: 1 })),
      ),
    );

    const {
      projects: [project],
    } = await marketplace().searchActiveProjects({ token: 'tok', limit: 10, offset: 0 });

    expect(project?.language).toBe(expected);
  });

  it('asks a single read for the owner projections and reads the owner it embeds', async () => {
    let seen: URL | undefined;
    const owner = {
      id: 81234567,
      status: { payment_verified: false },
      employer_reputation: { entire_history: { overall: 0, reviews: 0 } },
      location: { country: { code: 'ng' } },
      registration_date: 1717000000,
    };
    server.use(
      http.get(`${BASE}/projects/0.1/projects/:id/`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(
          envelope({
            ...aProject,
            owner_id: 81234567,
            owner,
            language: 'de',
            bid_stats: { bid_count: 2, bid_avg: 300 },
          }),
        );
      }),
    );

    const project = await marketplace().findProject({ token: 'tok', project: { kind: 'id', id: '39537250' } });

    expect(
      ['user_details', 'user_status', 'user_employer_reputation', 'user_country_details'].map((name) =>
        seen?.searchParams.get(name),
      ),
    ).toEqual(['true', 'true', 'true', 'true']);
    expect(project).toMatchObject({
      language: 'de',
      bidAvg: 300,
      client: {
        id: '81234567',
        paymentVerified: false,
        rating: 0,
        reviews: 0,
        country: 'NG',
        registeredAt: new Date(1717000000 * 1000),
      },
    });
  });

  it.each([
    ['no upgrades', undefined, []],
    ['null upgrades', null, []],
    ['upgrades not an object', 'NDA', []],
    ['every flag false', { featured: false, NDA: false, pf_only: false, premium: false, qualified: false }, []],
    ['a partial object', { NDA: true }, ['nda']],
    [
      'the flags that bar accounts',
      { qualified: true, premium: true, pf_only: true, featured: true, NDA: true, urgent: true, sealed: true },
      ['nda', 'featured', 'preferred_only', 'verified_only', 'qualified'],
    ],
    ['truthy values that are not true', { NDA: 1, featured: 'yes' }, []],
  ])('reads the project kinds from its upgrades: %s', async (_case, upgrades, kinds) => {
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects: [{ ...aProject, upgrades }], total_count: 1 })),
      ),
    );

    const {
      projects: [project],
    } = await marketplace().searchActiveProjects({ token: 'tok', limit: 10, offset: 0 });

    expect(project?.kinds).toEqual(kinds);
  });

  it.each([
    [{}, true],
    [{ status: 'active', frontend_project_status: 'open' }, true],
    [{ status: 'ACTIVE' }, true],
    [{ status: 'closed' }, false],
    [{ status: 'frozen' }, false],
    [{ status: 'active', frontend_project_status: 'work_in_progress' }, false],
    [{ frontend_project_status: 'complete' }, false],
    [{ frontend_project_status: 'pending' }, false],
    [{ status: 42 }, true],
  ])('reads whether the project takes bids from %j', async (fields, isOpen) => {
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects: [{ ...aProject, ...fields }], total_count: 1 })),
      ),
    );

    const {
      projects: [project],
    } = await marketplace().searchActiveProjects({ token: 'tok', limit: 10, offset: 0 });

    expect(project?.isOpen).toBe(isOpen);
  });

  it("reads the client's id, and keeps a project whose owner id it cannot read", async () => {
    const projects = [
      { ...aProject, id: 1, owner_id: 81234567 },
      { ...aProject, id: 2, owner_id: '81234568' },
      { ...aProject, id: 3, owner_id: -5 },
    ];
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects, total_count: 3 })),
      ),
    );

    const found = (await marketplace().searchActiveProjects({ token: 'tok', limit: 10, offset: 0 })).projects;

    expect(Object.fromEntries(found.map((project) => [project.id, project.ownerId]))).toEqual({
      1: '81234567',
      2: '81234568',
      3: null,
    });
  });

  it("links projects on the API's own site: the sandbox API's projects on the sandbox site, an explicit base above all", async () => {
    const SANDBOX = 'https://www.freelancer-sandbox.com/api';
    server.use(
      http.get(`${SANDBOX}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects: [aProject], total_count: 1 })),
      ),
    );

    const {
      projects: [sandboxProject],
    } = await new HttpFreelancerMarketplace({ baseUrl: SANDBOX }).searchActiveProjects({
      token: 'tok',
      limit: 10,
      offset: 0,
    });
    const {
      projects: [linkedElsewhere],
    } = await new HttpFreelancerMarketplace({
      baseUrl: SANDBOX,
      projectUrlBase: 'https://bidpilot.example/sandbox/freelancer/',
    }).searchActiveProjects({ token: 'tok', limit: 10, offset: 0 });

    expect(sandboxProject?.url).toBe('https://www.freelancer-sandbox.com/projects/react-js/build-react-dashboard');
    expect(linkedElsewhere?.url).toBe(
      'https://bidpilot.example/sandbox/freelancer/projects/react-js/build-react-dashboard',
    );
  });

  it('skips a malformed project of a search page with one warning, and answers the rest of the page', async () => {
    // Freelancer's search answer as recorded shapes go; its middle project came with `currency: null`.
    const page = JSON.parse(
      readFileSync(new URL('./fixtures/search-page-one-malformed.json', import.meta.url), 'utf8'),
    ) as { result: { projects: unknown[] } };
    server.use(http.get(`${BASE}/projects/0.1/projects/active/`, () => HttpResponse.json(page)));
    const logger = { warn: vi.fn() };

    const { projects: found, listed } = await new HttpFreelancerMarketplace({
      baseUrl: BASE,
      logger,
    }).searchActiveProjects({ token: 'secret-token', limit: 100, offset: 0 });

    expect(found.map((project) => project.id)).toEqual(['39537252', '39537250']);
    expect(listed).toBe(3);
    expect(found[1]).toMatchObject({
      title: 'Landing page in React',
      currency: 'USD',
      budgetMin: 100,
      budgetMax: null,
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { projectId: '39537251', fields: ['currency'] },
      'Skipped a Freelancer project BidPilot could not read',
    );
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('secret-token');
  });

  it('counts as listed the projects it leaves out, so a full page of 100 with 3 malformed and 1 at since is still full', async () => {
    const since = new Date(1717000000 * 1000);
    const projects = Array.from({ length: 100 }, (_, n) => ({
      ...aProject,
      id: 1000 + n,
      time_submitted: 1717000001 + n,
    }));
    for (const n of [10, 50, 90])
      projects[n] = { ...projects[n]!, currency: null as unknown as typeof aProject.currency };
    // Posted in the very second of since: from_time lists it, the port's "after since" leaves it out.
    projects[99] = { ...projects[99]!, time_submitted: 1717000000 };
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects, total_count: 250 })),
      ),
    );

    const page = await marketplace().searchActiveProjects({ token: 'tok', since, limit: 100, offset: 0 });

    expect(page.projects).toHaveLength(96);
    expect(page.listed).toBe(100);
  });

  it('skips each project it cannot read (no title, no id, not an object), and an unreadable page is still an outage', async () => {
    const projects = [
      { ...aProject, id: 1, title: undefined },
      { ...aProject, id: undefined },
      'not a project',
      { ...aProject, id: 4, type: 'contest' },
      { ...aProject, id: 5 },
    ];
    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () =>
        HttpResponse.json(envelope({ projects, total_count: 5 })),
      ),
    );
    const logger = { warn: vi.fn() };

    const { projects: found, listed } = await new HttpFreelancerMarketplace({
      baseUrl: BASE,
      logger,
    }).searchActiveProjects({ token: 'tok', limit: 100, offset: 0 });

    expect(found.map((project) => project.id)).toEqual(['5']);
    expect(listed).toBe(5);
    expect(logger.warn.mock.calls.map(([details]) => details as unknown)).toEqual([
      { projectId: '1', fields: ['title'] },
      { projectId: null, fields: ['id'] },
      { projectId: null, fields: ['(project)'] },
      { projectId: '4', fields: ['type'] },
    ]);

    server.use(
      http.get(`${BASE}/projects/0.1/projects/active/`, () => HttpResponse.json(envelope({ projects: 'none' }))),
    );
    expect(await codeOf(marketplace().searchActiveProjects({ token: 'tok', limit: 100, offset: 0 }))).toBe(
      'MARKETPLACE_UNAVAILABLE',
    );
  });

  it('posts the bid as Freelancer’s JSON body and answers the bid id as a string', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          result: { id: 39343812, milestone_percentage: 100, project_id: 39537250, bidder_id: 26605882 },
        });
      }),
    );

    expect(await marketplace().placeBid(bid)).toEqual({ marketplaceBidId: '39343812' });
    expect(body).toEqual({
      project_id: 39537250,
      bidder_id: 26605882,
      amount: 123.45,
      period: 5,
      milestone_percentage: 100,
      description: 'Proposal',
    });
  });

  it('surfaces a ProjectExceptionCodes refusal verbatim as BID_REJECTED, whatever the status', async () => {
    const message = 'To bid on this project, you must have at least $19 USD or equivalent in your account balance.';
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, () =>
        failure(403, {
          status: 'error',
          message,
          error_code: 'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
          request_id: 'x',
        }),
      ),
    );

    const refused = await marketplace()
      .placeBid(bid)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'BID_REJECTED', message });
    expect(bidRefusalCause(refused)).toBe('REFUSED');
  });

  it('tells a bid on a project Freelancer does not have apart, by its code or by a bare 404', async () => {
    const notFound = {
      status: 'error',
      message: 'Project not found.',
      error_code: 'ProjectExceptionCodes.PROJECT_NOT_FOUND',
      request_id: 'x',
    };
    for (const answer of [() => failure(404, notFound), () => HttpResponse.json(notFound), () => failure(404, '')]) {
      server.use(http.post(`${BASE}/projects/0.1/bids/`, answer));

      const refused = await marketplace()
        .placeBid(bid)
        .catch((error: unknown) => error);

      expect(refused).toMatchObject({ code: 'BID_REJECTED', message: 'Project not found.' });
      expect(bidRefusalCause(refused)).toBe('PROJECT_NOT_FOUND');
    }
    expect(
      bidRefusalCause(
        await marketplace()
          .placeBid({ ...bid, projectId: 'not-a-number' })
          .catch((error: unknown) => error),
      ),
    ).toBe('PROJECT_NOT_FOUND');
  });

  it('treats HTTP 200 with status error as an error', async () => {
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, () =>
        HttpResponse.json({
          status: 'error',
          message: 'You have already bid on that project.',
          error_code: 'ProjectExceptionCodes.DUPLICATE_BID',
        }),
      ),
      http.get(`${BASE}/users/0.1/self/`, () =>
        HttpResponse.json({ status: 'error', message: 'Nope', error_code: 'AuthExceptionCodes.NOT_AUTHENTICATED' }),
      ),
    );

    await expect(marketplace().placeBid(bid)).rejects.toMatchObject({
      code: 'BID_REJECTED',
      message: 'You have already bid on that project.',
    });
    expect(await codeOf(marketplace().getSelf('tok'))).toBe('MARKETPLACE_TOKEN_INVALID');
  });

  it('maps 401 and 403 on reads to MARKETPLACE_TOKEN_INVALID without the token in the message', async () => {
    server.use(
      http.get(`${BASE}/users/0.1/self/`, () =>
        failure(403, { status: 'error', message: 'Forbidden', error_code: 'AuthorisationExceptionCodes.FORBIDDEN' }),
      ),
    );

    const refused = (await marketplace()
      .getSelf('super-secret-token')
      .catch((error: unknown) => error)) as Error;

    expect(refused).toMatchObject({
      code: 'MARKETPLACE_TOKEN_INVALID',
      message: 'The Freelancer token was refused. Please check it and try again.',
    });
    expect(refused.message).not.toContain('super-secret');
  });

  it('reads a refused bid into a typed refusal with Freelancer’s message, for core to classify', async () => {
    const message = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';
    server.use(
      http.post(`${BASE}/projects/0.1/bids/`, () =>
        failure(403, { status: 'error', message, error_code: 'ProjectExceptionCodes.BID_FAILED', request_id: 'x' }),
      ),
    );

    const refused = await marketplace()
      .placeBid(bid)
      .catch((error: unknown) => error);

    expect(refused).toMatchObject({ code: 'BID_REJECTED', message, refusal: { kind: 'bidding-too-fast', message } });
  });

  it('never takes a firewall page or another non-authentication 403 for a dead token, on reads or bids', async () => {
    const page = () =>
      new HttpResponse('<html><body>Access denied</body></html>', {
        status: 403,
        headers: { 'content-type': 'text/html' },
      });
    server.use(http.get(`${BASE}/users/0.1/self/`, page), http.post(`${BASE}/projects/0.1/bids/`, page));
    await expect(marketplace().getSelf('tok')).rejects.toMatchObject({
      code: 'MARKETPLACE_UNAVAILABLE',
      details: { retryable: true },
    });
    await expect(marketplace().placeBid(bid)).rejects.toMatchObject({
      code: 'MARKETPLACE_UNAVAILABLE',
      details: { retryable: true },
    });

    server.use(http.get(`${BASE}/users/0.1/self/`, () => failure(403, '')));
    expect(await codeOf(marketplace().getSelf('tok'))).toBe('MARKETPLACE_UNAVAILABLE');
    server.use(
      http.get(`${BASE}/projects/0.1/bids/`, () =>
        failure(403, { status: 'error', message: 'Nope', error_code: 'ProjectExceptionCodes.SOMETHING' }),
      ),
    );
    expect(await codeOf(marketplace().findOwnBid({ token: 'tok', bidderId: '1', projectId: '2' }))).toBe(
      'MARKETPLACE_UNAVAILABLE',
    );
  });

  it('marks the token invalid on a bid only for Freelancer’s authentication answers', async () => {
    const notAuthenticated = {
      status: 'error',
      message: 'You must be logged in to perform this request.',
      error_code: 'RestExceptionCodes.NOT_AUTHENTICATED',
    };
    for (const answer of [
      () => failure(401, notAuthenticated),
      () => failure(401, ''),
      () => failure(403, { ...notAuthenticated }),
    ]) {
      server.use(http.post(`${BASE}/projects/0.1/bids/`, answer));
      expect(await codeOf(marketplace().placeBid(bid))).toBe('MARKETPLACE_TOKEN_INVALID');
    }
  });

  it('refuses an empty token without calling Freelancer', async () => {
    expect(await codeOf(marketplace().getSelf(''))).toBe('MARKETPLACE_TOKEN_INVALID');
    expect(await codeOf(marketplace().getSelf('bad\ntoken'))).toBe('MARKETPLACE_TOKEN_INVALID');
  });

  it('maps 429 (with or without a body) to MARKETPLACE_RATE_LIMITED', async () => {
    server.use(http.get(`${BASE}/users/0.1/self/`, () => failure(429, 'Too Many Requests'), { once: true }));
    expect(await codeOf(marketplace().getSelf('tok'))).toBe('MARKETPLACE_RATE_LIMITED');

    server.use(
      http.get(`${BASE}/users/0.1/self/`, () =>
        failure(429, {
          status: 'error',
          message: 'You have made too many of these requests.',
          error_code: 'AuthorisationExceptionCodes.RATE_LIMITED',
        }),
      ),
    );
    await expect(marketplace().getSelf('tok')).rejects.toMatchObject({
      code: 'MARKETPLACE_RATE_LIMITED',
      details: { retryable: true },
    });
  });

  it('maps 5xx, network errors, timeouts, malformed JSON and unexpected shapes to MARKETPLACE_UNAVAILABLE', async () => {
    const answers = [
      () => failure(502, '<html>Bad gateway</html>'),
      () => HttpResponse.error(),
      async () => {
        await delay(300);
        return HttpResponse.json(envelope({ id: 1, username: 'x' }));
      },
      () =>
        new HttpResponse('{"status":"success","result":', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      () => HttpResponse.json(envelope({ id: 'not-a-number', username: 'x' })),
      () => HttpResponse.json({ status: 'success' }),
    ];
    for (const answer of answers) {
      server.use(http.get(`${BASE}/users/0.1/self/`, answer, { once: true }));
      const failed = await marketplace(100)
        .getSelf('tok')
        .catch((error: unknown) => error);
      expect(failed).toMatchObject({ code: 'MARKETPLACE_UNAVAILABLE', details: { retryable: true } });
    }
  });

  it('abandons an answer larger than its cap, declared or streamed, as an outage', async () => {
    const small = new HttpFreelancerMarketplace({ baseUrl: BASE, timeoutMs: 1_000, maxBodyBytes: 1_000 });
    const padded = JSON.stringify(envelope({ id: 1, username: 'x', padding: 'x'.repeat(2_000) }));
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode('x'.repeat(600)));
        },
      });
    const answers = [
      () => new HttpResponse(padded, { status: 200, headers: { 'content-type': 'application/json' } }),
      () => new HttpResponse(endless(), { status: 200 }),
    ];
    for (const answer of answers) {
      server.use(http.get(`${BASE}/users/0.1/self/`, answer, { once: true }));
      await expect(small.getSelf('tok')).rejects.toMatchObject({
        code: 'MARKETPLACE_UNAVAILABLE',
        message: 'Freelancer sent an answer too large to read. Please try again later.',
      });
    }
    // The endless body was left after the cap, not read on.
    expect(pulled).toBeLessThan(10);
    // Under the cap, the same answer reads.
    server.use(http.get(`${BASE}/users/0.1/self/`, () => new HttpResponse(padded, { status: 200 }), { once: true }));
    await expect(
      new HttpFreelancerMarketplace({ baseUrl: BASE, maxBodyBytes: 5_000 }).getSelf('tok'),
    ).resolves.toMatchObject({ id: '1' });
  });

  it('ends a call whose body stalls after the headers at the timeout', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":"success",'));
      },
    });
    server.use(http.get(`${BASE}/users/0.1/self/`, () => new HttpResponse(stalled, { status: 200 }), { once: true }));
    await expect(marketplace(100).getSelf('tok')).rejects.toMatchObject({
      code: 'MARKETPLACE_UNAVAILABLE',
      message: 'Freelancer did not answer within 0 s. Please try again later.',
    });
  });

  it('looks for our own bid by project and bidder, one at most, and never answers another bidder’s', async () => {
    const queries: Array<Record<string, string[]>> = [];
    server.use(
      http.get(`${BASE}/projects/0.1/bids/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push({
          projects: query.getAll('projects[]'),
          bidders: query.getAll('bidders[]'),
          limit: query.getAll('limit'),
          bids: query.getAll('bids[]'),
        });
        const bids: Record<string, unknown[]> = {
          '1': [{ id: 7, project_id: 1, bidder_id: 999 }],
          '2': [{ id: 8, project_id: 2, bidder_id: 26605882, award_status: null }],
        };
        return HttpResponse.json(envelope({ bids: bids[query.get('projects[]') ?? ''] ?? [] }));
      }),
    );

    expect(await marketplace().findOwnBid({ token: 'tok', bidderId: '26605882', projectId: '2' })).toEqual({
      marketplaceBidId: '8',
    });
    expect(await marketplace().findOwnBid({ token: 'tok', bidderId: '26605882', projectId: '1' })).toBeNull();
    expect(await marketplace().findOwnBid({ token: 'tok', bidderId: '26605882', projectId: '3' })).toBeNull();
    expect(queries[0]).toEqual({ projects: ['2'], bidders: ['26605882'], limit: ['1'], bids: [] });
    // An id Freelancer cannot have needs no question.
    expect(
      await marketplace().findOwnBid({ token: 'tok', bidderId: '26605882', projectId: 'not-a-project' }),
    ).toBeNull();
    expect(queries).toHaveLength(3);
  });

  it('reads award statuses in pages of 100, null as pending, and skips unknown values and ids', async () => {
    const requested: string[][] = [];
    server.use(
      http.get(`${BASE}/projects/0.1/bids/`, ({ request }) => {
        const ids = new URL(request.url).searchParams.getAll('bids[]');
        requested.push(ids);
        const bids = ids.map((id) => ({
          id: Number(id),
          award_status: id === '1' ? null : id === '2' ? 'awarded' : id === '3' ? 'shortlisted' : 'rejected',
        }));
        return HttpResponse.json(envelope({ bids: [...bids, { id: 999999, award_status: 'awarded' }] }));
      }),
    );
    const ids = Array.from({ length: 150 }, (_, index) => String(index + 1));

    const statuses = await marketplace().awardStatuses({ token: 'tok', bidderId: '26605882', marketplaceBidIds: ids });

    expect(requested.map((page) => page.length)).toEqual([100, 50]);
    expect(statuses.get('1')).toBe('pending');
    expect(statuses.get('2')).toBe('awarded');
    expect(statuses.has('3')).toBe(false);
    expect(statuses.get('150')).toBe('rejected');
    expect(statuses.has('999999')).toBe(false);
    expect(statuses.size).toBe(149);
  });

  it('reads revoked and canceled awards (either spelling) as the final statuses they are', async () => {
    const awards: Record<string, string> = { '11': 'revoked', '12': 'canceled', '13': 'cancelled', '14': 'awarded' };
    server.use(
      http.get(`${BASE}/projects/0.1/bids/`, ({ request }) => {
        const ids = new URL(request.url).searchParams.getAll('bids[]');
        return HttpResponse.json(
          envelope({ bids: ids.map((id) => ({ id: Number(id), bidder_id: 26605882, award_status: awards[id] })) }),
        );
      }),
    );

    const statuses = await marketplace().awardStatuses({
      token: 'tok',
      bidderId: '26605882',
      marketplaceBidIds: Object.keys(awards),
    });

    expect(Object.fromEntries(statuses)).toEqual({
      '11': 'revoked',
      '12': 'canceled',
      '13': 'canceled',
      '14': 'awarded',
    });
  });
});

describe('HttpFreelancerMarketplace.getSelf: the account’s own bids', () => {
  const selfWith = (extra: Record<string, unknown>) =>
    envelope({ id: 26605882, username: 'jdoe_dev', jobs: [{ id: 3, name: 'PHP' }], ...extra });

  it('asks for the balance and membership projections and reads remaining bids, the limit, the refresh time and limited', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${BASE}/users/0.1/self/`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(
          selfWith({
            limited_account: true,
            account_balances: {
              balances: [{ amount: 12.5, currency: { code: 'USD' } }],
              bids_remaining: 12,
              jobs_remaining: 60,
            },
            membership_package: {
              id: 1,
              name: 'free',
              bid_limit: 15,
              bid_refresh_rate: 0.25,
              time_bid_refreshed: 1717000000,
            },
          }),
        );
      }),
    );
    const self = await marketplace().getSelf('tok');
    expect(Object.fromEntries(seen!.searchParams)).toEqual({
      jobs: 'true',
      balance_details: 'true',
      membership_details: 'true',
      compact: 'true',
    });
    expect(self).toEqual({
      id: '26605882',
      username: 'jdoe_dev',
      skills: ['PHP'],
      account: { bidsRemaining: 12, bidLimit: 15, bidsRefreshedAt: new Date(1717000000 * 1000), limited: true },
    });
  });

  it('reads missing, null or odd bid figures as unknown and never fails the call for them', async () => {
    const unknown = { bidsRemaining: null, bidLimit: null, bidsRefreshedAt: null, limited: false };
    const variants: Record<string, unknown>[] = [
      {},
      { account_balances: null, membership_package: null, limited_account: null },
      {
        account_balances: { bids_remaining: '12' },
        membership_package: { bid_limit: 'lots', time_bid_refreshed: 0 },
        limited_account: 'yes',
      },
      { account_balances: [], membership_package: 7 },
      { account_balances: { bids_remaining: -3 } },
    ];
    for (const extra of variants) {
      server.use(http.get(`${BASE}/users/0.1/self/`, () => HttpResponse.json(selfWith(extra)), { once: true }));
      expect((await marketplace().getSelf('tok')).account).toEqual(unknown);
    }
  });

  it('reads zero bids left as zero, and a fractional count down to whole bids', async () => {
    server.use(
      http.get(
        `${BASE}/users/0.1/self/`,
        () => HttpResponse.json(selfWith({ account_balances: { bids_remaining: 0 } })),
        { once: true },
      ),
    );
    expect((await marketplace().getSelf('tok')).account.bidsRemaining).toBe(0);
    server.use(
      http.get(
        `${BASE}/users/0.1/self/`,
        () => HttpResponse.json(selfWith({ account_balances: { bids_remaining: 4.75 } })),
        { once: true },
      ),
    );
    expect((await marketplace().getSelf('tok')).account.bidsRemaining).toBe(4);
  });
});
