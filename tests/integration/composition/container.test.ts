import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { closeContainer, createContainer } from '../../../adapters/composition/container.js';
import { ConfigError } from '../../../adapters/config/env.js';
import { TOKENS } from '../../../adapters/composition/tokens.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { PostgresEventPublisher } from '../../../adapters/events/postgres-event-publisher.js';
import { KnexJobQueue } from '../../../adapters/jobs/knex-job-queue.js';
import { PgBossJobQueue } from '../../../adapters/jobs/pg-boss-job-queue.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { PayFastGateway } from '../../../adapters/payments/payfast/payfast-gateway.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

const silent = createLogger('silent');
const withPostgres = await postgresAvailable();

describe('composition root', () => {
  it('wires SQLite storage and the table-backed queue from DATABASE_URL, migrated and seedable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-container-'));
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` });
    const container = await createContainer(config, { logger: silent });
    try {
      const storage = container.get(TOKENS.Storage);
      expect(storage).toBeInstanceOf(KnexStorage);
      expect(container.get(TOKENS.JobQueue)).toBeInstanceOf(KnexJobQueue);
      expect(container.get(TOKENS.Events)).toBeInstanceOf(InProcessEventPublisher);
      expect(await storage.ping()).toBe(true);
      expect(await seedDefaults(storage)).toEqual({ plans: 3, addons: 3 });
      expect((await storage.plans.list()).map((plan) => plan.slug)).toEqual(['starter', 'professional', 'enterprise']);
    } finally {
      await closeContainer(container);
    }
  });

  it('wires the PayFast adapter to the built-in simulator without PAYFAST_URL, and to PayFast with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-container-'));
    const base = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`, PORT: '4321' };
    const builtIn = await createContainer(loadConfig(base), { logger: silent });
    const live = await createContainer(loadConfig({ ...base, PAYFAST_URL: 'https://www.payfast.co.za', PAYFAST_MERCHANT_ID: '10026755', PAYFAST_MERCHANT_KEY: 'key123' }), { logger: silent });
    try {
      const simulated = builtIn.get(TOKENS.PaymentGateway);
      expect(simulated).toBeInstanceOf(PayFastGateway);
      expect(simulated.isSandbox).toBe(true);
      expect(live.get(TOKENS.PaymentGateway)).toBeInstanceOf(PayFastGateway);
      expect(live.get(TOKENS.PaymentGateway).isSandbox).toBe(false);
    } finally {
      await closeContainer(builtIn);
      await closeContainer(live);
    }
  });

  it('refuses PAYFAST_URL without a merchant before opening anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-container-'));
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`, PAYFAST_URL: 'https://www.payfast.co.za' });
    await expect(createContainer(config, { logger: silent })).rejects.toThrow(ConfigError);
    expect(existsSync(join(dir, 'app.sqlite'))).toBe(false);
  });

  it.skipIf(!withPostgres)('wires Postgres storage and pg-boss when DATABASE_URL is Postgres', async () => {
    const database = await createScratchDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-container-')), DATABASE_URL: database.url });
    const container = await createContainer(config, { logger: silent });
    try {
      expect(container.get(TOKENS.JobQueue)).toBeInstanceOf(PgBossJobQueue);
      expect(container.get(TOKENS.Events)).toBeInstanceOf(PostgresEventPublisher);
      const storage = container.get(TOKENS.Storage);
      expect(await storage.ping()).toBe(true);
      expect(await seedDefaults(storage)).toEqual({ plans: 3, addons: 3 });
    } finally {
      await closeContainer(container);
      await database.drop();
    }
  });
});
