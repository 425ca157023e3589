import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../adapters/testing/in-memory-job-queue.js';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import type { QueueBacklogSource } from '../../adapters/metrics/bidpilot-metrics.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import { openPostgres, openSqlite, postgresAvailable } from '../support/databases.js';

interface BacklogFixture {
  readonly queue: JobQueue & QueueBacklogSource;
  readonly teardown: () => Promise<void>;
}

const clockAt = () => new FixedClock(new Date(Date.now() - 60_000));

const fixtures: Record<string, () => Promise<BacklogFixture>> = {
  memory: async () => {
    const clock = clockAt();
    return { queue: new InMemoryJobQueue(clock), teardown: async () => undefined };
  },
  'knex table on SQLite': async () => {
    const database = await openSqlite();
    return { queue: new KnexJobQueue(database.db, clockAt()), teardown: () => database.destroy() };
  },
};

const withPostgres = await postgresAvailable();
if (withPostgres) {
  fixtures['knex table on Postgres'] = async () => {
    const database = await openPostgres();
    return { queue: new KnexJobQueue(database.db, clockAt()), teardown: () => database.destroy() };
  };
}

describe.each(Object.keys(fixtures))('the backlog the metrics read, on %s', (name) => {
  let fixture: BacklogFixture | undefined;
  afterEach(async () => {
    await fixture?.teardown();
    fixture = undefined;
  });

  it('counts the jobs waiting or running, not those done, and tells when the oldest was enqueued', async () => {
    fixture = await (fixtures[name] as () => Promise<BacklogFixture>)();
    const { queue } = fixture;
    expect(await queue.backlog('place-bid')).toEqual({ depth: 0, oldestEnqueuedAt: null });
    const queuedAfter = Date.now() - 120_000;
    for (let index = 0; index < 3; index += 1) await queue.enqueue('place-bid', { index });
    await queue.enqueue('notify', { other: true });
    const running = await queue.take('place-bid');
    const done = await queue.take('place-bid');
    if (running === null || done === null) throw new Error('the queue handed out no job');
    await queue.complete(done);

    const backlog = await queue.backlog('place-bid');
    expect(backlog.depth).toBe(2);
    expect(backlog.oldestEnqueuedAt?.getTime()).toBeGreaterThan(queuedAfter);
    expect((await queue.backlog('notify')).depth).toBe(1);
  });
});
