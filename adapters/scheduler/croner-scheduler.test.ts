import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/domain/errors.js';
import { createLogger } from '../logging/logger.js';
import { runJob } from './croner-scheduler.js';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}

describe('runJob', () => {
  it('logs a failing run with its domain code and does not throw', async () => {
    const { logger, lines } = capturingLogger();
    await runJob({ name: 'expire-plans', run: async () => Promise.reject(new DomainError('MARKETPLACE_UNAVAILABLE', 'down')) }, logger);
    expect(lines).toEqual([expect.objectContaining({ job: 'expire-plans', code: 'MARKETPLACE_UNAVAILABLE', msg: 'job failed' })]);
  });

  it('logs a successful run with its result', async () => {
    const { logger, lines } = capturingLogger();
    await runJob({ name: 'expire-plans', run: async () => ({ expired: 2 }) }, logger);
    expect(lines).toEqual([expect.objectContaining({ job: 'expire-plans', result: { expired: 2 }, msg: 'job done' })]);
  });
});
