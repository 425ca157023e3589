import { z } from 'zod';
import { PROJECT_UPGRADES, type Project } from '../../../core/domain/bidding/project.js';
import { PROJECT_KINDS } from '../../../core/domain/bidding/project-kind.js';
import type { FeedEntry, ProjectFeedRepository } from '../../../core/ports/project-feed-repository.port.js';
import { chunks, idBatches, num, parseJsonColumn, toDate, toDateOrNull, whereAmong, type Db } from './knex-rows.js';

const FEED = 'feed_projects';

interface FeedRow {
  readonly id: string;
  readonly project: string;
  readonly posted_at_ms: unknown;
  readonly first_seen_at_ms: unknown;
}

const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  type: z.enum(['fixed', 'hourly']),
  currency: z.string(),
  // Absent on rows stored before the feed kept the marketplace's rate.
  usdPerUnit: z.number().positive().nullable().optional(),
  budgetMin: z.number(),
  budgetMax: z.number().nullable(),
  bidCount: z.number(),
  skills: z.array(z.string()),
  postedAt: z.iso.datetime(),
  // Rows stored before the feed read upgrades, owners and statuses: a plain, open project of no known owner.
  kinds: z.array(z.enum(PROJECT_KINDS)).default([]),
  ownerId: z.string().nullable().default(null),
  isOpen: z.boolean().default(true),
  // What the fit score and the client rules read (issue 20); absent on rows stored before the feed kept it.
  language: z.string().nullable().optional(),
  bidAvg: z.number().nullable().optional(),
  upgrades: z.array(z.enum(PROJECT_UPGRADES)).optional(),
  client: z
    .object({
      id: z.string(),
      paymentVerified: z.boolean().nullable(),
      rating: z.number().nullable(),
      reviews: z.number().nullable(),
      country: z.string().nullable(),
      registeredAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .optional(),
});

const toRow = (project: Project, seenAt: Date) => ({
  id: project.id,
  project: JSON.stringify({ ...project, postedAt: project.postedAt.toISOString() }),
  posted_at_ms: project.postedAt.getTime(),
  first_seen_at_ms: seenAt.getTime(),
});

function toEntry(row: FeedRow): FeedEntry {
  const { client, ...project } = parseJsonColumn(projectSchema, row.project, `${FEED}.project`);
  const parsedClient =
    client === undefined
      ? {}
      : {
          client:
            client === null
              ? null
              : { ...client, registeredAt: client.registeredAt === null ? null : new Date(client.registeredAt) },
        };
  return {
    project: { ...project, ...parsedClient, postedAt: toDate(row.posted_at_ms) },
    firstSeenAt: toDate(row.first_seen_at_ms),
  };
}

/** The shared feed in one table; INSERT … ON CONFLICT DO NOTHING keeps the first sighting. */
export class KnexProjectFeedRepository implements ProjectFeedRepository {
  constructor(private readonly db: Db) {}

  async addNew(projects: readonly Project[], seenAt: Date): Promise<number> {
    const unique = [...new Map(projects.map((project) => [project.id, project])).values()];
    let added = 0;
    // SQLite compiles a multi-row insert to a compound SELECT of at most 500 terms.
    for (const batch of chunks(unique, 500)) {
      const inserted = (await this.db(FEED)
        .insert(batch.map((project) => toRow(project, seenAt)))
        .onConflict('id')
        .ignore()
        .returning('id')) as unknown[];
      added += inserted.length;
    }
    return added;
  }

  async knownIds(projectIds: readonly string[]): Promise<ReadonlySet<string>> {
    const known = new Set<string>();
    for (const batch of idBatches(this.db, projectIds)) {
      const rows = (await whereAmong(this.db(FEED), 'id', batch).select('id')) as { id: string }[];
      for (const row of rows) known.add(row.id);
    }
    return known;
  }

  async newestPostedAt(): Promise<Date | null> {
    const row = (await this.db(FEED).max({ newest: 'posted_at_ms' }).first()) as { newest: unknown } | undefined;
    return toDateOrNull(row?.newest);
  }

  async listSeenSince(since: Date): Promise<readonly FeedEntry[]> {
    const rows = (await this.db(FEED)
      .where('first_seen_at_ms', '>', since.getTime())
      .orderBy([
        { column: 'first_seen_at_ms' },
        { column: 'posted_at_ms', order: 'desc' },
        { column: 'id' },
      ])) as FeedRow[];
    return rows.map(toEntry);
  }

  async pruneSeenBefore(before: Date): Promise<number> {
    return num(await this.db(FEED).where('first_seen_at_ms', '<', before.getTime()).del());
  }
}
