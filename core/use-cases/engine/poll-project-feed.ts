import { FIRST_RUN_LOOKBACK_MS } from '../../domain/bidding/autobid-timing.js';
import { WHAT_IF_DAYS } from '../bidding/what-if.js';
import type { Project } from '../../domain/bidding/project.js';
import { isDomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Repositories } from '../../ports/storage.port.js';

/** Freelancer answers at most 100 projects per call. */
export const FEED_PAGE_SIZE = 100;
/** A minute of new projects fits in one page; ten bound a backlog after downtime. */
export const FEED_MAX_PAGES = 10;
/**
 * How far before the newest posting instant the feed holds each poll reads again. It covers
 * Freelancer's whole-second from_time, clock drift between the two sides, and a project indexed a
 * little after it was posted; the repeats it costs (two minutes of projects, most polls still one
 * page) are dropped by the feed's seen set.
 */
export const FEED_OVERLAP_MS = 2 * 60_000;
/**
 * Users' windows reach back at most to their previous run (an hour), but the what-if replays the
 * last WHAT_IF_DAYS days (docs/design.md#what-if): those and a day's margin, so a preview asked
 * just before a prune still finds its whole first day.
 */
export const FEED_RETENTION_MS = (WHAT_IF_DAYS + 1) * 24 * 3600_000;
/** Active users' tokens tried per poll when the marketplace refuses one. */
const MAX_TOKEN_TRIES = 3;

export interface PollResult {
  /** Where the token came from; 'none' when there was no token to read with, so nothing was asked. */
  readonly tokenSource: 'service' | 'user' | 'none';
  /** Marketplace calls this poll made, refused ones included. */
  readonly calls: number;
  /** Projects first seen by this poll. */
  readonly added: number;
  /** Old projects dropped from the feed. */
  readonly pruned: number;
}

type FeedRepositories = Pick<Repositories, 'feed' | 'settings' | 'profiles' | 'users'>;

/**
 * The shared feed poller (docs/design.md#feed-poll): reads the marketplace's new active projects with
 * ONE token — the service token, else an active user's — one call per page. Freelancer promises no
 * order, so a poll never stops at a known project: it asks for the projects posted since the newest
 * one the feed holds (less an overlap; the last hour on a first poll), pages to the first page the
 * marketplace lists short, and keeps the ones the feed does not know. The calls per poll never
 * depend on how many users there are. A poll that fails stores nothing, so the next one reads
 * those projects again.
 *
 * Without a service token the users' tokens take turns: in the stable order of their ids, each
 * poll starts after the user whose token the previous poll used or tried last, and any failure
 * (refused, rate limited, timed out) moves on to the next user within the same poll. So no one
 * user's token carries the feed, and one bad token stops no one's bidding.
 */
export class PollProjectFeed {
  /** User tokens the marketplace refused as invalid; skipped until the user saves another. */
  private readonly refused = new Set<string>();
  /** The user whose token was used or tried last; the next poll starts after them. */
  private lastUserId: string | null = null;

  constructor(
    private readonly repositories: FeedRepositories,
    private readonly marketplace: Marketplace,
    private readonly clock: Clock,
    private readonly options: { readonly serviceToken?: string } = {},
  ) {}

  async execute(): Promise<PollResult> {
    const now = this.clock.now();
    const pruned = await this.repositories.feed.pruneSeenBefore(new Date(now.getTime() - FEED_RETENTION_MS));
    const counter = { calls: 0 };
    const { serviceToken } = this.options;
    if (serviceToken !== undefined) {
      const added = await this.store(await this.readNew(serviceToken, now, counter), now);
      return { tokenSource: 'service', calls: counter.calls, added, pruned };
    }
    let lastFailure: unknown = null;
    for await (const { userId, token } of this.userTokensInTurn()) {
      this.lastUserId = userId;
      try {
        const fresh = await this.readNew(token, now, counter);
        return { tokenSource: 'user', calls: counter.calls, added: await this.store(fresh, now), pruned };
      } catch (error) {
        lastFailure = error;
        if (isDomainError(error) && error.code === 'MARKETPLACE_TOKEN_INVALID') this.refused.add(token);
      }
    }
    // Every token tried failed: the poll fails with the last cause (a refused token is no outage of the feed).
    if (lastFailure !== null && !(isDomainError(lastFailure) && lastFailure.code === 'MARKETPLACE_TOKEN_INVALID'))
      throw lastFailure;
    return { tokenSource: 'none', calls: counter.calls, added: 0, pruned };
  }

  /** Projects posted since the feed's watermark, every page to the first short one (a bounded number). */
  private async readNew(token: string, now: Date, counter: { calls: number }): Promise<readonly Project[]> {
    const since = await this.readFrom(now);
    const fresh = new Map<string, Project>();
    for (let page = 0; page < FEED_MAX_PAGES; page++) {
      counter.calls += 1;
      const batch = await this.marketplace.searchActiveProjects({
        token,
        since,
        limit: FEED_PAGE_SIZE,
        offset: page * FEED_PAGE_SIZE,
      });
      // A page boundary that moved while paging repeats projects of this very poll.
      const unseen = batch.projects.filter((project) => !fresh.has(project.id));
      const known = await this.repositories.feed.knownIds(unseen.map((project) => project.id));
      for (const project of unseen) if (!known.has(project.id)) fresh.set(project.id, project);
      // Counted as listed: a full page whose unreadable projects were left out is not the last.
      if (batch.listed < FEED_PAGE_SIZE) break;
    }
    return [...fresh.values()];
  }

  /**
   * The newest posting instant the feed holds, less the overlap, and never before the last hour:
   * after a long stop only what users' windows can still use is read. Kept in the feed itself, it
   * survives restarts and is the same for every process sharing the database.
   */
  private async readFrom(now: Date): Promise<Date> {
    const lookback = now.getTime() - FIRST_RUN_LOOKBACK_MS;
    const newest = await this.repositories.feed.newestPostedAt();
    // A posting instant ahead of this clock (the marketplace's runs fast) must not skip what comes next.
    if (newest === null) return new Date(lookback);
    return new Date(Math.max(lookback, Math.min(newest.getTime(), now.getTime()) - FEED_OVERLAP_MS));
  }

  private store(projects: readonly Project[], now: Date): Promise<number> {
    return projects.length === 0 ? Promise.resolve(0) : this.repositories.feed.addNew(projects, now);
  }

  /**
   * Active, enabled users' tokens, at most a few, starting after the user tried last and wrapping
   * round, in the order of their ids. Lazily: a token is only decrypted when its turn comes.
   */
  private async *userTokensInTurn(): AsyncGenerator<{ readonly userId: string; readonly token: string }> {
    const ids = (await this.repositories.settings.listActive()).map((settings) => settings.userId).sort();
    const start = this.lastUserId === null ? 0 : ids.findIndex((id) => id > (this.lastUserId as string));
    const ordered = start <= 0 ? ids : [...ids.slice(start), ...ids.slice(0, start)];
    const tried = new Set<string>();
    for (const userId of ordered) {
      if (tried.size === MAX_TOKEN_TRIES) return;
      const token = (await this.repositories.profiles.get(userId))?.oauthToken;
      if (typeof token !== 'string' || token === '' || this.refused.has(token) || tried.has(token)) continue;
      if ((await this.repositories.users.findById(userId))?.isActive !== true) continue;
      tried.add(token);
      yield { userId, token };
    }
  }
}
