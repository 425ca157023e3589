import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InProcessLeaderLock } from '../../../adapters/locks/in-process-leader-lock.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder, minutesBefore } from '../../../tests/fixtures/engine.js';
import type { User } from '../../domain/users/user.js';
import { DispatchDueUsers } from './dispatch-due-users.js';
import { PLACE_BID_QUEUE } from './place-bid-job.js';
import { PollProjectFeed } from './poll-project-feed.js';
import { ENGINE_LOCK, RunEngineTick } from './run-engine-tick.js';

const NOW = '2026-01-15T12:00:00.000Z';

describe('RunEngineTick', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: RecordingMarketplace;
  let jobs: InMemoryJobQueue;
  let lock: InProcessLeaderLock;
  let tick: RunEngineTick;
  let user: User;

  const ago = (minutes: number): Date => minutesBefore(clock.now(), minutes);
  const queuedProjects = async (): Promise<string[]> => {
    const ids: string[] = [];
    for (
      let job = await jobs.take<{ project: { id: string } }>(PLACE_BID_QUEUE);
      job !== null;
      job = await jobs.take(PLACE_BID_QUEUE)
    )
      ids.push(job.payload.project.id);
    return ids.sort();
  };

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new RecordingMarketplace();
    jobs = new InMemoryJobQueue(clock);
    lock = new InProcessLeaderLock();
    const poll = new PollProjectFeed(storage, marketplace, clock, { serviceToken: 'service-token' });
    tick = new RunEngineTick(lock, poll, new DispatchDueUsers(storage, new FixedExchangeRates(), jobs, clock));
    user = await aBidder(storage, clock.now());
  });

  it('polls the feed, then dispatches the due users over what it just saw', async () => {
    marketplace.seedProject(aFeedProject('101', ago(2)));
    marketplace.seedProject(aFeedProject('102', ago(1), { skills: ['PHP'] }));

    const result = await tick.execute();

    expect(result).toMatchObject({
      leader: true,
      poll: { ok: true, result: { tokenSource: 'service', calls: 1, added: 2 } },
      dispatch: { due: 1, evaluated: 1, queued: 1 },
    });
    expect(await queuedProjects()).toEqual(['101']);
    expect((await storage.settings.get(user.id)).lastRunAt).toEqual(clock.now());
  });

  it('does nothing while another holder has the engine lock: no feed call, no job, no run recorded', async () => {
    marketplace.seedProject(aFeedProject('101', ago(2)));
    let release = (): void => undefined;
    const other = lock.runExclusive(ENGINE_LOCK, () => new Promise<void>((resolve) => (release = resolve)));

    expect(await tick.execute()).toEqual({ leader: false });
    expect(marketplace.searches).toEqual([]);
    expect(await queuedProjects()).toEqual([]);
    expect((await storage.settings.get(user.id)).lastRunAt).toBeNull();

    release();
    await other;
    expect(await tick.execute()).toMatchObject({ leader: true, dispatch: { queued: 1 } });
  });

  it('still dispatches over the feed it has when the poll fails, and reports the failure', async () => {
    await storage.feed.addNew([aFeedProject('101', ago(2))], ago(1));
    marketplace.failSearch(1, 'MARKETPLACE_UNAVAILABLE');

    const result = await tick.execute();

    expect(result).toMatchObject({
      leader: true,
      poll: { ok: false, error: { code: 'MARKETPLACE_UNAVAILABLE' } },
      dispatch: { queued: 1 },
    });
    expect(await queuedProjects()).toEqual(['101']);
  });
});
