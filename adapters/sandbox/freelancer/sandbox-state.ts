import { createHash } from 'node:crypto';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import { CATEGORIES, currencyCoded, JOBS, jobsIn, type SandboxJob } from './catalogue.js';
import { generateProject, othersBidCount, slugify, type SandboxProject } from './project-generator.js';
import { intBetween, pick, pickWeighted, sample, seededRandom, type Random } from './random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Ids grow with time (a project's id is 30,000,000 + its posting second since 2026), so a restarted
 * simulator does not hand out ids an earlier run already used for other projects or bids.
 */
const ID_EPOCH = Date.UTC(2026, 0, 1);
const secondsSinceEpoch = (at: number): number => Math.floor((at - ID_EPOCH) / 1000);

export interface SandboxUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly jobs: readonly SandboxJob[];
}

export interface SandboxBid {
  readonly id: number;
  readonly projectId: number;
  readonly projectOwnerId: number;
  readonly bidderId: number;
  readonly amount: number;
  readonly period: number;
  readonly milestonePercentage: number;
  readonly description: string;
  /** Epoch ms. */
  readonly submittedAt: number;
  awardStatus: AwardStatus;
  /** When the owner decides (epoch ms), and what; null once decided or when they never will. */
  decision: { readonly at: number; readonly status: AwardStatus } | null;
  awardedAt: number | null;
}

export type SandboxFailure = 'rate_limited' | 'unavailable';

/** A refusal as Freelancer words it: the handler turns it into the error envelope. */
export interface SandboxRefusal {
  readonly httpStatus: number;
  readonly errorCode: string;
  readonly message: string;
}

export interface FreelancerSandboxStateOptions {
  readonly clock: Clock;
  /** Defaults to a seed taken from the clock at start, so a given clock always produces the same marketplace. */
  readonly random?: Random;
  /** Generate the project stream (a backlog, then a new project every 30–90 s). Default true. */
  readonly stream?: boolean;
  /** How far back the backlog reaches; default 3 hours. */
  readonly backlogMs?: number;
  /** Requests per token per rolling minute before 429; default 120. */
  readonly rateLimitPerMinute?: number;
}

const ADJECTIVES = ['swift', 'bright', 'clever', 'steady', 'bold', 'calm', 'keen', 'lucky', 'sharp', 'sunny'];
const NOUNS = ['coder', 'pixel', 'writer', 'studio', 'devs', 'works', 'labs', 'maker', 'crafts', 'solutions'];

/**
 * Everything the Freelancer simulator knows: projects, bids, users (derived from tokens), rate
 * windows and scripted failures. Time only moves with the clock, read on each request, so a test
 * with a FixedClock sees the same marketplace every run.
 */
export class FreelancerSandboxState {
  readonly clock: Clock;
  readonly rateLimitPerMinute: number;
  private readonly random: Random;
  private readonly stream: boolean;
  private readonly backlogMs: number;
  private readonly projects = new Map<number, SandboxProject>();
  private readonly bids: SandboxBid[] = [];
  private readonly users = new Map<string, SandboxUser>();
  private readonly windows = new Map<string, number[]>();
  private readonly failures: SandboxFailure[] = [];
  private nextProjectAt: number | null = null;
  private nextBidId: number;
  private lastPrune = 0;

