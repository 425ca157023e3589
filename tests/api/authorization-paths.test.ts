import { beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../../adapters/http/api.js';
import { API_DIALECTS, type ApiHarness, type SignedIn } from '../support/api-harness.js';
import { useApiWithAdmin } from '../support/use-api.js';
import { rawRequest } from '../support/raw-request.js';
import { aBid } from '../builders/bids.js';

/** Routes anyone may call. Every other route refuses a caller without a session. */
const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/pricing/plans',
  'GET /api/pricing/addons',
  'POST /api/payments/notify',
  'GET /api/currency/convert/:from/:to/:amount',
  'POST /api/contact',
  // The signed link of a mail footer is its own credential: no session (docs/design.md#notifications).
  'POST /api/notifications/unsubscribe',
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe/one-click',
  'GET /api/notifications/unsubscribe/one-click',
  // A review notification's signed link: its token is the authority (docs/design.md#review-lane).
  'GET /api/review-links',
  'POST /api/review-links/confirm',
]);

/** Bodies that would do harm if the route ran for the wrong caller. */
const HARMFUL_BODIES: Readonly<Record<string, unknown>> = {
  'PATCH /api/admin/users/:id/status': { isActive: false },
  'PATCH /api/admin/users/:userId/bids': { availableBids: 999 },
  'POST /api/admin/pricing-plans': {
    name: 'Hijacked',
    monthlyPriceUsd: 1,
    annualPriceUsd: 10,
    monthlyBids: 500,
    annualBids: 5000,
  },
  'PUT /api/admin/pricing-plans/:id': { name: 'Hijacked' },
  'PATCH /api/admin/payments/:paymentId/status': { status: 'completed' },
};

interface Route {
  readonly method: string;
  readonly pattern: string;
  readonly key: string;
  readonly access: 'public' | 'user' | 'admin';
}

interface Segment {
  readonly text: string;
  readonly literal: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const percentEncodedFirst = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
const joined = (texts: readonly string[]) => `/${texts.join('/')}`;

/** Every method and path the API's routers declare, read from the routers themselves: a new route is covered as it is added. Everything under /api/admin/ is for admins only. */
function declaredRoutes(api: ApiHarness): Route[] {
  const routes = apiRouters(api.deps).flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, pattern: String(layer.path) })),
    ),
  );
  return routes.map(({ method, pattern }) => {
    const key = `${method} ${pattern}`;
    const access = pattern.startsWith('/api/admin/') ? 'admin' : PUBLIC_ROUTES.has(key) ? 'public' : 'user';
    return { method, pattern, key, access };
  });
}

/** Upper case in each literal segment, and all of them in capitals. */
function mixedCaseSpellings(segments: readonly Segment[]): string[] {
  const texts = segments.map((segment) => segment.text);
  const spellings = segments.flatMap((segment, i) =>
    segment.literal ? [joined(texts.map((text, j) => (j === i ? capitalised(text) : text)))] : [],
  );
  return [
    ...spellings,
    joined(segments.map((segment) => (segment.literal ? segment.text.toUpperCase() : segment.text))),
  ];
}

/** Every way a hand-written request could spell the same path, none of them canonical. */
function disguisedSpellings(segments: readonly Segment[]): string[] {
  const texts = segments.map((segment) => segment.text);
  const replacing = (i: number, value: string) => joined(texts.map((text, j) => (j === i ? value : text)));
  const inserting = (i: number, value: string) => joined([...texts.slice(0, i), value, ...texts.slice(i)]);
  const perSegment = segments.flatMap((segment, i) =>
    segment.literal
      ? [
          replacing(i, percentEncodedFirst(segment.text)),
          replacing(i, `${segment.text}/../${segment.text}`),
          replacing(i, `${segment.text}/%2E%2E/${segment.text}`),
        ]
      : [],
  );
  const perPosition = texts.flatMap((_, i) => [inserting(i, ''), inserting(i, '.'), inserting(i, '%2e')]);
  const whole = [
    `${joined(texts)}/`,
    `${joined(texts)}/.`,
    `/${texts.join('\\')}`,
    `/${texts.join('%2F')}`,
    `/${texts.join('%2f')}`,
  ];
  return [...new Set([...mixedCaseSpellings(segments), ...perSegment, ...perPosition, ...whole])];
}

