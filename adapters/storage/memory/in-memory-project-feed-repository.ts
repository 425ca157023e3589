import type { Project } from '../../../core/domain/bidding/project.js';
import type { FeedEntry, ProjectFeedRepository } from '../../../core/ports/project-feed-repository.port.js';
import { compare, copy } from './memory-tables.js';

const byFeedOrder = (a: FeedEntry, b: FeedEntry): number =>
  compare(a.firstSeenAt.getTime(), b.firstSeenAt.getTime()) ||
  compare(b.project.postedAt.getTime(), a.project.postedAt.getTime()) ||
  compare(a.project.id, b.project.id);

/**
 * The shared feed in process memory. It lives outside the snapshot tables of transactions: the
 * feed belongs to no user, only the poller writes it and never inside a transaction, and copying
 * two days of projects on every transaction would cost more than every other table together.
 */
export class InMemoryProjectFeedRepository implements ProjectFeedRepository {
  private readonly entries = new Map<string, FeedEntry>();

  async addNew(projects: readonly Project[], seenAt: Date): Promise<number> {
    let added = 0;
    for (const project of projects) {
      if (this.entries.has(project.id)) continue;
      this.entries.set(project.id, copy({ project, firstSeenAt: seenAt }));
      added += 1;
    }
    return added;
  }

  async knownIds(projectIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(projectIds.filter((id) => this.entries.has(id)));
  }

  async newestPostedAt(): Promise<Date | null> {
    let newest: number | null = null;
    for (const { project } of this.entries.values())
      if (newest === null || project.postedAt.getTime() > newest) newest = project.postedAt.getTime();
    return newest === null ? null : new Date(newest);
  }

  async listSeenSince(since: Date): Promise<readonly FeedEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => entry.firstSeenAt.getTime() > since.getTime())
      .sort(byFeedOrder)
      .map(copy);
  }

  async pruneSeenBefore(before: Date): Promise<number> {
    let pruned = 0;
    for (const [id, entry] of this.entries) {
      if (entry.firstSeenAt.getTime() < before.getTime()) {
        this.entries.delete(id);
        pruned += 1;
      }
    }
    return pruned;
  }
}