  constructor(options: FreelancerSandboxStateOptions) {
    this.clock = options.clock;
    const start = this.clock.now().getTime();
    this.random = options.random ?? seededRandom(Math.floor(start / 1000));
    this.stream = options.stream ?? true;
    this.backlogMs = options.backlogMs ?? 3 * HOUR;
    this.rateLimitPerMinute = options.rateLimitPerMinute ?? 120;
    this.nextBidId = 250_000_000 + Math.max(0, secondsSinceEpoch(start)) * 3;
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Brings the marketplace up to the clock: new projects, owners' decisions on bids, old projects dropped. */
  advance(): void {
    const now = this.now();
    if (this.stream) {
      // After a long idle spell, only the last backlog window is filled in.
      if (this.nextProjectAt === null || now - this.nextProjectAt > this.backlogMs) this.nextProjectAt = now - this.backlogMs;
      while (this.nextProjectAt <= now) {
        let id = 30_000_000 + secondsSinceEpoch(this.nextProjectAt);
        while (this.projects.has(id)) id += 1;
        const project = generateProject(this.random, { id, at: this.nextProjectAt });
        this.projects.set(project.id, project);
        this.nextProjectAt += intBetween(this.random, 30, 90) * 1000;
      }
    }
    for (const bid of this.bids) {
      if (bid.decision !== null && bid.decision.at <= now) {
        bid.awardStatus = bid.decision.status;
        bid.awardedAt = bid.decision.status === 'awarded' ? bid.decision.at : null;
        bid.decision = null;
      }
    }
    if (now - this.lastPrune > 10 * MINUTE) this.prune(now);
  }

  private prune(now: number): void {
    this.lastPrune = now;
    const withBids = new Set(this.bids.map((bid) => bid.projectId));
    for (const [id, project] of this.projects) {
      if (project.closesAt !== null && project.closesAt < now - 24 * HOUR && !withBids.has(id)) this.projects.delete(id);
    }
    for (const [token, hits] of this.windows) if (hits.every((at) => at <= now - MINUTE)) this.windows.delete(token);
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

  /** Active projects posted at or after `fromTimeMs`, newest first. */
  activeProjects(fromTimeMs = Number.NEGATIVE_INFINITY): SandboxProject[] {
    const now = this.now();
    return [...this.projects.values()]
      .filter((project) => project.submittedAt >= fromTimeMs && project.submittedAt <= now && this.isOpen(project, now))
      .sort((a, b) => b.submittedAt - a.submittedAt || b.id - a.id);
  }

  project(id: number): SandboxProject | undefined {
    return this.projects.get(id);
  }

  isOpen(project: SandboxProject, now = this.now()): boolean {
    return project.closesAt === null || project.closesAt > now;
  }

  /** Bids by everyone else plus the bids placed here. */
  bidCount(project: SandboxProject): number {
    return othersBidCount(project, this.now()) + this.bids.filter((bid) => bid.projectId === project.id).length;
  }

  /** Adds a project (the domain shape) exactly as given, open until closed by hand. */
  seedProject(project: Project): SandboxProject {
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
    this.projects.set(seeded.id, seeded);
    return seeded;
  }

  /** Stops a project taking bids from now on. */
  closeProject(id: number): void {
    const project = this.projects.get(id);
    if (project !== undefined) this.projects.set(id, { ...project, closesAt: this.now() });
  }

  placeBid(input: { readonly token: string; readonly projectId: number; readonly bidderId: number; readonly amount: number; readonly period: number; readonly milestonePercentage: number; readonly description: string }): SandboxBid | SandboxRefusal {
    const now = this.now();
    if (input.bidderId !== this.userFor(input.token).id) {
      return { httpStatus: 403, errorCode: 'ProjectExceptionCodes.INVALID_BIDDER', message: 'You can only place bids as yourself.' };
    }
    const project = this.projects.get(input.projectId);
    if (project === undefined || project.submittedAt > now) {
      return { httpStatus: 404, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_FOUND', message: 'Project not found.' };
    }
    if (!this.isOpen(project, now)) {
      return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE', message: 'This project is no longer accepting bids.' };
    }
    if (this.bids.some((bid) => bid.projectId === input.projectId && bid.bidderId === input.bidderId)) {
      return { httpStatus: 409, errorCode: 'ProjectExceptionCodes.DUPLICATE_BID', message: 'You have already bid on that project.' };
    }
    const roll = this.random();
    const status: AwardStatus | null = roll < 0.12 ? 'awarded' : roll < 0.6 ? 'rejected' : null;
    const bid: SandboxBid = {
      id: this.nextBidId,
      projectId: project.id,
      projectOwnerId: project.ownerId,
      bidderId: input.bidderId,
      amount: input.amount,
      period: input.period,
      milestonePercentage: input.milestonePercentage,
      description: input.description,
      submittedAt: now,
      awardStatus: 'pending',
      decision: status === null ? null : { at: now + intBetween(this.random, 20, 8 * 60) * MINUTE, status },
      awardedAt: null,
    };
    this.nextBidId += intBetween(this.random, 1, 3);
    this.bids.push(bid);
    return bid;
  }

  findBids(filter: { readonly ids?: readonly number[]; readonly bidders?: readonly number[]; readonly projects?: readonly number[] }): SandboxBid[] {
    const match = (wanted: readonly number[] | undefined, value: number): boolean => wanted === undefined || wanted.length === 0 || wanted.includes(value);
    return this.bids.filter((bid) => match(filter.ids, bid.id) && match(filter.bidders, bid.bidderId) && match(filter.projects, bid.projectId));
  }

  /** The owner decides a bid now (tests and demos); it overrides any scheduled decision. */
  setAwardStatus(bidId: number, status: AwardStatus): void {
    const bid = this.bids.find((candidate) => candidate.id === bidId);
    if (bid === undefined) return;
    bid.awardStatus = status;
    bid.decision = null;
    bid.awardedAt = status === 'awarded' ? this.now() : null;
  }
}

export const isRefusal = (value: SandboxBid | SandboxRefusal): value is SandboxRefusal => 'errorCode' in value;
