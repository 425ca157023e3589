import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createRuntime, resolveApiDependencies } from '../../../adapters/composition/runtime.js';
import { ConfigError } from '../../../adapters/config/env.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { PostgresEventPublisher } from '../../../adapters/events/postgres-event-publisher.js';
import { KnexJobQueue } from '../../../adapters/jobs/knex-job-queue.js';
import { InProcessLeaderLock } from '../../../adapters/locks/in-process-leader-lock.js';
import { PostgresLeaderLock } from '../../../adapters/locks/postgres-leader-lock.js';
import { OpenAiProposalWriter } from '../../../adapters/llm/openai-proposal-writer.js';
import { TemplateProposalWriter } from '../../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { PayFastGateway } from '../../../adapters/payments/payfast/payfast-gateway.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { InMemoryRateLimitStore } from '../../../adapters/rate-limits/in-memory-rate-limit-store.js';
import { KnexMarketplaceBackoff } from '../../../adapters/rate-limits/knex-marketplace-backoff.js';
import { KnexRateLimitStore } from '../../../adapters/rate-limits/knex-rate-limit-store.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { DEFAULT_PROMPT } from '../../../core/domain/bidding/default-prompt.js';
import type { ProposalRequest } from '../../../core/ports/proposal-writer.port.js';
import type { ReviewLinkClaim, ReviewLinks } from '../../../core/ports/review-links.port.js';
import { createOpenAiMock, OPENAI_MSW_BASE, OPENAI_MSW_KEY } from '../../msw/openai.handlers.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

