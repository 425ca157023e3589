import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/domain/errors.js';
import { createLogger } from '../logging/logger.js';
import { runJob, startScheduler } from './croner-scheduler.js';

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
    await runJob(
      { name: 'expire-plans', run: async () => Promise.reject(new DomainError('MARKETPLACE_UNAVAILABLE', 'down')) },
      logger,
    );
    expect(lines).toEqual([
      expect.objectContaining({ job: 'expire-plans', code: 'MARKETPLACE_UNAVAILABLE', msg: 'job failed' }),
    ]);
  });

  it('logs a successful run with its result', async () => {
    const { logger, lines } = capturingLogger();
    await runJob({ name: 'expire-plans', run: async () => ({ expired: 2 }) }, logger);
    expect(lines).toEqual([expect.objectContaining({ job: 'expire-plans', result: { expired: 2 }, msg: 'job done' })]);
  });
});

describe('startScheduler', () => {
  it('stops starting jobs at once, and stop() waits for the run still going', async () => {
    let runs = 0;
    let finished = false;
    let started = (): void => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = async (): Promise<void> => {
      runs += 1;
      started();
      await new Promise((done) => setTimeout(done, 100));
      finished = true;
    };
    const scheduler = startScheduler([{ name: 'slow', pattern: '* * * * * *', run: slow }], createLogger('silent'));
    await running;

    await scheduler.stop();
    expect(finished).toBe(true);
    await new Promise((done) => setTimeout(done, 1_100));
    expect(runs).toBe(1);
  });
});
