import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import { CATEGORIES, currencyCoded, JOBS, jobsIn, type SandboxJob } from './catalogue.js';
import { othersBidCount, slugify, type SandboxProject } from './project-generator.js';
import { streamProjects } from './project-stream.js';
import { intBetween, pick, pickWeighted, sample, seededRandom, type Random } from './random.js';
import { migrateSandbox } from './storage/sandbox-migrations.js';
import { fromBidRow, fromProjectRow, toProjectRow, type BidRow, type ProjectRow, type SandboxBid } from './storage/sandbox-rows.js';

export type { SandboxBid } from './storage/sandbox-rows.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROJECTS = 'sim_freelancer_projects';
const BIDS = 'sim_freelancer_bids';
/** The stream every simulator derives unless told otherwise: one Freelancer for every process. */
const DEFAULT_SEED = 0x5eed_f1a5;
const MAX_BID_ID = 2_147_483_647;

export interface SandboxUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly jobs: readonly SandboxJob[];
}

export type SandboxFailure = 'rate_limited' | 'unavailable';

/** A refusal as Freelancer words it: the handler turns it into the error envelope. */
export interface SandboxRefusal {
  readonly httpStatus: number;
  readonly errorCode: string;
  readonly message: string;
}

export interface FreelancerSandboxStateOptions {
  /** The simulator's database (its `sim_freelancer_*` tables); the caller opens and closes it. */
  readonly db: Knex;
  readonly clock: Clock;
  /** Seeds the project stream; processes with one seed and one database see one stream. */
  readonly seed?: number;
  /** Owners' decisions on bids; defaults to a seed taken from the clock at start. */
  readonly random?: Random;
  /** Generate the project stream (a backlog, then a new project every minute). Default true. */
  readonly stream?: boolean;
  /** How far back the backlog reaches; default 3 hours. */
  readonly backlogMs?: number;
  /** Requests per token per rolling minute before 429; default 120. */
  readonly rateLimitPerMinute?: number;
}

export interface ProjectFilter {
  /** Posted at or after, epoch ms. */
  readonly fromMs?: number;
  /** Posted at or before, epoch ms. */
  readonly toMs?: number;
  readonly types?: readonly string[];
}

const ADJECTIVES = ['swift', 'bright', 'clever', 'steady', 'bold', 'calm', 'keen', 'lucky', 'sharp', 'sunny'];
const NOUNS = ['coder', 'pixel', 'writer', 'studio', 'devs', 'works', 'labs', 'maker', 'crafts', 'solutions'];

/**
 * Everything the Freelancer simulator knows. Projects and bids live in its own tables (ADR 0009),
 * so a restarted server, or several servers on one Postgres, see one Freelancer; users are derived
 * from tokens, and rate windows and scripted failures belong to this process. Time only moves
 * with the clock, read on each request, so a test with a FixedClock sees the same marketplace.
 */
export class FreelancerSandboxState {
  readonly clock: Clock;
  readonly rateLimitPerMinute: number;
  private readonly db: Knex;
  private readonly seed: number;
  private readonly random: Random;
  private readonly stream: boolean;
  private readonly backlogMs: number;
  private readonly users = new Map<string, SandboxUser>();
  private readonly windows = new Map<string, number[]>();
  private readonly failures: SandboxFailure[] = [];
  /** This process has written the stream up to here (epoch ms). */
  private streamedUntil: number | null = null;
  private lastPrune = 0;

  /** Creates or migrates the simulator's tables, then answers the state over them. */
  static async open(options: FreelancerSandboxStateOptions): Promise<FreelancerSandboxState> {
    await migrateSandbox(options.db);
    return new FreelancerSandboxState(options);
  }

