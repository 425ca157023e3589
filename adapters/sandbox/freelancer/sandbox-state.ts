import type { Knex } from 'knex';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import { currencyCoded, JOBS, type SandboxJob } from './catalogue.js';
import { othersBidCount, slugify, type SandboxProject } from './project-generator.js';
import { streamProjects } from './project-stream.js';
import { intBetween, seededRandom, type Random } from './random.js';
import { userForToken, type SandboxUser } from './sandbox-users.js';
import { KnexSandboxBids, type BidFilter } from './storage/knex-sandbox-bids.js';
import { KnexSandboxProjects, type ProjectFilter } from './storage/knex-sandbox-projects.js';
import { migrateSandbox } from './storage/sandbox-migrations.js';
import type { SandboxBid } from './storage/sandbox-rows.js';

export type { SandboxBid } from './storage/sandbox-rows.js';
export type { SandboxUser } from './sandbox-users.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The stream every simulator derives unless told otherwise: one Freelancer for every process. */
const DEFAULT_SEED = 0x5eed_f1a5;

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
  /** Share (0 to 1) of projects searches answer malformed, as Freelancer now and then does; default 0, off. */
  readonly malformedProjectRate?: number;
  /** Each account's own Freelancer bids: at most `bids` in any rolling `periodMs`; default 100 an hour, which `npm start` never runs out of. */
  readonly bidQuota?: BidQuota;
}

export interface BidQuota {
  readonly bids: number;
  readonly periodMs: number;
}

/** What the self user says of the account's own bids. */
export interface BidAllowance {
  readonly limit: number;
  readonly remaining: number;
  /** Bids given back per hour, as the quota refills. */
  readonly refreshPerHour: number;
}

/** Freelancer's refusal when the account's own bids are used up, word for word. */
export const BIDS_USED_UP: SandboxRefusal = { httpStatus: 403, errorCode: 'ProjectExceptionCodes.NOT_ENOUGH_BIDS', message: 'You have used all of your bids.' };

/**
 * Everything the Freelancer simulator knows. Projects and bids live in its own tables (ADR 0009),
 * so a restarted server, or several servers on one Postgres, see one Freelancer; users are derived
 * from tokens, and rate windows and scripted failures belong to this process. Time only moves
 * with the clock, read on each request, so a test with a FixedClock sees the same marketplace.
 */
export class FreelancerSandboxState {
  readonly clock: Clock;
  readonly rateLimitPerMinute: number;
  private readonly projects: KnexSandboxProjects;
  private readonly bids: KnexSandboxBids;
  private readonly seed: number;
  private readonly random: Random;
  private readonly stream: boolean;
  private readonly backlogMs: number;
  private readonly users = new Map<string, SandboxUser>();
  private readonly windows = new Map<string, number[]>();
  private readonly failures: SandboxFailure[] = [];
  private malformedProjectRate = 0;
  private bidQuota: BidQuota;
  /** Accounts limited by hand (user ids): their self user says `limited_account: true`. */
  private readonly limitedAccounts = new Set<number>();
  /** This process has written the stream up to here (epoch ms). */
  private streamedUntil: number | null = null;
  private lastPrune = 0;

  /** Creates or migrates the simulator's tables, then answers the state over them. */
  static async open(options: FreelancerSandboxStateOptions): Promise<FreelancerSandboxState> {
    await migrateSandbox(options.db);
    return new FreelancerSandboxState(options);
  }

  private constructor(options: FreelancerSandboxStateOptions) {
    this.projects = new KnexSandboxProjects(options.db);
    this.bids = new KnexSandboxBids(options.db);
    this.clock = options.clock;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.random = options.random ?? seededRandom(Math.floor(this.now() / 1000));
    this.stream = options.stream ?? true;
    this.backlogMs = options.backlogMs ?? 3 * HOUR;
    this.rateLimitPerMinute = options.rateLimitPerMinute ?? 120;
    this.serveMalformedProjects(options.malformedProjectRate ?? 0);
    this.bidQuota = options.bidQuota ?? { bids: 100, periodMs: HOUR };
  }

  private now(): number {
    return this.clock.now().getTime();
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
    for (const [token, hits] of this.windows) if (hits.every((at) => at <= now - MINUTE)) this.windows.delete(token);
    await this.projects.deleteClosedWithoutBids(now - 24 * HOUR);
  }

