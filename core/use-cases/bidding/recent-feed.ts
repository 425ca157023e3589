import type { FeedEntry, ProjectFeedRepository } from '../../ports/project-feed-repository.port.js';

/** Re-read before the newest entry held: a poll's instant is its clock's, and two processes' clocks may differ a little. */
const REREAD_MS = 2 * 60_000;

const byFeedOrder = (a: FeedEntry, b: FeedEntry): number =>
  a.firstSeenAt.getTime() - b.firstSeenAt.getTime() ||
  b.project.postedAt.getTime() - a.project.postedAt.getTime() ||
  (a.project.id < b.project.id ? -1 : a.project.id > b.project.id ? 1 : 0);

/**
 * The feed's recent entries held between previews (docs/design.md#what-if). A stored entry never
 * changes (the feed keeps a project's first snapshot) and new ones are first seen at the poll's
 * instant, so after the first read only what was first seen since is read; the rest are the same
 * objects as before, so what the rules work out once per project (skills, brief screening,
 * columns) is not worked out again for every preview. Entries older than a preview's period are
 * dropped as they age out.
 */
export class RecentFeed {
  private held: readonly FeedEntry[] = [];
  /** The newest first-seen instant read so far; null before the first read. */
  private newest: number | null = null;

  constructor(private readonly feed: Pick<ProjectFeedRepository, 'listSeenSince'>) {}

  /** The entries first seen after `from` and not after `to`, in the feed's order. */
  async between(from: number, to: number): Promise<readonly FeedEntry[]> {
    const cold = this.newest === null || this.newest - REREAD_MS <= from;
    const fresh = await this.feed.listSeenSince(new Date(cold ? from : (this.newest as number) - REREAD_MS));
    const kept = cold ? [] : this.held.filter((entry) => entry.firstSeenAt.getTime() > from);
    const known = new Set(kept.map((entry) => entry.project.id));
    const added = fresh.filter((entry) => !known.has(entry.project.id));
    const last = kept.at(-1);
    const merged = [...kept, ...added];
    // Re-read entries interleave with held ones only within the re-read margin: sorted only then.
    if (last !== undefined && added.length > 0 && byFeedOrder(added[0] as FeedEntry, last) < 0)
      merged.sort(byFeedOrder);
    this.held = merged;
    const newest = merged.at(-1)?.firstSeenAt.getTime();
    this.newest = newest === undefined ? null : Math.max(newest, this.newest ?? newest);
    return merged.filter((entry) => entry.firstSeenAt.getTime() <= to);
  }
}
