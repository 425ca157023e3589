import type { Knex } from 'knex';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import { currencyCoded, JOBS, type SimulatorJob } from './catalogue.js';
import {
  NO_UPGRADES,
  othersBidCount,
  slugify,
  type SimulatorProject,
  type SimulatorUpgrades,
} from './project-generator.js';
import { streamProjects } from './project-stream.js';
import { seededRandom, type Random } from './random.js';
import { bidRefusal, REFUSALS, type AccountBar, type SimulatorRefusal } from './simulator-refusals.js';
import type { SimulatorUser } from './simulator-users.js';
import { SimulatorAccounts, type SimulatorStanding } from './simulator-accounts.js';
import {
  BALANCE_MINIMUM_USD,
  isServedMalformed,
  minimumBalanceOf,
  servedUpgrades,
  withBehaviourChanges,
  type SimulatorBehaviours,
  type SimulatorFailure,
  QUIET_BEHAVIOURS,
} from './simulator-behaviours.js';
import { derivedClient, type SimulatorClient } from './simulator-clients.js';
import { KnexSimulatorBids, type BidFilter } from './storage/knex-simulator-bids.js';
import { KnexSimulatorClients } from './storage/knex-simulator-clients.js';
import { KnexSimulatorProjects, type ProjectFilter } from './storage/knex-simulator-projects.js';
import { migrateSimulator } from './storage/simulator-migrations.js';
import type { SimulatorBid, SimulatorThread } from './storage/simulator-rows.js';
import { proposalAppeal } from './proposal-appeal.js';
import { clientFirstWriteAt, ownerDecision } from './simulator-bid-outcomes.js';

export type { SimulatorBid, SimulatorThread } from './storage/simulator-rows.js';
export type { AccountBar, SimulatorRefusal } from './simulator-refusals.js';
export type { SimulatorUser } from './simulator-users.js';
export type { SimulatorClient } from './simulator-clients.js';
export {
  DEMO_BEHAVIOURS,
  QUIET_BEHAVIOURS,
  type SimulatorBehaviours,
  type SimulatorFailure,
} from './simulator-behaviours.js';
export type { SimulatorStanding } from './simulator-accounts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The stream every simulator derives unless told otherwise: one Freelancer for every process. */
const DEFAULT_SEED = 0x5eed_f1a5;

export interface FreelancerSimulatorStateOptions extends Partial<SimulatorBehaviours> {
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

/**
 * Everything the Freelancer simulator knows. Projects and bids live in its own tables (ADR 0009),
 * so a restarted server, or several servers on one Postgres, see one Freelancer; users are derived
 * from tokens, and rate windows and scripted failures belong to this process. Time only moves
 * with the clock, read on each request, so a test with a FixedClock sees the same marketplace.
 */
export class FreelancerSimulatorState {
  readonly clock: Clock;
  readonly rateLimitPerMinute: number;
  private readonly projects: KnexSimulatorProjects;
  private readonly bids: KnexSimulatorBids;
  private readonly clients: KnexSimulatorClients;
  private readonly seed: number;
  private readonly random: Random;
  private readonly stream: boolean;
  private readonly backlogMs: number;
  private readonly accounts = new SimulatorAccounts();
  private readonly failures: SimulatorFailure[] = [];
  private current: SimulatorBehaviours = QUIET_BEHAVIOURS;
  /** Draws for the firewall, apart from the owners' decisions so switching it on changes none of them. */
  private readonly chance: Random;
  /** When owners last edited their projects (epoch ms), by id; this process's own, like scripted failures. */
  private readonly edits = new Map<number, number>();
  private bidQuota: BidQuota;
  /** This process has written the stream up to here (epoch ms). */
  private streamedUntil: number | null = null;
  private lastPrune = 0;

  /** Creates or migrates the simulator's tables, then answers the state over them. */
  static async open(options: FreelancerSimulatorStateOptions): Promise<FreelancerSimulatorState> {
    await migrateSimulator(options.db);
    return new FreelancerSimulatorState(options);
  }

