import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/clock/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aBidder, aFeedProject, minutesBefore, RecordingMarketplace } from '../../../tests/fixtures/engine.js';
import { FEED_MAX_PAGES, PollProjectFeed } from './poll-project-feed.js';

const NOW = '2026-01-15T12:00:00.000Z';
const HOUR = 3600_000;

describe('PollProjectFeed', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: RecordingMarketplace;

  const ago = (minutes: number): Date => minutesBefore(clock.now(), minutes);
  /** `count` projects posted `step` seconds apart, newest `first` seconds ago; ids `${prefix}-n`. */
  const listed = (prefix: string, count: number, first = 10, step = 2): void => {
    for (let n = 0; n < count; n++) marketplace.seedProject(aFeedProject(`${prefix}-${n}`, new Date(clock.now().getTime() - (first + n * step) * 1000)));
  };
  const feedIds = async (): Promise<string[]> => (await storage.feed.listSeenSince(new Date(0))).map((entry) => entry.project.id).sort();
  const poller = (serviceToken?: string) => new PollProjectFeed(storage, marketplace, clock, serviceToken === undefined ? {} : { serviceToken });

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new RecordingMarketplace();
  });

  it('reads new projects with the service token, one call per page, and stores them first seen now', async () => {
    listed('p', 150);

    const result = await poller('service-token').execute();

    expect(result).toEqual({ tokenSource: 'service', calls: 2, added: 150, pruned: 0 });
    expect(marketplace.searches.map(({ token, offset, limit }) => ({ token, offset, limit }))).toEqual([
      { token: 'service-token', offset: 0, limit: 100 },
      { token: 'service-token', offset: 100, limit: 100 },
    ]);
    expect((await storage.feed.listSeenSince(ago(1))).every((entry) => entry.firstSeenAt.getTime() === clock.now().getTime())).toBe(true);
  });

  it('stops at the first project already in the feed', async () => {
    listed('old', 120, 600);
    await poller('service-token').execute();
    clock.advance(60_000);
    listed('new', 30);
    marketplace.searches.length = 0;

    const result = await poller('service-token').execute();

    expect(result).toMatchObject({ calls: 1, added: 30 });
    const newest = await storage.feed.listSeenSince(ago(0.5));
    expect(newest.map((entry) => entry.project.id).sort()).toEqual(Array.from({ length: 30 }, (_, n) => `new-${n}`).sort());
  });

  it('keeps an unknown project listed after a known one on the last page it reads', async () => {
    listed('old', 5, 600);
    await poller('service-token').execute();
    clock.advance(60_000);
    listed('new', 3);
    // Listed late: posted before the projects the feed already holds.
    marketplace.seedProject(aFeedProject('late', ago(15)));
    marketplace.searches.length = 0;

    expect(await poller('service-token').execute()).toMatchObject({ calls: 1, added: 4 });
    expect(await storage.feed.knownIds(['late'])).toEqual(new Set(['late']));
  });

  it('stops at a seen project on a later page, and keeps the first sighting of everything', async () => {
    listed('old', 20, 1_200);
    await poller('service-token').execute();
    const firstSeen = clock.now();
    clock.advance(60_000);
    listed('new', 130);
    marketplace.searches.length = 0;

    expect(await poller('service-token').execute()).toMatchObject({ calls: 2, added: 130 });
    const old = (await storage.feed.listSeenSince(new Date(0))).filter((entry) => entry.project.id.startsWith('old-'));
    expect(old).toHaveLength(20);
    expect(old.every((entry) => entry.firstSeenAt.getTime() === firstSeen.getTime())).toBe(true);
  });

  it('reads only the last hour on a first poll, and at most a bounded number of pages', async () => {
    marketplace.seedProject(aFeedProject('stale', ago(61)));
    listed('p', 100 * FEED_MAX_PAGES + 50, 1);

    const result = await poller('service-token').execute();

    expect(result.calls).toBe(FEED_MAX_PAGES);
    expect(result.added).toBe(100 * FEED_MAX_PAGES);
    expect(marketplace.searches.every((search) => search.since?.getTime() === ago(60).getTime())).toBe(true);
    expect(await storage.feed.knownIds(['stale'])).toEqual(new Set());
  });

  it('is not stopped by a project repeated when a page boundary moves while it pages', async () => {
    listed('p', 150);
    // A project posted between the two calls pushes page 2 back by one: it starts with page 1's last.
    marketplace.onSearch((call) => {
      if (call === 1) marketplace.seedProject(aFeedProject('late', clock.now()));
    });

    expect(await poller('service-token').execute()).toMatchObject({ calls: 2, added: 150 });
    expect(await poller('service-token').execute()).toMatchObject({ calls: 1, added: 1 });
    expect(await storage.feed.knownIds(['late'])).toEqual(new Set(['late']));
  });

  it('makes as many calls with 50 active users as with 1', async () => {
    listed('p', 150);
    const callsWith = async (users: number): Promise<number> => {
      storage = new InMemoryStorage(clock);
      await seedDefaults(storage);
      for (let n = 0; n < users; n++) await aBidder(storage, clock.now());
      marketplace.searches.length = 0;
      await poller().execute();
      return marketplace.searches.length;
    };

    const withOne = await callsWith(1);
    const withFifty = await callsWith(50);

    expect(withOne).toBe(2);
    expect(withFifty).toBe(withOne);
  });

  it("reads with an active user's token without a service token, and moves on from a refused one for good", async () => {
    listed('p', 3);
    await aBidder(storage, clock.now(), { id: 'user-a', token: 'invalid-token' });
    await aBidder(storage, clock.now(), { id: 'user-b', token: 'token-b' });
    const polls = poller();

    expect(await polls.execute()).toEqual({ tokenSource: 'user', calls: 2, added: 3, pruned: 0 });
    expect(await polls.execute()).toEqual({ tokenSource: 'user', calls: 1, added: 0, pruned: 0 });
    expect(marketplace.searches.map((search) => search.token)).toEqual(['invalid-token', 'token-b', 'token-b']);
  });

  it('asks nothing when no token is to be had: no service token and no active user with one', async () => {
    listed('p', 3);
    await aBidder(storage, clock.now(), { token: null });
    await aBidder(storage, clock.now(), { settings: { isActive: false } });
    await aBidder(storage, clock.now(), { user: { isActive: false } });

    expect(await poller().execute()).toEqual({ tokenSource: 'none', calls: 0, added: 0, pruned: 0 });
    expect(marketplace.searches).toEqual([]);
  });

  it('stores nothing when a later page fails, so the next poll reads those projects again', async () => {
    listed('p', 150);
    marketplace.failSearch(2, 'MARKETPLACE_UNAVAILABLE');

    await expect(poller('service-token').execute()).rejects.toMatchObject({ code: 'MARKETPLACE_UNAVAILABLE' });
    expect(await feedIds()).toEqual([]);
    expect(await poller('service-token').execute()).toMatchObject({ added: 150 });
  });

  it('prunes projects first seen more than 48 hours ago', async () => {
    await storage.feed.addNew([aFeedProject('ancient', new Date(clock.now().getTime() - 49 * HOUR))], new Date(clock.now().getTime() - 48 * HOUR - 1));
    await storage.feed.addNew([aFeedProject('kept', new Date(clock.now().getTime() - 48 * HOUR))], new Date(clock.now().getTime() - 48 * HOUR));

    expect(await poller('service-token').execute()).toMatchObject({ pruned: 1 });
    expect(await feedIds()).toEqual(['kept']);
  });
});
