import type { Knex } from 'knex';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { SimulatorProject, SimulatorUpgrades } from './project-generator.js';
import { streamProjects } from './project-stream.js';
import { BALANCE_MINIMUM_USD } from './simulator-behaviours.js';
import { derivedClient, type SimulatorClient } from './simulator-clients.js';
import { SimulatorConditions, type SimulatorConditionsOptions } from './simulator-conditions.js';
import { seededClient, seededProject, type SeedExtras } from './seeded-project.js';
import { KnexSimulatorClients } from './storage/knex-simulator-clients.js';
import { KnexSimulatorProjects, type ProjectFilter } from './storage/knex-simulator-projects.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface SimulatorProjectBoardOptions extends SimulatorConditionsOptions {
  /** The simulator's database (its `sim_freelancer_*` tables); the caller opens and closes it. */
  readonly db: Knex;
  /** Generate the project stream (a backlog, then a new project every minute). Default true. */
  readonly stream?: boolean;
  /** How far back the backlog reaches; default 3 hours. */
  readonly backlogMs?: number;
}

/**
 * The projects the simulated Freelancer lists, and their owners, kept in its own tables (ADR 0009):
 * the seeded stream, the projects tests seed, and the order searches list them in. Owners' edits
 * are this process's own, like scripted failures. FreelancerSimulatorState adds the bids.
 */
export abstract class SimulatorProjectBoard extends SimulatorConditions {
  private readonly projects: KnexSimulatorProjects;
  private readonly clients: KnexSimulatorClients;
  private readonly stream: boolean;
  private readonly backlogMs: number;
  /** When owners last edited their projects (epoch ms), by id; this process's own, like scripted failures. */
  private readonly edits = new Map<number, number>();
  /** This process has written the stream up to here (epoch ms). */
  private streamedUntil: number | null = null;
  private lastPrune = 0;

  protected constructor(options: SimulatorProjectBoardOptions) {
    super(options);
    this.projects = new KnexSimulatorProjects(options.db);
    this.clients = new KnexSimulatorClients(options.db);
    this.stream = options.stream ?? true;
    this.backlogMs = options.backlogMs ?? 3 * HOUR;
  }

  /**
   * Brings the marketplace up to the clock: writes the stream's projects this process has not
   * written yet (after a restart or a long idle spell, only the last backlog window; rows another
   * process or an earlier run wrote stay as they are), and drops old projects now and then.
   */
  async advance(): Promise<void> {
    const now = this.now();
    const after = Math.max(this.streamedUntil ?? Number.NEGATIVE_INFINITY, now - this.backlogMs - 1);
    if (this.stream && after < now) {
      await this.projects.insertMissing(streamProjects(this.seed, after, now));
      this.streamedUntil = now;
    }
    if (now - this.lastPrune > 10 * MINUTE) await this.prune(now);
  }

  private async prune(now: number): Promise<void> {
    this.lastPrune = now;
    this.accounts.pruneWindows(now);
    for (const [id, at] of this.edits) if (at < now - 24 * HOUR) this.edits.delete(id);
    await this.projects.deleteClosedWithoutBids(now - 24 * HOUR);
  }

  /** Sets some of a project's stored upgrades (tests and demos); the others stay as they are. */
  async upgradeProject(id: number, upgrades: Partial<SimulatorUpgrades>): Promise<void> {
    const project = await this.projects.find(id);
    if (project === undefined) throw new Error(`the simulator has no project ${id}`);
    await this.projects.put({ ...project, upgrades: { ...project.upgrades, ...upgrades } });
  }

  /** From now on the project asks bidders for an account balance of `minimumUsd` (null: none). */
  async requireBalance(id: number, minimumUsd: number | null = BALANCE_MINIMUM_USD): Promise<void> {
    const project = await this.projects.find(id);
    if (project === undefined) throw new Error(`the simulator has no project ${id}`);
    await this.projects.put({ ...project, minimumBalanceUsd: minimumUsd });
  }

  /**
   * Active projects matching `filter` in the order searches list them: last updated first, as
   * Freelancer's search may (newest posted first until an owner edits an older project).
   */
  async activeProjects(filter: ProjectFilter = {}): Promise<SimulatorProject[]> {
    const projects = await this.projects.open(this.now(), filter);
    return this.edits.size === 0
      ? projects
      : projects.sort(
          (a, b) => this.lastUpdatedAt(b) - this.lastUpdatedAt(a) || b.submittedAt - a.submittedAt || b.id - a.id,
        );
  }

  /** One page of `activeProjects(filter)` and how many there are in all; read by the database alone while no project was edited. */
  async activeProjectsPage(
    filter: ProjectFilter,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly projects: SimulatorProject[]; readonly total: number }> {
    if (this.edits.size === 0) return this.projects.openPage(this.now(), filter, page);
    const all = await this.activeProjects(filter);
    return { projects: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  /**
   * The owners of the open projects posted before `postedBeforeMs` (default: now) edit them now,
   * so searches list them before the projects posted since: the case that pushes a new project
   * off the first page. Answers how many were edited.
   */
  async editOlderProjects(postedBeforeMs = this.now()): Promise<number> {
    const now = this.now();
    const older = (await this.projects.open(now, { toMs: postedBeforeMs })).filter(
      (project) => project.submittedAt < postedBeforeMs,
    );
    for (const project of older) this.edits.set(project.id, now);
    return older.length;
  }

  /** When the project last changed: its posting, or its owner's latest edit. */
  lastUpdatedAt(project: SimulatorProject): number {
    return Math.max(project.submittedAt, this.edits.get(project.id) ?? project.submittedAt);
  }

  project(id: number): Promise<SimulatorProject | undefined> {
    return this.projects.find(id);
  }

  isOpen(project: SimulatorProject, now = this.now()): boolean {
    return project.closesAt === null || project.closesAt > now;
  }

  /**
   * Adds a project (the domain shape) exactly as given, with the upgrades and balance minimum
   * given (none by default), open until closed by hand. Its client, when it has one, is stored as
   * the owner's; its language, average bid and upgrades are served as given.
   */
  async seedProject(project: Project, extras: SeedExtras = {}): Promise<SimulatorProject> {
    const seeded = seededProject(project, extras);
    const client = seededClient(project, seeded.ownerId);
    if (client !== undefined) await this.clients.put(client);
    await this.projects.put(seeded);
    return seeded;
  }

  /** Stores a client (tests and demos): from now on every project it owns shows it so, the stream's included. */
  putClient(client: SimulatorClient): Promise<void> {
    return this.clients.put(client);
  }

  /**
   * The owners of `projects` as Freelancer describes them, by owner id: a stored client first,
   * else, for the stream's projects, the pool's client derived from the id. A seeded project's
   * owner is only ever a stored one, so a test that seeds no client gets none.
   */
  async clientsOf(projects: readonly SimulatorProject[]): Promise<ReadonlyMap<number, SimulatorClient>> {
    const stored = await this.clients.find(projects.map((project) => project.ownerId));
    const owners = new Map<number, SimulatorClient>();
    for (const project of projects) {
      const client =
        stored.get(project.ownerId) ?? (project.seeded === true ? undefined : derivedClient(project.ownerId));
      if (client !== undefined) owners.set(project.ownerId, client);
    }
    return owners;
  }

  /** Stops a project taking bids from now on. */
  closeProject(id: number): Promise<void> {
    return this.projects.close(id, this.now());
  }

  /** The owner deletes the project: Freelancer no longer knows it, though bids on it stay. */
  deleteProject(id: number): Promise<void> {
    return this.projects.delete(id);
  }
}
