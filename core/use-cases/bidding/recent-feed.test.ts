import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import type { ProjectFeedRepository } from '../../ports/project-feed-repository.port.js';
import { RecentFeed } from './recent-feed.js';

const MINUTE = 60_000;
const T = new Date('2026-01-15T12:00:00.000Z').getTime();
const at = (minutes: number) => new Date(T + minutes * MINUTE);

/** The in-memory feed, counting what each read asked for. */
function countingFeed() {
  const storage = new InMemoryStorage(new FixedClock(at(0)));
  const reads: Date[] = [];
  const feed: Pick<ProjectFeedRepository, 'listSeenSince'> = {
    listSeenSince: (since) => {
      reads.push(since);
      return storage.feed.listSeenSince(since);
    },
  };
  const seen = (id: string, minutes: number, postedMinutes = minutes - 1) =>
    storage.feed.addNew([aFeedProject(id, at(postedMinutes))], at(minutes));
  return { feed, reads, seen, storage };
}

const ids = (entries: readonly { project: { id: string } }[]) => entries.map((entry) => entry.project.id);

describe('RecentFeed', () => {
  it('reads the whole period once, then only what was first seen since, keeping the same entries', async () => {
    const { feed, reads, seen } = countingFeed();
    await seen('a', 10);
    await seen('b', 20);
    const recent = new RecentFeed(feed);
    const first = await recent.between(T, T + 30 * MINUTE);
    expect(ids(first)).toEqual(['a', 'b']);

    await seen('c', 40);
    const second = await recent.between(T, T + 50 * MINUTE);
    expect(ids(second)).toEqual(['a', 'b', 'c']);
    expect(second[0]).toBe(first[0]);
    expect(reads.map((since) => since.getTime())).toEqual([T, T + 20 * MINUTE - 2 * MINUTE]);
  });

  it('drops what aged out of the period, answers nothing after its end, and reads all again when the period passed what it holds', async () => {
    const { feed, reads, seen } = countingFeed();
    await seen('a', 10);
    await seen('b', 20);
    await seen('c', 30);
    const recent = new RecentFeed(feed);
    await recent.between(T, T + 60 * MINUTE);
    expect(ids(await recent.between(T + 15 * MINUTE, T + 25 * MINUTE))).toEqual(['b']);
    expect(ids(await recent.between(T + 100 * MINUTE, T + 200 * MINUTE))).toEqual([]);
    expect(reads.at(-1)?.getTime()).toBe(T + 100 * MINUTE);
  });

  it('puts an entry first seen within the re-read margin, in another process, in its feed place', async () => {
    const { feed, seen } = countingFeed();
    await seen('a', 10);
    await seen('c', 30);
    const recent = new RecentFeed(feed);
    await recent.between(T, T + 60 * MINUTE);
    // A second poller whose clock ran a minute behind stored this one after the read.
    await seen('b', 29);
    await seen('d', 45);
    expect(ids(await recent.between(T, T + 60 * MINUTE))).toEqual(['a', 'b', 'c', 'd']);
  });
});
