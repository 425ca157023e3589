import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../adapters/http/app.js';
import { Readiness } from '../../../adapters/http/readiness.js';
import { createLogger } from '../../../adapters/logging/logger.js';

describe('GET /api/ready', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function serve(readiness: Readiness, databaseUp = true): Promise<string> {
    server = createHttpApp({
      storage: { ping: async () => databaseUp },
      logger: createLogger('silent'),
      readiness,
    }).listen(0);
    await new Promise((resolve) => server?.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const ready = async (base: string) => {
    const response = await fetch(`${base}/api/ready`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 503 starting until the server is wired, then 200, then 503 draining for good', async () => {
    const readiness = new Readiness(async () => true);
    const base = await serve(readiness);
    expect(await ready(base)).toEqual({ status: 503, body: { success: false, status: 'starting' } });
    readiness.markReady();
    expect(await ready(base)).toEqual({
      status: 200,
      body: { success: true, status: 'ready', database: 'up', queue: 'up' },
    });
    readiness.drain();
    readiness.markReady();
    expect(await ready(base)).toEqual({ status: 503, body: { success: false, status: 'draining' } });
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers 503 degraded, naming what does not answer, when the queue or the database is down', async () => {
    const queueDown = await serve(new Readiness(async () => false, 'ready'));
    expect(await ready(queueDown)).toEqual({
      status: 503,
      body: { success: false, status: 'degraded', database: 'up', queue: 'down' },
    });
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const databaseDown = await serve(
      new Readiness(async () => Promise.reject(new Error('connection refused')), 'ready'),
      false,
    );
    expect(await ready(databaseDown)).toEqual({
      status: 503,
      body: { success: false, status: 'degraded', database: 'down', queue: 'down' },
    });
  });
});
