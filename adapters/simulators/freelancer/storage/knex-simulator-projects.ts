import type { Knex } from 'knex';
import type { SimulatorProject } from '../project-generator.js';
import { fromProjectRow, toProjectRow, type ProjectRow } from './simulator-rows.js';

const PROJECTS = 'sim_freelancer_projects';
const BIDS = 'sim_freelancer_bids';
const NEWEST_FIRST = [
  { column: 'submitted_at_ms', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export interface ProjectFilter {
  /** Posted at or after, epoch ms. */
  readonly fromMs?: number;
  /** Posted at or before, epoch ms. */
  readonly toMs?: number;
  readonly types?: readonly string[];
}

/** The simulator's projects in `sim_freelancer_projects`; times are epoch ms. */
export class KnexSimulatorProjects {
  constructor(private readonly db: Knex) {}

  /** Adds the projects whose ids are not there yet; the ones there stay as they are. */
  async insertMissing(projects: readonly SimulatorProject[]): Promise<void> {
    const rows = projects.map(toProjectRow);
    for (let start = 0; start < rows.length; start += 100) {
      await this.db(PROJECTS)
        .insert(rows.slice(start, start + 100))
        .onConflict('id')
        .ignore();
    }
  }

  async put(project: SimulatorProject): Promise<void> {
    await this.db(PROJECTS).insert(toProjectRow(project)).onConflict('id').merge();
  }

  async find(id: number): Promise<SimulatorProject | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const row: ProjectRow | undefined = await this.db(PROJECTS).where({ id }).first();
    return row === undefined ? undefined : fromProjectRow(row);
  }

  /** The projects open at `now` that match `filter`, newest first. */
  async open(now: number, filter: ProjectFilter): Promise<SimulatorProject[]> {
    const rows: ProjectRow[] = await this.openQuery(now, filter)
      .select('*')
      .orderBy([...NEWEST_FIRST]);
    return rows.map(fromProjectRow);
  }

  /** One page of `open(now, filter)` and how many there are in all. */
  async openPage(
    now: number,
    filter: ProjectFilter,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly projects: SimulatorProject[]; readonly total: number }> {
    const [counted] = await this.openQuery(now, filter).count({ total: '*' });
    const rows: ProjectRow[] =
      page.limit === 0
        ? []
        : await this.openQuery(now, filter)
            .select('*')
            .orderBy([...NEWEST_FIRST])
            .offset(page.offset)
            .limit(page.limit);
    return { projects: rows.map(fromProjectRow), total: Number(counted?.total ?? 0) };
  }

  async close(id: number, at: number): Promise<void> {
    await this.db(PROJECTS).where({ id }).update({ closes_at_ms: at });
  }

  async delete(id: number): Promise<void> {
    await this.db(PROJECTS).where({ id }).del();
  }

  /** Deletes the projects closed before `before` that nobody bid on here. */
  async deleteClosedWithoutBids(before: number): Promise<void> {
    await this.db(PROJECTS)
      .where('closes_at_ms', '<', before)
      .whereNotExists(this.db(BIDS).select(this.db.raw('1')).whereRaw('??.project_id = ??.id', [BIDS, PROJECTS]))
      .del();
  }

  private openQuery(now: number, filter: ProjectFilter): Knex.QueryBuilder {
    const query = this.db(PROJECTS)
      .where('submitted_at_ms', '<=', Math.min(now, filter.toMs ?? now))
      .where((open) => open.whereNull('closes_at_ms').orWhere('closes_at_ms', '>', now));
    if (filter.fromMs !== undefined) query.where('submitted_at_ms', '>=', filter.fromMs);
    if (filter.types !== undefined && filter.types.length > 0) query.whereIn('type', [...filter.types]);
    return query;
  }
}
