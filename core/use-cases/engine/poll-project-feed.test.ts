import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aBidder, minutesBefore } from '../../../tests/fixtures/engine.js';
import { WHAT_IF_MS } from '../bidding/what-if.js';
import { FEED_MAX_PAGES, FEED_OVERLAP_MS, FEED_RETENTION_MS, PollProjectFeed } from './poll-project-feed.js';

const NOW = '2026-01-15T12:00:00.000Z';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('PollProjectFeed', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: RecordingMarketplace;

  const ago = (minutes: number): Date => minutesBefore(clock.now(), minutes);
  /** `count` projects posted `step` seconds apart, newest `first` seconds ago; ids `${prefix}-n`. */
  const listed = (prefix: string, count: number, first = 10, step = 2): void => {
    for (let n = 0; n < count; n++)
      marketplace.seedProject(
        aFeedProject(`${prefix}-${n}`, new Date(clock.now().getTime() - (first + n * step) * 1000)),
      );
  };
  const feedIds = async (): Promise<string[]> =>
    (await storage.feed.listSeenSince(new Date(0))).map((entry) => entry.project.id).sort();
  const poller = (serviceToken?: string) =>
    new PollProjectFeed(storage, marketplace, clock, serviceToken === undefined ? {} : { serviceToken });

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
    expect(
      (await storage.feed.listSeenSince(ago(1))).every(
        (entry) => entry.firstSeenAt.getTime() === clock.now().getTime(),
      ),
    ).toBe(true);
  });

  it('reads from the newest project the feed holds less the overlap, and keeps only the ones it does not know', async () => {
    listed('old', 120, 600);
    await poller('service-token').execute();
    const newestOld = ago(10);
    clock.advance(60_000);
    listed('new', 30);
    marketplace.searches.length = 0;

    const result = await poller('service-token').execute();

    // The 30 new ones and the old ones of the overlap's two minutes: one short page.
    expect(result).toMatchObject({ calls: 1, added: 30 });
    expect(marketplace.searches.map((search) => search.since)).toEqual([
      new Date(newestOld.getTime() - FEED_OVERLAP_MS),
    ]);
    const newest = await storage.feed.listSeenSince(ago(0.5));
    expect(newest.map((entry) => entry.project.id).sort()).toEqual(
      Array.from({ length: 30 }, (_, n) => `new-${n}`).sort(),
    );
  });

  it('finds a project listed late, posted within the overlap before the newest one the feed holds', async () => {
    listed('old', 5, 600);
    await poller('service-token').execute();
    clock.advance(60_000);
    listed('new', 3);
    // Listed late: posted before the newest project the feed already holds.
    marketplace.seedProject(aFeedProject('late', ago(11.5)));
    marketplace.searches.length = 0;

    expect(await poller('service-token').execute()).toMatchObject({ calls: 1, added: 4 });
    expect(await storage.feed.knownIds(['late'])).toEqual(new Set(['late']));
  });

  it('pages to the first short page whatever the pages hold, and keeps the first sighting of everything', async () => {
    listed('old', 20, 60);
    await poller('service-token').execute();
    const firstSeen = clock.now();
    clock.advance(60_000);
    listed('new', 130, 10, 1);
    marketplace.searches.length = 0;

    expect(await poller('service-token').execute()).toMatchObject({ calls: 2, added: 130 });
    const old = (await storage.feed.listSeenSince(new Date(0))).filter((entry) => entry.project.id.startsWith('old-'));
    expect(old).toHaveLength(20);
    expect(old.every((entry) => entry.firstSeenAt.getTime() === firstSeen.getTime())).toBe(true);
  });

  it('finds a new project when recently updated older projects fill the first page', async () => {
    // A busy spell: 150 projects within the overlap, all in the feed already.
    listed('busy', 150, 5, 0.5);
    await poller('service-token').execute();
    clock.advance(30_000);
    marketplace.seedProject(aFeedProject('new', ago(0.25)));
    // Their owners edit them now: Freelancer lists them before the new one.
    for (let n = 0; n < 150; n++) marketplace.markUpdated(`busy-${n}`, clock.now());
    marketplace.searches.length = 0;

    const result = await poller('service-token').execute();

    const firstPage = await marketplace.searchActiveProjects({ ...marketplace.searches[0]!, offset: 0 });
    expect(firstPage.projects.some((project) => project.id === 'new')).toBe(false);
    expect(result).toMatchObject({ calls: 2, added: 1 });
    expect(await storage.feed.knownIds(['new'])).toEqual(new Set(['new']));
  });

  it('takes a full page as full when some of its projects could not be read', async () => {
    listed('p', 103);
    for (const n of [3, 40, 77]) marketplace.serveMalformed(`p-${n}`);

    const result = await poller('service-token').execute();

    expect(result).toMatchObject({ calls: 2, added: 100 });
    expect(await storage.feed.knownIds(['p-100', 'p-101', 'p-102'])).toEqual(new Set(['p-100', 'p-101', 'p-102']));
  });

  it('reads the last hour after a long stop, and from now less the overlap when the feed holds a project posted ahead of the clock', async () => {
    await storage.feed.addNew(
      [aFeedProject('days-ago', new Date(clock.now().getTime() - 30 * HOUR))],
      new Date(clock.now().getTime() - 30 * HOUR),
    );
    await poller('service-token').execute();
    await storage.feed.addNew([aFeedProject('ahead', new Date(clock.now().getTime() + 10 * 60_000))], clock.now());
    await poller('service-token').execute();

    expect(marketplace.searches.map((search) => search.since)).toEqual([
      ago(60),
      new Date(clock.now().getTime() - FEED_OVERLAP_MS),
    ]);
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

  it("takes users' tokens in turn, poll after poll, in a stable order that is not pinned to the lowest id", async () => {
    listed('p', 3);
    for (const id of ['user-c', 'user-a', 'user-b']) await aBidder(storage, clock.now(), { id, token: `token-${id}` });
    const polls = poller();

    for (let poll = 0; poll < 4; poll++) await polls.execute();

    expect(marketplace.searches.map((search) => search.token)).toEqual([
      'token-user-a',
      'token-user-b',
      'token-user-c',
      'token-user-a',
    ]);
  });

  it.each(['MARKETPLACE_RATE_LIMITED', 'MARKETPLACE_UNAVAILABLE'] as const)(
    'skips a token failing with %s for that poll, reads with the next, and tries it again on a later turn',
    async (code) => {
      listed('p', 3);
      for (const id of ['user-a', 'user-b', 'user-c'])
        await aBidder(storage, clock.now(), { id, token: `token-${id}` });
      marketplace.failSearchesWith('token-user-a', code);
      const polls = poller();

      expect(await polls.execute()).toEqual({ tokenSource: 'user', calls: 2, added: 3, pruned: 0 });
      marketplace.failSearchesWith('token-user-a', null);
      await polls.execute();
      await polls.execute();

      // a failed, b read; then c; then a's turn again, and a reads once more.
      expect(marketplace.searches.map((search) => search.token)).toEqual([
        'token-user-a',
        'token-user-b',
        'token-user-c',
        'token-user-a',
      ]);
    },
  );

  it('fails the poll with the cause when every token tried fails, and stores nothing', async () => {
    listed('p', 3);
    for (const id of ['user-a', 'user-b']) {
      await aBidder(storage, clock.now(), { id, token: `token-${id}` });
      marketplace.failSearchesWith(`token-${id}`, 'MARKETPLACE_RATE_LIMITED');
    }

    await expect(poller().execute()).rejects.toMatchObject({ code: 'MARKETPLACE_RATE_LIMITED' });
    expect(marketplace.searches.map((search) => search.token)).toEqual(['token-user-a', 'token-user-b']);
    expect(await feedIds()).toEqual([]);
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

  it('prunes projects first seen more than 8 days ago, and keeps the 7 days the what-if replays with a day to spare', async () => {
    await storage.feed.addNew(
      [aFeedProject('ancient', new Date(clock.now().getTime() - 8 * DAY - HOUR))],
      new Date(clock.now().getTime() - 8 * DAY - 1),
    );
    await storage.feed.addNew(
      [aFeedProject('kept', new Date(clock.now().getTime() - 8 * DAY))],
      new Date(clock.now().getTime() - 8 * DAY),
    );
    expect(FEED_RETENTION_MS).toBeGreaterThan(WHAT_IF_MS);

    expect(await poller('service-token').execute()).toMatchObject({ pruned: 1 });
    expect(await feedIds()).toEqual(['kept']);
  });
});