describe.each(API_DIALECTS)('authorization on every spelling of every API path on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);
  let target: SignedIn;
  let routes: Route[];
  const values: Record<string, string> = { from: 'USD', to: 'ZAR', amount: '10' };

  beforeAll(async () => {
    target = await ctx.api.signUp({ name: 'Target User' });
    const checkout = await ctx.api.request('POST', '/api/payments/create-payment', {
      token: target.token,
      body: { planId: 'professional', billingType: 'monthly' },
    });
    values.paymentId = checkout.body.paymentId;
    values.planId = (await ctx.api.deps.storage.plans.findBySlug('starter'))?.id ?? '';
    values.userId = target.user.id;
    values.deletableUserId = (await ctx.api.signUp({ name: 'Deletable User' })).user.id;
    values.bidId = (await ctx.api.deps.storage.bids.insertIfAbsent(aBid(target.user.id))).bid.id;
    const webhook = await ctx.api.request('POST', '/api/webhooks', {
      token: target.token,
      body: { url: 'https://hooks.example.com/target' },
    });
    values.webhookId = webhook.body.endpoint.id;
    values.deliveryId = (
      await ctx.api.request('POST', `/api/webhooks/${values.webhookId}/test`, { token: target.token })
    ).body.delivery.id;
    await ctx.api.request('POST', '/api/contact', {
      body: {
        name: 'Target User',
        email: 'target@example.com',
        subject: 'Hello',
        message: 'A message for the admin inbox',
      },
    });
    values.messageId = (
      await ctx.api.request('GET', '/api/admin/messages', { token: ctx.admin.token })
    ).body.messages[0].id;
    await ctx.api.deps.mailer.send({
      to: target.user.email,
      subject: 'A kept mail',
      text: 'For the admin outbox routes',
    });
    values.mailId = ctx.api.deps.mailOutbox.sentTo(target.user.email)[0]?.id ?? '';
    values.clientId = '81234567';
    values.portfolioItemId = (
      await ctx.api.request('POST', '/api/users/portfolio', {
        token: target.token,
        body: {
          title: 'Target work',
          url: 'https://example.com/target',
          skills: ['PHP'],
          summary: 'Kept unless its owner acts.',
        },
      })
    ).body.item.id;
    const experiment = await ctx.api.request('PUT', '/api/bidding/experiments', {
      token: target.token,
      body: {
        profileId: 'main',
        variants: [{ name: 'Short', prompt: 'Two sentences about [Project Title].', sharePercent: 20 }],
      },
    });
    values.variantId = experiment.body.experiment.arms[1].id;
    routes = declaredRoutes(ctx.api);
  });

  const segmentsOf = (route: Route): Segment[] =>
    route.pattern
      .split('/')
      .slice(1)
      .map((text) => {
        if (!text.startsWith(':')) return { text, literal: true };
        const name = text.slice(1);
        // The target has a payment, which keeps them from being deleted: the delete is asked of a user without one.
        const value =
          route.key === 'DELETE /api/admin/users/:id'
            ? values.deletableUserId
            : route.pattern.startsWith('/api/users/portfolio/')
              ? values.portfolioItemId
              : route.pattern.startsWith('/api/admin/pricing-plans/')
                ? values.planId
                : route.pattern.startsWith('/api/webhooks/') && name === 'id'
                  ? values.webhookId
                  : route.pattern.startsWith('/api/admin/messages/')
                    ? values.messageId
                    : name === 'id'
                      ? values.userId
                      : values[name];
        if (value === undefined) throw new Error(`no sample value for :${name} in ${route.key}: add one`);
        return { text: encodeURIComponent(value), literal: false };
      });

  /** Everything a request could change: users, plans, payments and bid balances, as stored. */
  async function everything() {
    const { storage } = ctx.api.deps;
    const users = await storage.users.list({ page: 1, limit: 1000 });
    const balances = await storage.ledger.balances(users.items.map((each) => each.id));
    const payments = await storage.payments.list({ page: 1, limit: 1000 });
    return JSON.parse(
      JSON.stringify({
        users,
        plans: await storage.plans.list(),
        addons: await storage.addons.list(),
        payments,
        balances: [...balances].sort(),
      }),
    );
  }

  const routesWith = (access: Route['access']) => routes.filter((route) => route.access === access);

  it('reads every admin route from the routers, and the public table names only real routes', () => {
    const keys = routes.map((route) => route.key);
    expect(routesWith('admin').length).toBeGreaterThanOrEqual(13);
    expect(keys).toEqual(
      expect.arrayContaining([
        'DELETE /api/admin/users/:id',
        'PATCH /api/admin/payments/:paymentId/status',
        'POST /api/admin/pricing-plans',
        'GET /api/admin/stats',
      ]),
    );
    for (const key of PUBLIC_ROUTES) expect(keys).toContain(key);
  });

  it('answers every disguised spelling of every admin route with a clean 404, to anyone but an admin, and changes nothing', async () => {
    const before = await everything();
    const surprises: string[] = [];
    for (const route of routesWith('admin')) {
      for (const path of disguisedSpellings(segmentsOf(route))) {
        for (const caller of [undefined, ctx.user.token]) {
          const response = await rawRequest(ctx.api.baseUrl, route.method, path, {
            token: caller,
            body: HARMFUL_BODIES[route.key],
          });
          if (response.status !== 404 || response.body?.errorCode !== 'ROUTE_NOT_FOUND')
            surprises.push(
              `${route.method} ${path} ${caller === undefined ? 'anonymous' : 'user'} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 120)}`,
            );
        }
      }
    }
    expect(surprises).toEqual([]);
    expect(await everything()).toEqual(before);
  });

  it('refuses every admin route on its canonical path: 401 without a session, 403 for a user, nothing changed', async () => {
    const before = await everything();
    for (const route of routesWith('admin')) {
      const path = joined(segmentsOf(route).map((segment) => segment.text));
      const body = HARMFUL_BODIES[route.key];
      expect((await rawRequest(ctx.api.baseUrl, route.method, path, { body })).status, `${route.key} anonymous`).toBe(
        401,
      );
      expect(
        (await rawRequest(ctx.api.baseUrl, route.method, path, { token: ctx.user.token, body })).status,
        `${route.key} as a user`,
      ).toBe(403);
    }
    expect(await everything()).toEqual(before);
  });

  it('answers mixed-case spellings of every other route with a clean 404, signed in or not', async () => {
    const surprises: string[] = [];
    for (const route of [...routesWith('user'), ...routesWith('public')]) {
      for (const path of mixedCaseSpellings(segmentsOf(route))) {
        for (const caller of [undefined, ctx.user.token]) {
          const response = await rawRequest(ctx.api.baseUrl, route.method, path, { token: caller });
          if (response.status !== 404 || response.body?.errorCode !== 'ROUTE_NOT_FOUND')
            surprises.push(
              `${route.method} ${path} ${caller === undefined ? 'anonymous' : 'user'} → ${response.status}`,
            );
        }
      }
    }
    expect(surprises).toEqual([]);
  });

  it('refuses every user route to a caller without a session', async () => {
    for (const route of routesWith('user')) {
      const response = await rawRequest(
        ctx.api.baseUrl,
        route.method,
        joined(segmentsOf(route).map((segment) => segment.text)),
      );
      expect(response.status, route.key).toBe(401);
    }
  });

  it('still serves every admin route on its canonical path to an admin', async () => {
    const deletesLast = routesWith('admin').sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of deletesLast) {
      const response = await rawRequest(
        ctx.api.baseUrl,
        route.method,
        joined(segmentsOf(route).map((segment) => segment.text)),
        { token: ctx.admin.token, body: HARMFUL_BODIES[route.key] },
      );
      expect(response.status, route.key).toBeLessThan(300);
    }
  });
});