  private constructor(options: FreelancerSimulatorStateOptions) {
    this.projects = new KnexSimulatorProjects(options.db);
    this.bids = new KnexSimulatorBids(options.db);
    this.clients = new KnexSimulatorClients(options.db);
    this.clock = options.clock;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.random = options.random ?? seededRandom(Math.floor(this.now() / 1000));
    this.stream = options.stream ?? true;
    this.backlogMs = options.backlogMs ?? 3 * HOUR;
    this.rateLimitPerMinute = options.rateLimitPerMinute ?? 120;
    this.chance = seededRandom(this.seed ^ 0x0f12e3a1);
    // The behaviours the options name; configure reads the behaviours alone, none of the other options.
    this.configure(options);
    this.bidQuota = options.bidQuota ?? { bids: 100, periodMs: HOUR };
  }

  /** The behaviours now in force. */
  get behaviours(): SimulatorBehaviours {
    return this.current;
  }

  /** Switches behaviours from now on; the ones not named stay as they are. */
  configure(changes: Partial<SimulatorBehaviours>): void {
    this.current = withBehaviourChanges(this.current, changes);
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
    this.accounts.pruneWindows(now);
    for (const [id, at] of this.edits) if (at < now - 24 * HOUR) this.edits.delete(id);
    await this.projects.deleteClosedWithoutBids(now - 24 * HOUR);
  }

  /** The simulated freelancer behind a token: the same token always maps to the same user. */
  userFor(token: string): SimulatorUser {
    return this.accounts.userFor(token);
  }

  /** Counts a request against the token's rolling minute; false when over the limit. */
  admit(token: string): { readonly allowed: boolean; readonly remaining: number } {
    return this.accounts.admit(token, this.now(), this.rateLimitPerMinute);
  }

  /** The next API request, whoever sends it, fails like Freelancer under that condition. */
  failNext(failure: SimulatorFailure): void {
    this.failures.push(failure);
  }

  /** The API request now arriving: its scripted failure, else now and then the firewall (`firewallRate`). */
  takeFailure(): SimulatorFailure | undefined {
    const scripted = this.failures.shift();
    if (scripted !== undefined) return scripted;
    return this.current.firewallRate > 0 && this.chance() < this.current.firewallRate ? 'firewall' : undefined;
  }

  /**
   * From now on searches answer about `rate` of the projects malformed (`isServedMalformed`); 0
   * switches it off. Which ones follows from the project id alone, so a project that comes
   * malformed always does, like a record Freelancer keeps broken, and the rest of each page is fine.
   */
  serveMalformedProjects(rate: number): void {
    this.configure({ malformedProjectRate: rate });
  }

  /** Whether searches answer this project malformed now. */
  isServedMalformed(projectId: number): boolean {
    return isServedMalformed(this.current, projectId);
  }

  /**
   * The project's upgrades as Freelancer shows them now: as stored, plus, on a share of the
   * stream's projects (`upgradedProjectRate`), one that bars some accounts. Seeded projects are
   * served exactly as stored.
   */
  upgradesOf(project: SimulatorProject): SimulatorUpgrades {
    return servedUpgrades(this.current, project);
  }

  /** From now on each account may place `bids` in any rolling `periodMs` (tests run accounts out with a small one). */
  setBidQuota(quota: BidQuota): void {
    this.bidQuota = { bids: Math.max(0, Math.floor(quota.bids)), periodMs: Math.max(1, quota.periodMs) };
  }

  /** The account's own bids now: the quota less the bids it placed in the rolling period. */
  async bidAllowance(user: SimulatorUser): Promise<BidAllowance> {
    const { bids, periodMs } = this.bidQuota;
    const placed = await this.bids.countByBidderSince(user.id, this.now() - periodMs + 1);
    return { limit: bids, remaining: Math.max(0, bids - placed), refreshPerHour: (bids * HOUR) / periodMs };
  }