  /** The simulated freelancer behind a token: the same token always maps to the same user. */
  userFor(token: string): SandboxUser {
    const user = this.users.get(token) ?? userForToken(token);
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

  /**
   * From now on searches answer about `rate` of the projects malformed (`isServedMalformed`); 0
   * switches it off. Which ones follows from the project id alone, so a project that comes
   * malformed always does, like a record Freelancer keeps broken, and the rest of each page is fine.
   */
  serveMalformedProjects(rate: number): void {
    this.malformedProjectRate = Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0));
  }

  /** Whether searches answer this project malformed now. */
  isServedMalformed(projectId: number): boolean {
    if (this.malformedProjectRate === 0) return false;
    // Spread ids evenly over [0, 1): stream ids are posting seconds, so neighbours differ by a few.
    const spread = (Math.imul(projectId, 0x9e3779b1) >>> 0) / 2 ** 32;
    return spread < this.malformedProjectRate;
  }

  /** From now on each account may place `bids` in any rolling `periodMs` (tests run accounts out with a small one). */
  setBidQuota(quota: BidQuota): void {
    this.bidQuota = { bids: Math.max(0, Math.floor(quota.bids)), periodMs: Math.max(1, quota.periodMs) };
  }

  /** The token's account is limited (or no longer is): its self user says so. */
  limitAccount(token: string, limited = true): void {
    const { id } = this.userFor(token);
    if (limited) this.limitedAccounts.add(id);
    else this.limitedAccounts.delete(id);
  }

  isLimited(user: SandboxUser): boolean {
    return this.limitedAccounts.has(user.id);
  }

  /** The account's own bids now: the quota less the bids it placed in the rolling period. */
  async bidAllowance(user: SandboxUser): Promise<BidAllowance> {
    const { bids, periodMs } = this.bidQuota;
    const placed = await this.bids.countByBidderSince(user.id, this.now() - periodMs);
    return { limit: bids, remaining: Math.max(0, bids - placed), refreshPerHour: (bids * HOUR) / periodMs };
  }

  /** Active projects matching `filter`, newest first. */
  activeProjects(filter: ProjectFilter = {}): Promise<SandboxProject[]> {
    return this.projects.open(this.now(), filter);
  }

  /** One page of `activeProjects(filter)` and how many there are in all, read by the database alone. */
  activeProjectsPage(filter: ProjectFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly projects: SandboxProject[]; readonly total: number }> {
    return this.projects.openPage(this.now(), filter, page);
  }

  project(id: number): Promise<SandboxProject | undefined> {
    return this.projects.find(id);
  }

  isOpen(project: SandboxProject, now = this.now()): boolean {
    return project.closesAt === null || project.closesAt > now;
  }

  /** Bids by everyone else plus the bids placed here, per project id. */
  async bidCounts(projects: readonly SandboxProject[]): Promise<ReadonlyMap<number, number>> {
    const now = this.now();
    const placed = await this.bids.countByProject(projects.map((project) => project.id));
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
    await this.projects.put(seeded);
    return seeded;
  }

  /** Stops a project taking bids from now on. */
  closeProject(id: number): Promise<void> {
    return this.projects.close(id, this.now());
  }

  /** The owner deletes the project: Freelancer no longer knows it, though bids on it stay. */
  deleteProject(id: number): Promise<void> {
    return this.projects.delete(id);
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
    const project = await this.projects.find(input.projectId);
    if (project === undefined || project.submittedAt > now) {
      return { httpStatus: 404, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_FOUND', message: 'Project not found.' };
    }
    if (!this.isOpen(project, now)) {
      return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE', message: 'This project is no longer accepting bids.' };
    }
    if ((await this.bidAllowance(this.userFor(input.token))).remaining === 0) return BIDS_USED_UP;
    const roll = this.random();
    const status: AwardStatus | null = roll < 0.12 ? 'awarded' : roll < 0.6 ? 'rejected' : null;
    const decision = status === null ? null : { status, at: now + intBetween(this.random, 20, 8 * 60) * MINUTE };
    const { bidderId, amount, period, milestonePercentage, description } = input;
    const id = await this.bids.insert({ projectId: project.id, projectOwnerId: project.ownerId, bidderId, amount, period, milestonePercentage, description, submittedAt: now, decision });
    if (id === null) return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.DUPLICATE_BID', message: 'You have already bid on that project.' };
    const [placed] = await this.bids.find({ ids: [id] }, now);
    if (placed === undefined) throw new Error(`the simulator lost bid ${id} on project ${project.id}`);
    return placed;
  }

  findBids(filter: BidFilter): Promise<SandboxBid[]> {
    return this.bids.find(filter, this.now());
  }

  /** The owner decides a bid now (tests and demos); it overrides any scheduled decision. */
  setAwardStatus(bidId: number, status: AwardStatus): Promise<void> {
    return this.bids.decide(bidId, status, this.now());
  }
}

export const isRefusal = (value: SandboxBid | SandboxRefusal): value is SandboxRefusal => 'errorCode' in value;
