import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createHttpApp } from '../../../adapters/http/app.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { openSqlite, type TestDatabase } from '../../support/databases.js';

describe('GET /api/health over HTTP', () => {
  let database: TestDatabase;
  let storage: KnexStorage;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    database = await openSqlite();
    storage = new KnexStorage(database.db, new FixedClock(), { encryptionKey: Buffer.alloc(32, 7) });
    server = createHttpApp({ storage, logger: createLogger('silent') }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  it('reports the database up, with security headers', async () => {
    const response = await fetch(`${baseUrl}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      status: 'ok',
      database: 'up',
      simulated: { payments: false, freelancer: false, mail: false, telegram: false, slack: false },
      paymentGateway: 'live',
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('says which outside systems the built-in simulators stand in for, so every page can show demo mode', async () => {
    const demo = createHttpApp({
      storage,
      logger: createLogger('silent'),
      simulated: { payments: true, freelancer: true, mail: true, telegram: true, slack: true },
    }).listen(0);
    await new Promise((resolve) => demo.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(demo.address() as AddressInfo).port}/api/health`);
      expect(await response.json()).toMatchObject({
        success: true,
        simulated: { payments: true, freelancer: true },
        paymentGateway: 'sandbox',
      });
    } finally {
      await new Promise((resolve) => demo.close(resolve));
    }
  });

  it('answers an unknown API route with the JSON error envelope', async () => {
    const response = await fetch(`${baseUrl}/api/nothing-here`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Route not found', errorCode: 'ROUTE_NOT_FOUND' });
  });

  it('answers a wrong method with 405 in the envelope', async () => {
    const response = await fetch(`${baseUrl}/api/health`, { method: 'DELETE' });

    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Method not allowed',
      errorCode: 'METHOD_NOT_ALLOWED',
    });
  });

  it('reports 503 when the database stops answering', async () => {
    const down = createHttpApp({
      storage: { ping: async () => false },
      logger: createLogger('silent'),
      simulated: { payments: true, freelancer: false, mail: true, telegram: true, slack: true },
    }).listen(0);
    await new Promise((resolve) => down.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(down.address() as AddressInfo).port}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        status: 'degraded',
        database: 'down',
        simulated: { payments: true, freelancer: false, mail: true, telegram: true, slack: true },
        paymentGateway: 'sandbox',
      });
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