  /** The account balance, in USD, Freelancer asks of this project's bidders; null: none. */
  minimumBalanceOf(project: SimulatorProject): number | null {
    return minimumBalanceOf(this.current, project);
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

  /** Whether Freelancer refuses the token as not authenticated: one starting with `invalid`, or one `refuseToken` named. */
  isTokenRefused(token: string): boolean {
    return this.accounts.isTokenRefused(token);
  }

  /** From now on the token is refused as not authenticated, as a revoked or expired one is. */
  refuseToken(token: string): void {
    this.accounts.refuseToken(token);
  }

  /** From now on the token's account is limited (or no longer, with false): its bids are refused. */
  limitAccount(token: string, limited = true): void {
    this.accounts.limitAccount(token, limited);
  }

  /** Bars the token's account from some kinds of project (true) or lets it bid on them (false), whatever `restrictedAccountRate` says. */
  restrictAccount(token: string, bars: Partial<Record<AccountBar, boolean>>): void {
    this.accounts.restrictAccount(token, bars);
  }

  /**
   * How Freelancer judges the account behind a token: limited when its token starts with
   * `limited` or `limitAccount` said so; barred from each kind of project by `restrictAccount`,
   * else for a share of tokens (`restrictedAccountRate`) that follows from the token alone.
   */
  standingOf(token: string): SimulatorStanding {
    return this.accounts.standingOf(token, this.current.restrictedAccountRate);
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

  /** Bids by everyone else plus the bids placed here, per project id. */
  async bidCounts(projects: readonly SimulatorProject[]): Promise<ReadonlyMap<number, number>> {
    const now = this.now();
    const placed = await this.bids.countByProject(projects.map((project) => project.id));
    return new Map(
      projects.map((project) => [project.id, othersBidCount(project, now) + (placed.get(project.id) ?? 0)]),
    );
  }

  /**
   * Adds a project (the domain shape) exactly as given, with the upgrades and balance minimum
   * given (none by default), open until closed by hand. Its client, when it has one, is stored as
   * the owner's; its language, average bid and upgrades are served as given.
   */
  async seedProject(
    project: Project,
    extras: { readonly upgrades?: Partial<SimulatorUpgrades>; readonly minimumBalanceUsd?: number } = {},
  ): Promise<SimulatorProject> {
    const currency = currencyCoded(project.currency) ?? {
      id: 0,
      code: project.currency,
      sign: project.currency,
      name: project.currency,
      country: '',
      exchangeRate: 1,
      weight: 0,
    };
    const jobs = project.skills.map(
      (name, index): SimulatorJob =>
        JOBS.find((job) => job.name === name) ?? { id: 90_000 + index, name, seoUrl: slugify(name), categoryId: 0 },
    );
    const upgrades = new Set(project.upgrades ?? []);
    const seeded: SimulatorProject = {
      id: Number(project.id),
      ownerId: project.ownerId !== null && /^\d+$/.test(project.ownerId) ? Number(project.ownerId) : 81_234_567,
      title: project.title,
      seoUrl: project.url.includes('/projects/')
        ? project.url.replace(/^.*?\/projects\//, '')
        : `${slugify(project.title)}-${project.id}`,
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
      upgrades: {
        ...NO_UPGRADES,
        featured: project.kinds.includes('featured') || upgrades.has('featured'),
        NDA: project.kinds.includes('nda') || upgrades.has('nda'),
        pf_only: project.kinds.includes('preferred_only'),
        premium: project.kinds.includes('verified_only'),
        qualified: project.kinds.includes('qualified') || upgrades.has('qualified'),
        sealed: upgrades.has('sealed'),
        urgent: upgrades.has('urgent'),
        fulltime: upgrades.has('fulltime'),
        nonpublic: upgrades.has('nonpublic'),
        ...extras.upgrades,
      },
      seeded: true,
      minimumBalanceUsd: extras.minimumBalanceUsd ?? null,
      ...(project.language === undefined ? {} : { language: project.language }),
      bidAvg: project.bidAvg ?? null,
    };
    if (project.client !== undefined && project.client !== null && String(seeded.ownerId) === project.client.id) {
      const { client } = project;
      await this.clients.put({
        id: seeded.ownerId,
        username: `client_${seeded.ownerId}`,
        paymentVerified: client.paymentVerified,
        rating: client.rating,
        reviews: client.reviews,
        country: client.country,
        registeredAt: client.registeredAt === null ? null : client.registeredAt.getTime(),
      });
    }
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

  async placeBid(input: {
    readonly token: string;
    readonly projectId: number;
    readonly bidderId: number;
    readonly amount: number;
    readonly period: number;
    readonly milestonePercentage: number;
    readonly description: string;
  }): Promise<SimulatorBid | SimulatorRefusal> {
    const now = this.now();
    if (input.bidderId !== this.userFor(input.token).id) return REFUSALS.invalidBidder;
    const project = await this.projects.find(input.projectId);
    if (project === undefined || project.submittedAt > now) return REFUSALS.projectNotFound;
    const { tooFast } = this.current;
    const [recentBids, earlier, allowance] = await Promise.all([
      tooFast === null ? 0 : this.bids.countByBidderSince(input.bidderId, now - tooFast.windowMs + 1),
      this.bids.find({ bidders: [input.bidderId], projects: [project.id] }, now),
      this.bidAllowance(this.userFor(input.token)),
    ]);
    const refusal = bidRefusal({
      // The simulator's accounts hold no money; a simulated balance would be read here.
      account: {
        ...this.standingOf(input.token),
        recentBids,
        tooFastAfter: tooFast?.bids ?? null,
        bidsRemaining: allowance.remaining,
        balanceUsd: 0,
      },
      project: {
        open: this.isOpen(project, now),
        upgrades: this.upgradesOf(project),
        minimumBalanceUsd: this.minimumBalanceOf(project),
      },
      alreadyBid: earlier.length > 0,
      amountUsd: input.amount * project.currency.exchangeRate,
    });
    if (refusal !== null) return refusal;
    const { bidderId, amount, period, milestonePercentage, description } = input;
    const appeal = proposalAppeal(project, description).factor;
    const decision = ownerDecision(this.random, now, appeal, this.current.awardEndingRate);
    const clientWritesAt = clientFirstWriteAt({
      projectId: project.id,
      bidderId,
      now,
      decision,
      appeal,
      clientReplyRate: this.current.clientReplyRate,
    });
    const id = await this.bids.insert({
      projectId: project.id,
      projectOwnerId: project.ownerId,
      bidderId,
      amount,
      period,
      milestonePercentage,
      description,
      submittedAt: now,
      decision,
      clientWritesAt,
    });
    // Another request by the same bidder took the project first.
    if (id === null) return REFUSALS.duplicateBid;
    const [placed] = await this.bids.find({ ids: [id] }, now);
    if (placed === undefined) throw new Error(`the simulator lost bid ${id} on project ${project.id}`);
    return placed;
  }

  /** The project threads an owner started with `bidderId` by now, among `projectIds`: what the messages API lists. */
  clientThreads(bidderId: number, projectIds: readonly number[]): Promise<SimulatorThread[]> {
    return this.bids.clientThreads(bidderId, projectIds, this.now());
  }

  /** The owner of the bid's project writes to the bidder now (tests and demos), unless they already have. */
  clientWritesFirst(bidId: number): Promise<void> {
    return this.bids.clientWrites(bidId, this.now());
  }

  findBids(filter: BidFilter): Promise<SimulatorBid[]> {
    return this.bids.find(filter, this.now());
  }

  /** The owner decides a bid now (tests and demos); it overrides any scheduled decision. */
  setAwardStatus(bidId: number, status: AwardStatus): Promise<void> {
    return this.bids.decide(bidId, status, this.now());
  }
}

export const isRefusal = (value: SimulatorBid | SimulatorRefusal): value is SimulatorRefusal => 'errorCode' in value;