  private constructor(options: FreelancerSandboxStateOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.random = options.random ?? seededRandom(Math.floor(this.now() / 1000));
    this.stream = options.stream ?? true;
    this.backlogMs = options.backlogMs ?? 3 * HOUR;
    this.rateLimitPerMinute = options.rateLimitPerMinute ?? 120;
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Brings the marketplace up to the clock: the stream's new projects, and old projects dropped. */
  async advance(): Promise<void> {
    const now = this.now();
    if (this.stream) await this.writeStream(now);
    if (now - this.lastPrune > 10 * MINUTE) await this.prune(now);
  }

  /**
   * Writes the stream's projects this process has not written yet; after a restart or a long idle
   * spell only the last backlog window. Rows already there (another process, an earlier run) stay.
   */
  private async writeStream(now: number): Promise<void> {
    const after = Math.max(this.streamedUntil ?? Number.NEGATIVE_INFINITY, now - this.backlogMs - 1);
    if (after >= now) return;
    const rows = streamProjects(this.seed, after, now).map(toProjectRow);
    for (let start = 0; start < rows.length; start += 100) {
      await this.db(PROJECTS).insert(rows.slice(start, start + 100)).onConflict('id').ignore();
    }
    this.streamedUntil = now;
  }

  private async prune(now: number): Promise<void> {
    this.lastPrune = now;
    for (const [token, hits] of this.windows) if (hits.every((at) => at <= now - MINUTE)) this.windows.delete(token);
    await this.db(PROJECTS)
      .where('closes_at_ms', '<', now - 24 * HOUR)
      .whereNotExists(this.db(BIDS).select(this.db.raw('1')).whereRaw('??.project_id = ??.id', [BIDS, PROJECTS]))
      .del();
  }

  /** The simulated freelancer behind a token: the same token always maps to the same user. */
  userFor(token: string): SandboxUser {
    const known = this.users.get(token);
    if (known !== undefined) return known;
    const digest = createHash('sha256').update(token).digest();
    const random = seededRandom(digest.readUInt32BE(0));
    const username = `${pick(random, ADJECTIVES)}_${pick(random, NOUNS)}${digest.readUInt16BE(4) % 1000}`;
    const primary = pickWeighted(random, CATEGORIES);
    const secondary = pickWeighted(
      random,
      CATEGORIES.filter((category) => category.id !== primary.id),
    );
    const jobs = [...sample(random, jobsIn(primary.id), intBetween(random, 4, 6)), ...sample(random, jobsIn(secondary.id), 2)];
    const user: SandboxUser = {
      id: 10_000_000 + (digest.readUInt32BE(8) % 80_000_000),
      username,
      displayName: username.replace(/_/g, ' ').replace(/\d+$/, '').replace(/\b\w/g, (letter) => letter.toUpperCase()),
      jobs,
    };
    this.users.set(token, user);
    return user;
  }

  /** Counts a request against the token's rolling minute; false when over the limit. */
  admit(token: string): { readonly allowed: boolean; readonly remaining: number } {
    const now = this.now();
    const hits = (this.windows.get(token) ?? []).filter((at) => at > now - MINUTE);
    const allowed = hits.length < this.rateLimitPerMinute;
    if (allowed) hits.push(now);
    this.windows.set(token, hits);
    return { allowed, remaining: Math.max(0, this.rateLimitPerMinute - hits.length) };
  }

  /** The next request, whoever sends it, fails like Freelancer under that condition. */
  failNext(failure: SandboxFailure): void {
    this.failures.push(failure);
  }

  takeFailure(): SandboxFailure | undefined {
    return this.failures.shift();
  }

  /** Active projects matching `filter`, newest first. */
  async activeProjects(filter: ProjectFilter = {}): Promise<SandboxProject[]> {
    const rows: ProjectRow[] = await this.activeQuery(filter).select('*').orderBy([
      { column: 'submitted_at_ms', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return rows.map(fromProjectRow);
  }

  /** One page of `activeProjects(filter)` and how many there are in all, read by the database alone. */
  async activeProjectsPage(filter: ProjectFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly projects: SandboxProject[]; readonly total: number }> {
    const [counted] = await this.activeQuery(filter).count({ total: '*' });
    const rows: ProjectRow[] =
      page.limit === 0
        ? []
        : await this.activeQuery(filter)
            .select('*')
            .orderBy([
              { column: 'submitted_at_ms', order: 'desc' },
              { column: 'id', order: 'desc' },
            ])
            .offset(page.offset)
            .limit(page.limit);
    return { projects: rows.map(fromProjectRow), total: Number(counted?.total ?? 0) };
  }

  private activeQuery(filter: ProjectFilter): Knex.QueryBuilder {
    const now = this.now();
    const query = this.db(PROJECTS)
      .where('submitted_at_ms', '<=', Math.min(now, filter.toMs ?? now))
      .where((open) => open.whereNull('closes_at_ms').orWhere('closes_at_ms', '>', now));
    if (filter.fromMs !== undefined) query.where('submitted_at_ms', '>=', filter.fromMs);
    if (filter.types !== undefined && filter.types.length > 0) query.whereIn('type', [...filter.types]);
    return query;
  }

  async project(id: number): Promise<SandboxProject | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const row: ProjectRow | undefined = await this.db(PROJECTS).where({ id }).first();
    return row === undefined ? undefined : fromProjectRow(row);
  }

  isOpen(project: SandboxProject, now = this.now()): boolean {
    return project.closesAt === null || project.closesAt > now;
  }

  /** Bids by everyone else plus the bids placed here, per project id. */
  async bidCounts(projects: readonly SandboxProject[]): Promise<ReadonlyMap<number, number>> {
    const now = this.now();
    const placed = new Map<number, number>();
    for (let start = 0; start < projects.length; start += 500) {
      const ids = projects.slice(start, start + 500).map((project) => project.id);
      const rows: Array<{ project_id: number | string; placed: number | string }> = await this.db(BIDS).whereIn('project_id', ids).groupBy('project_id').select('project_id').count({ placed: '*' });
      for (const row of rows) placed.set(Number(row.project_id), Number(row.placed));
    }
    return new Map(projects.map((project) => [project.id, othersBidCount(project, now) + (placed.get(project.id) ?? 0)]));
  }

  /** Adds a project (the domain shape) exactly as given, open until closed by hand. */
  async seedProject(project: Project): Promise<SandboxProject> {
    const currency = currencyCoded(project.currency) ?? { id: 0, code: project.currency, sign: project.currency, name: project.currency, country: '', exchangeRate: 1, weight: 0 };
    const jobs = project.skills.map(
      (name, index): SandboxJob => JOBS.find((job) => job.name === name) ?? { id: 90_000 + index, name, seoUrl: slugify(name), categoryId: 0 },
    );
    const seeded: SandboxProject = {
      id: Number(project.id),
      ownerId: 81_234_567,
      title: project.title,
      seoUrl: project.url.includes('/projects/') ? project.url.replace(/^.*?\/projects\//, '') : `${slugify(project.title)}-${project.id}`,
      type: project.type,
      description: project.description,
      currency,
      budget: { minimum: project.budgetMin, maximum: project.budgetMax },
      jobs,
      submittedAt: project.postedAt.getTime(),
      closesAt: null,
      bidPeriod: 7,
      initialBids: project.bidCount,
      bidsPerHour: 0,
      maxBids: project.bidCount,
      hoursPerWeek: project.type === 'hourly' ? 10 : null,
      upgrades: { featured: false, urgent: false, sealed: false, NDA: false, fulltime: false },
    };
    await this.db(PROJECTS).insert(toProjectRow(seeded)).onConflict('id').merge();
    return seeded;
  }

  /** The owner deletes the project: Freelancer no longer knows it, though bids on it stay. */
  async deleteProject(id: number): Promise<void> {
    await this.db(PROJECTS).where({ id }).del();
  }

  /** Stops a project taking bids from now on. */
  async closeProject(id: number): Promise<void> {
    await this.db(PROJECTS).where({ id }).update({ closes_at_ms: this.now() });
  }

  async placeBid(input: {
    readonly token: string;
    readonly projectId: number;
    readonly bidderId: number;
    readonly amount: number;
    readonly period: number;
    readonly milestonePercentage: number;
    readonly description: string;
  }): Promise<SandboxBid | SandboxRefusal> {
    const now = this.now();
    if (input.bidderId !== this.userFor(input.token).id) {
      return { httpStatus: 403, errorCode: 'ProjectExceptionCodes.INVALID_BIDDER', message: 'You can only place bids as yourself.' };
    }
    const project = await this.project(input.projectId);
    if (project === undefined || project.submittedAt > now) {
      return { httpStatus: 404, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_FOUND', message: 'Project not found.' };
    }
    if (!this.isOpen(project, now)) {
      return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE', message: 'This project is no longer accepting bids.' };
    }
    const roll = this.random();
    const decision: AwardStatus | null = roll < 0.12 ? 'awarded' : roll < 0.6 ? 'rejected' : null;
    const [inserted]: Array<{ id: number | string }> = await this.db(BIDS)
      .insert({
        project_id: project.id,
        project_owner_id: project.ownerId,
        bidder_id: input.bidderId,
        amount: input.amount,
        period: input.period,
        milestone_percentage: input.milestonePercentage,
        description: input.description,
        submitted_at_ms: now,
        award_status: 'pending',
        decision_status: decision,
        decision_at_ms: decision === null ? null : now + intBetween(this.random, 20, 8 * 60) * MINUTE,
        awarded_at_ms: null,
      })
      .onConflict(['project_id', 'bidder_id'])
      .ignore()
      .returning('id');
    if (inserted === undefined) return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.DUPLICATE_BID', message: 'You have already bid on that project.' };
    const [bid] = await this.findBids({ ids: [Number(inserted.id)] });
    if (bid === undefined) throw new Error('the simulator lost the bid it just took');
    return bid;
  }

  async findBids(filter: { readonly ids?: readonly number[]; readonly bidders?: readonly number[]; readonly projects?: readonly number[] }): Promise<SandboxBid[]> {
    const now = this.now();
    const query = this.db(BIDS).select('*').orderBy('id');
    const wanted = (values: readonly number[] | undefined, max = Number.MAX_SAFE_INTEGER): number[] => (values ?? []).filter((value) => Number.isSafeInteger(value) && Math.abs(value) <= max);
    // Bid ids are 32-bit: a larger one names no bid, and Postgres would refuse to compare it.
    if (filter.ids !== undefined && filter.ids.length > 0) query.whereIn('id', wanted(filter.ids, MAX_BID_ID));
    if (filter.bidders !== undefined && filter.bidders.length > 0) query.whereIn('bidder_id', wanted(filter.bidders));
    if (filter.projects !== undefined && filter.projects.length > 0) query.whereIn('project_id', wanted(filter.projects));
    const rows: BidRow[] = await query;
    return rows.map((row) => fromBidRow(row, now));
  }

  /** The owner decides a bid now (tests and demos); it overrides any scheduled decision. */
  async setAwardStatus(bidId: number, status: AwardStatus): Promise<void> {
    if (!Number.isSafeInteger(bidId) || Math.abs(bidId) > MAX_BID_ID) return;
    await this.db(BIDS)
      .where({ id: bidId })
      .update({ award_status: status, decision_status: null, decision_at_ms: null, awarded_at_ms: status === 'awarded' ? this.now() : null });
  }
}

export const isRefusal = (value: SandboxBid | SandboxRefusal): value is SandboxRefusal => 'errorCode' in value;