const silent = createLogger('silent');
const withPostgres = await postgresAvailable();
const openAi = createOpenAiMock();
const server = setupServer(...openAi.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const aProposalRequest: ProposalRequest = {
  project: {
    id: '40100200',
    title: 'Build a React dashboard for sales data',
    description: 'Charts of monthly sales and a CSV export.',
    url: 'https://www.freelancer.com/projects/react-dashboard-40100200',
    type: 'fixed',
    currency: 'USD',
    budgetMin: 250,
    budgetMax: 750,
    bidCount: 4,
    skills: ['React.js'],
    postedAt: new Date('2026-11-22T09:30:00Z'),
    kinds: [],
    ownerId: null,
    isOpen: true,
  },
  freelancerName: 'Jane Doe',
  skills: ['React.js'],
  prompt: DEFAULT_PROMPT,
  amount: 400,
  currency: 'USD',
  periodDays: 7,
};

describe('composition root', () => {
  it('wires SQLite storage and the table-backed queue from DATABASE_URL, migrated and seedable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` });
    const runtime = await createRuntime(config, { logger: silent });
    try {
      const storage = runtime.storage;
      expect(storage).toBeInstanceOf(KnexStorage);
      expect(runtime.jobQueue).toBeInstanceOf(KnexJobQueue);
      expect(runtime.events).toBeInstanceOf(InProcessEventPublisher);
      expect(runtime.rateLimitStore).toBeInstanceOf(InMemoryRateLimitStore);
      // In the database even on SQLite: a `worker` process beside the server shares the file.
      expect(runtime.marketplaceBackoff).toBeInstanceOf(KnexMarketplaceBackoff);
      expect(runtime.leaderLock).toBeInstanceOf(InProcessLeaderLock);
      expect(await storage.ping()).toBe(true);
      expect(await seedDefaults(storage)).toEqual({ plans: 3, addons: 3 });
      expect((await storage.plans.list()).map((plan) => plan.slug)).toEqual(['starter', 'professional', 'enterprise']);
    } finally {
      await runtime.close();
    }
  });

  it('builds the use cases once, over its own adapters, and hands those to the HTTP adapter', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const runtime = await createRuntime(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` }),
      { logger: silent },
    );
    try {
      const useCases = runtime.useCases;
      expect(runtime.useCases).toBe(useCases);
      expect(resolveApiDependencies(runtime).useCases).toBe(useCases);
      await seedDefaults(runtime.storage);
      expect((await useCases.pricing.activePlans()).map((plan) => plan.slug)).toEqual([
        'starter',
        'professional',
        'enterprise',
      ]);
    } finally {
      await runtime.close();
    }
  });

  it("uses a test's review links over the signed ones, as it does every other adapter it is given", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bidpilot-runtime-'));
    const claim: ReviewLinkClaim = { userId: 'user-1', draftId: 'draft-1', action: 'approve' };
    const reviewLinks: ReviewLinks = {
      url: () => 'https://bidpilot.test/review-link/made-up',
      verify: (token) => (token === 'made-up' ? claim : null),
    };
    const runtime = await createRuntime(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` }),
      { logger: silent, reviewLinks },
    );
    try {
      expect(runtime.useCases.reviews.verifyLink('made-up')).toBe(claim);
    } finally {
      await runtime.close();
    }
  });

  it('hands the HTTP adapter what the simulators stand in for: whatever has no URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` };
    const offline = await createRuntime(loadConfig(base), { logger: silent });
    const realFreelancer = await createRuntime(
      loadConfig({
        ...base,
        MARKETPLACE_URL: 'https://www.freelancer.com',
        MARKETPLACE_FEED_TOKEN: 'feed-service-token',
      }),
      { logger: silent },
    );
    try {
      expect(resolveApiDependencies(offline).simulated).toEqual({
        payments: true,
        freelancer: true,
        mail: true,
        telegram: true,
        slack: true,
      });
      expect(resolveApiDependencies(realFreelancer).simulated).toEqual({
        payments: true,
        freelancer: false,
        mail: true,
        telegram: true,
        slack: true,
      });
    } finally {
      await realFreelancer.close();
      await offline.close();
    }
  });

  it('hands the HTTP adapter the origin the checkout form is posted to: this server, a standalone simulator, or PayFast', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = {
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      PUBLIC_URL: 'http://localhost:8080',
    };
    const builtIn = await createRuntime(loadConfig(base), { logger: silent });
    const standalone = await createRuntime(
      loadConfig({ ...base, SIMULATORS_URL: 'http://simulators:4400', SIMULATORS_PUBLIC_URL: 'http://localhost:4400' }),
      { logger: silent },
    );
    try {
      expect(resolveApiDependencies(builtIn).checkoutOrigin).toBe('http://localhost:8080');
      expect(resolveApiDependencies(standalone).checkoutOrigin).toBe('http://localhost:4400');
    } finally {
      await standalone.close();
      await builtIn.close();
    }
  });

  it("hands the HTTP adapter the payment gateway's mode: a sandbox for the simulator and PayFast's sandbox, live for PayFast itself", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` };
    const merchant = { PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' };
    const simulator = await createRuntime(loadConfig(base), { logger: silent });
    const sandbox = await createRuntime(
      loadConfig({ ...base, ...merchant, PAYFAST_URL: 'https://sandbox.payfast.co.za' }),
      { logger: silent },
    );
    const live = await createRuntime(loadConfig({ ...base, ...merchant, PAYFAST_URL: 'https://www.payfast.co.za' }), {
      logger: silent,
    });
    try {
      expect([simulator, sandbox, live].map((runtime) => resolveApiDependencies(runtime).paymentGatewayMode)).toEqual([
        'sandbox',
        'sandbox',
        'live',
      ]);
    } finally {
      for (const runtime of [live, sandbox, simulator]) await runtime.close();
    }
  });

  it('hands the HTTP adapter how many proxies TRUST_PROXY trusts, none by default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` };
    const direct = await createRuntime(loadConfig(base), { logger: silent });
    const proxied = await createRuntime(loadConfig({ ...base, TRUST_PROXY: '2' }), { logger: silent });
    try {
      expect(resolveApiDependencies(direct).trustedProxyHops).toBe(0);
      expect(resolveApiDependencies(proxied).trustedProxyHops).toBe(2);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('wires the PayFast adapter to the built-in simulator without PAYFAST_URL, and to PayFast with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`, PORT: '4321' };
    const builtIn = await createRuntime(loadConfig(base), { logger: silent });
    const live = await createRuntime(
      loadConfig({
        ...base,
        PAYFAST_URL: 'https://www.payfast.co.za',
        PAYFAST_MERCHANT_ID: '10026755',
        PAYFAST_MERCHANT_KEY: 'key123',
      }),
      { logger: silent },
    );
    try {
      const simulated = builtIn.paymentGateway;
      expect(simulated).toBeInstanceOf(PayFastGateway);
      expect(simulated.isSandbox).toBe(true);
      expect(live.paymentGateway).toBeInstanceOf(PayFastGateway);
      expect(live.paymentGateway.isSandbox).toBe(false);
    } finally {
      await builtIn.close();
      await live.close();
    }
  });

  it('writes proposals with the template writer without OPENAI_API_KEY, and with the model at OPENAI_BASE_URL with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` };
    const offline = await createRuntime(loadConfig(base), { logger: silent });
    const online = await createRuntime(
      loadConfig({
        ...base,
        OPENAI_API_KEY: OPENAI_MSW_KEY,
        OPENAI_BASE_URL: OPENAI_MSW_BASE,
        OPENAI_MODEL: 'gpt-4.1-nano',
      }),
      { logger: silent },
    );
    try {
      expect(offline.proposalWriter).toBeInstanceOf(TemplateProposalWriter);
      const writer = online.proposalWriter;
      expect(writer).toBeInstanceOf(OpenAiProposalWriter);

      const proposal = await writer.write(aProposalRequest);

      expect(proposal).toContain(aProposalRequest.project.title);
      expect(openAi.calls.map((call) => [call.authorization, call.body.model])).toEqual([
        [`Bearer ${OPENAI_MSW_KEY}`, 'gpt-4.1-nano'],
      ]);
    } finally {
      await offline.close();
      await online.close();
    }
  });

  it('refuses PAYFAST_URL without a merchant before opening anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-runtime-'));
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      PAYFAST_URL: 'https://www.payfast.co.za',
    });
    await expect(createRuntime(config, { logger: silent })).rejects.toThrow(ConfigError);
    expect(existsSync(join(dir, 'app.sqlite'))).toBe(false);
  });

  it.skipIf(!withPostgres)('wires Postgres storage and the table job queue when DATABASE_URL is Postgres', async () => {
    const database = await createScratchDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-runtime-')), DATABASE_URL: database.url });
    const runtime = await createRuntime(config, { logger: silent });
    try {
      expect(runtime.jobQueue).toBeInstanceOf(KnexJobQueue);
      expect(runtime.events).toBeInstanceOf(PostgresEventPublisher);
      // The engine's lock, shared by every process on this database.
      expect(runtime.leaderLock).toBeInstanceOf(PostgresLeaderLock);
      expect(await runtime.leaderLock.runExclusive('runtime-test', async () => 'led')).toEqual({
        ran: true,
        value: 'led',
      });
      // Sign-in limits shared by every process on this database.
      const rateLimits = runtime.rateLimitStore;
      expect(rateLimits).toBeInstanceOf(KnexRateLimitStore);
      expect(await rateLimits.hit('runtime-test', 60_000, new Date())).toMatchObject({ count: 1 });
      // Freelancer rate-limit backoffs per token, shared the same way.
      const backoff = runtime.marketplaceBackoff;
      expect(backoff).toBeInstanceOf(KnexMarketplaceBackoff);
      const now = new Date();
      expect(await backoff.backOff('runtime-test', now, null)).toEqual(new Date(now.getTime() + 30_000));
      const storage = runtime.storage;
      expect(await storage.ping()).toBe(true);
      expect(await seedDefaults(storage)).toEqual({ plans: 3, addons: 3 });
    } finally {
      await runtime.close();
      await database.drop();
    }
  });
});
