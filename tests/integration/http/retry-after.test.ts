import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../core/domain/errors.js';
import { createHttpApp } from '../../../adapters/http/app.js';
import { createLogger } from '../../../adapters/logging/logger.js';

/** Whoever answers a 429 (a refusal, a route setting the status itself, Koa's ctx.throw), the client learns when to retry. */
describe('Retry-After on every 429 the server answers', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const router = new Router();
    router.get('/refused', () => {
      throw new DomainError('RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 12.2 });
    });
    router.get('/marketplace', () => {
      throw new DomainError('MARKETPLACE_RATE_LIMITED', 'Freelancer is limiting requests right now.', {
        retryable: true,
      });
    });
    router.get('/thrown', (ctx) => ctx.throw(429, 'slow down'));
    router.get('/set', (ctx) => {
      ctx.status = 429;
      ctx.body = { error: 'rate limited' };
    });
    router.get('/own', (ctx) => {
      ctx.set('Retry-After', '5');
      ctx.status = 429;
      ctx.body = { error: 'rate limited' };
    });
    server = createHttpApp({
      storage: { ping: async () => true },
      logger: createLogger('silent'),
      routers: [router],
    }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['/refused', '13'],
    ['/marketplace', '60'],
    ['/thrown', '60'],
    ['/set', '60'],
    ['/own', '5'],
  ])('GET %s answers 429 with Retry-After %s', async (path, seconds) => {
    const response = await fetch(`${baseUrl}${path}`);

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(seconds);
  });
});
