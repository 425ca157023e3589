import type { AwardStatus } from '../../../core/ports/marketplace.port.js';
import { othersBidCount, type SimulatorProject } from './project-generator.js';
import { seededRandom, type Random } from './random.js';
import { bidRefusal, REFUSALS, type SimulatorRefusal } from './simulator-refusals.js';
import type { SimulatorUser } from './simulator-users.js';
import { SimulatorProjectBoard, type SimulatorProjectBoardOptions } from './simulator-project-board.js';
import { KnexSimulatorBids, type BidFilter, type NewBid } from './storage/knex-simulator-bids.js';
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

const HOUR = 3_600_000;

export interface FreelancerSimulatorStateOptions extends SimulatorProjectBoardOptions {
  /** Owners' decisions on bids; defaults to a seed taken from the clock at start. */
  readonly random?: Random;
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

/** A bid as `POST /projects/0.1/bids/` places it, by the token's account. */
export interface BidPlacement {
  readonly token: string;
  readonly projectId: number;
  readonly bidderId: number;
  readonly amount: number;
  readonly period: number;
  readonly milestonePercentage: number;
  readonly description: string;
}

/**
 * Everything the Freelancer simulator knows. Projects and bids live in its own tables (ADR 0009),
 * so a restarted server, or several servers on one Postgres, see one Freelancer; users are derived
 * from tokens, and rate windows and scripted failures belong to this process. Time only moves
 * with the clock, read on each request, so a test with a FixedClock sees the same marketplace.
 * The layers below hold the process's own conditions (SimulatorConditions) and the projects
 * (SimulatorProjectBoard); this one holds the bids.
 */
export class FreelancerSimulatorState extends SimulatorProjectBoard {
  private readonly bids: KnexSimulatorBids;
  private readonly random: Random;
  private bidQuota: BidQuota;

  /** Creates or migrates the simulator's tables, then answers the state over them. */
  static async open(options: FreelancerSimulatorStateOptions): Promise<FreelancerSimulatorState> {
    await migrateSimulator(options.db);
    return new FreelancerSimulatorState(options);
  }

  private constructor(options: FreelancerSimulatorStateOptions) {
    super(options);
    this.bids = new KnexSimulatorBids(options.db);
    this.random = options.random ?? seededRandom(Math.floor(this.now() / 1000));
    this.bidQuota = options.bidQuota ?? { bids: 100, periodMs: HOUR };
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

  /** Bids by everyone else plus the bids placed here, per project id. */
  async bidCounts(projects: readonly SimulatorProject[]): Promise<ReadonlyMap<number, number>> {
    const now = this.now();
    const placed = await this.bids.countByProject(projects.map((project) => project.id));
    return new Map(
      projects.map((project) => [project.id, othersBidCount(project, now) + (placed.get(project.id) ?? 0)]),
    );
  }

  async placeBid(input: BidPlacement): Promise<SimulatorBid | SimulatorRefusal> {
    const now = this.now();
    if (input.bidderId !== this.userFor(input.token).id) return REFUSALS.invalidBidder;
    const project = await this.project(input.projectId);
    if (project === undefined || project.submittedAt > now) return REFUSALS.projectNotFound;
    const refusal = await this.refusalOf(input, project, now);
    if (refusal !== null) return refusal;
    const id = await this.bids.insert(this.newBid(input, project, now));
    // Another request by the same bidder took the project first.
    if (id === null) return REFUSALS.duplicateBid;
    const [placed] = await this.bids.find({ ids: [id] }, now);
    if (placed === undefined) throw new Error(`the simulator lost bid ${id} on project ${project.id}`);
    return placed;
  }

  /** Freelancer's refusal of the bid, judged on the account and the project now; null when it takes it. */
  private async refusalOf(
    input: BidPlacement,
    project: SimulatorProject,
    now: number,
  ): Promise<SimulatorRefusal | null> {
    const { tooFast } = this.behaviours;
    const [recentBids, earlier, allowance] = await Promise.all([
      tooFast === null ? 0 : this.bids.countByBidderSince(input.bidderId, now - tooFast.windowMs + 1),
      this.bids.find({ bidders: [input.bidderId], projects: [project.id] }, now),
      this.bidAllowance(this.userFor(input.token)),
    ]);
    return bidRefusal({
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
  }

  /** The bid to store: what the owner will decide on it, and when, if ever, they write first. */
  private newBid(input: BidPlacement, project: SimulatorProject, now: number): NewBid {
    const { bidderId, amount, period, milestonePercentage, description } = input;
    const appeal = proposalAppeal(project, description).factor;
    const decision = ownerDecision(this.random, now, appeal, this.behaviours.awardEndingRate);
    const clientWritesAt = clientFirstWriteAt({
      projectId: project.id,
      bidderId,
      now,
      decision,
      appeal,
      clientReplyRate: this.behaviours.clientReplyRate,
    });
    return {
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
    };
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
