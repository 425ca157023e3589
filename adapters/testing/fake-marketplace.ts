import type { MarketplaceAccount } from '../../core/domain/bidding/marketplace-account.js';
import { FULL_MILESTONE, isMilestonePercentage } from '../../core/domain/bidding/milestone.js';
import type { Project } from '../../core/domain/bidding/project.js';
import { refersTo, type ProjectReference } from '../../core/domain/bidding/project-reference.js';
import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import { DomainError, type ErrorCode } from '../../core/domain/errors.js';
import type * as Port from '../../core/ports/marketplace.port.js';
import { readFreelancerRefusal, type FreelancerRefusalFacts } from '../marketplace/freelancer-refusal.js';

type FailureCode = Extract<ErrorCode, 'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED' | 'BID_REJECTED'>;

export interface PlacedBid extends Port.PlaceBidRequest {
  readonly marketplaceBidId: string;
  /** As Freelancer keeps it: 100 when the request gave none. */
  readonly milestonePercentage: number;
}

/**
 * An in-memory marketplace for tests. Like the real one, it refuses tokens that start with
 * `invalid`, a bid on a project it does not list, and a second bid by the same bidder on a project.
 */
export class FakeMarketplace implements Port.Marketplace {
  private readonly projects = new Map<string, Project>();
  private readonly placed: PlacedBid[] = [];
  private readonly awards = new Map<string, Port.AwardStatus>();
  /** Threads on projects, by project id then the member who is not the owner: who started each and when. */
  private readonly threads: Array<{
    readonly projectId: string;
    readonly bidderId: string;
    readonly startedBy: string;
    readonly at: Date;
  }> = [];
  private repliedCalls = 0;
  private readonly failures: FailureCode[] = [];
  private readonly closed = new Set<string>();
  private readonly updatedAt = new Map<string, number>();
  private readonly malformed = new Set<string>();
  private readonly refusals: FreelancerRefusalFacts[] = [];
  private nextBidId = 1000;
  private selfCalls = 0;
  private findProjectCalls = 0;
  private account: MarketplaceAccount;

  constructor(
    private readonly self: Omit<Port.MarketplaceSelf, 'account'> & { readonly account?: MarketplaceAccount } = {
      id: '26605882',
      username: 'jdoe_dev',
      skills: ['PHP', 'Python'],
    },
  ) {
    // Like a Freelancer that does not say: unknown figures, an account that is not limited.
    this.account = self.account ?? { bidsRemaining: null, bidLimit: null, bidsRefreshedAt: null, limited: false };
  }

  async getSelf(token: string): Promise<Port.MarketplaceSelf> {
    this.selfCalls += 1;
    this.authorize(token);
    return { ...this.self, account: this.account };
  }

  /** What getSelf says about the account's own bids from now on. */
  setAccount(account: Partial<MarketplaceAccount>): void {
    this.account = { ...this.account, ...account };
  }

  /** How many times getSelf was asked. */
  selfCallCount(): number {
    return this.selfCalls;
  }

  /**
   * Pages in Freelancer's own order as far as it is known: last updated first (a project is
   * updated when posted unless `markUpdated` says otherwise), newest posted within the page.
   */
  async searchActiveProjects(input: Port.ProjectSearch): Promise<Port.ProjectSearchPage> {
    this.authorize(input.token);
    const since = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
    const updated = (project: Project): number => this.updatedAt.get(project.id) ?? project.postedAt.getTime();
    const page = [...this.projects.values()]
      .filter((project) => project.postedAt.getTime() > since)
      .sort((a, b) => updated(b) - updated(a) || b.postedAt.getTime() - a.postedAt.getTime())
      .slice(input.offset, input.offset + input.limit);
    const projects = page
      .filter((project) => !this.malformed.has(project.id))
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
    return { projects, listed: page.length };
  }

  /** Any seeded project, by id or link, open or closed (a closed one answers `isOpen: false`). */
  async findProject(input: { token: string; project: ProjectReference }): Promise<Project | null> {
    this.findProjectCalls += 1;
    this.authorize(input.token);
    const found = [...this.projects.values()].find((project) => refersTo(input.project, project));
    if (found === undefined) return null;
    return this.closed.has(found.id) ? { ...found, isOpen: false } : found;
  }

  /** How many times findProject was asked. */
  findProjectCallCount(): number {
    return this.findProjectCalls;
  }

  async placeBid(request: Port.PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    this.authorize(request.token);
    const refusal = this.refusals.shift();
    if (refusal !== undefined)
      throw bidRejected(readFreelancerRefusal(refusal), refusal.message ?? 'Freelancer refused the bid.');
    if (!isMilestonePercentage(request.milestonePercentage ?? FULL_MILESTONE))
      throw refused(400, 'ExceptionCodes.INVALID_ARGUMENT', 'Invalid value for milestone_percentage.');
    if (!this.projects.has(request.projectId))
      throw refused(404, 'ProjectExceptionCodes.PROJECT_NOT_FOUND', 'Project not found.');
    if (this.closed.has(request.projectId))
      throw refused(403, 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE', 'This project is no longer accepting bids.');
    if (this.placed.some((bid) => bid.projectId === request.projectId && bid.bidderId === request.bidderId)) {
      throw refused(409, 'ProjectExceptionCodes.DUPLICATE_BID', 'You have already bid on that project.');
    }
    if (this.account.bidsRemaining === 0) throw refused(null, null, 'You have used all of your bids.');
    const marketplaceBidId = String(this.nextBidId++);
    this.placed.push({
      ...request,
      milestonePercentage: request.milestonePercentage ?? FULL_MILESTONE,
      marketplaceBidId,
    });
    if (this.account.bidsRemaining !== null)
      this.account = { ...this.account, bidsRemaining: Math.max(0, this.account.bidsRemaining - 1) };
    this.awards.set(marketplaceBidId, 'pending');
    return { marketplaceBidId };
  }

  async findOwnBid(input: Port.OwnBidQuery): Promise<{ marketplaceBidId: string } | null> {
    this.authorize(input.token);
    const bid = this.placed.find(
      (candidate) => candidate.projectId === input.projectId && candidate.bidderId === input.bidderId,
    );
    return bid === undefined ? null : { marketplaceBidId: bid.marketplaceBidId };
  }

  async awardStatuses(input: Port.AwardStatusQuery): Promise<ReadonlyMap<string, Port.AwardStatus>> {
    this.authorize(input.token);
    const known = input.marketplaceBidIds.flatMap((id) => {
      const status = this.awards.get(id);
      return status === undefined ? [] : [[id, status] as const];
    });
    return new Map(known);
  }

  async repliedProjects(input: Port.ReplyQuery): Promise<ReadonlyMap<string, Date>> {
    this.repliedCalls += Math.ceil(new Set(input.projectIds).size / 100);
    this.authorize(input.token);
    const wanted = new Set(input.projectIds);
    const replied = new Map<string, Date>();
    for (const thread of this.threads) {
      if (!wanted.has(thread.projectId) || thread.bidderId !== input.bidderId || thread.startedBy === input.bidderId)
        continue;
      replied.set(thread.projectId, thread.at);
    }
    return replied;
  }

  /** The client of the bid's project starts a message thread with its bidder at `at`. */
  clientWritesFirst(marketplaceBidId: string, at: Date): void {
    const bid = this.placed.find((candidate) => candidate.marketplaceBidId === marketplaceBidId);
    if (bid === undefined) throw new Error(`no bid ${marketplaceBidId} to write about`);
    this.clientWritesOn(bid.projectId, bid.bidderId, at);
  }

  /** The project's client starts a message thread with `bidderId` at `at`, whoever placed the bid (tests of the reply sync seed bids directly). */
  clientWritesOn(projectId: string, bidderId: string, at: Date): void {
    const owner = this.projects.get(projectId)?.ownerId ?? 'client';
    this.threads.push({ projectId, bidderId, startedBy: owner, at });
  }

  /** The bidder starts a message thread with the client: not a reply. */
  bidderWritesFirst(marketplaceBidId: string, at: Date): void {
    const bid = this.placed.find((candidate) => candidate.marketplaceBidId === marketplaceBidId);
    if (bid === undefined) throw new Error(`no bid ${marketplaceBidId} to write about`);
    this.threads.push({ projectId: bid.projectId, bidderId: bid.bidderId, startedBy: bid.bidderId, at });
  }

  /** Requests repliedProjects would have made of Freelancer (one per 100 projects asked). */
  repliedCallCount(): number {
    return this.repliedCalls;
  }

  seedProject(project: Project): void {
    this.projects.set(project.id, project);
  }

  /** The owner edits the project at `at`: searches list it as recently updated from then on. */
  markUpdated(projectId: string, at: Date): void {
    this.updatedAt.set(projectId, at.getTime());
  }

  /** Searches list the project but answer it in a shape nobody can read, so it is left out of their pages. */
  serveMalformed(projectId: string): void {
    this.malformed.add(projectId);
  }

  /** The project stays listed but takes no more bids. */
  closeProject(projectId: string): void {
    this.closed.add(projectId);
  }

  /** What a placed bid asked; null for an unknown id. */
  placedBid(marketplaceBidId: string): PlacedBid | null {
    return this.placed.find((bid) => bid.marketplaceBidId === marketplaceBidId) ?? null;
  }

  setAward(marketplaceBidId: string, status: Port.AwardStatus): void {
    this.awards.set(marketplaceBidId, status);
  }

  /** The next call fails with `code` (once per call to failNext). */
  failNext(code: FailureCode): void {
    this.failures.push(code);
  }

  /** The next bid is refused with Freelancer's status, code and message (once per call). */
  refuseNextBid(facts: FreelancerRefusalFacts): void {
    this.refusals.push(facts);
  }

  /** A bid the user placed by hand on Freelancer, which BidPilot did not place. */
  placeByHand(bid: Port.PlaceBidRequest): string {
    const marketplaceBidId = String(this.nextBidId++);
    this.placed.push({ ...bid, milestonePercentage: bid.milestonePercentage ?? FULL_MILESTONE, marketplaceBidId });
    return marketplaceBidId;
  }

  bidsPlaced(): readonly PlacedBid[] {
    return [...this.placed];
  }

  private authorize(token: string): void {
    const failure = this.failures.shift();
    if (failure === 'BID_REJECTED') throw bidRejected({ kind: 'project-refused', message: `Simulated ${failure}` });
    if (failure !== undefined) throw new DomainError(failure, `Simulated ${failure}`);
    if (token.trim() === '' || token.startsWith('invalid')) {
      throw new DomainError(
        'MARKETPLACE_TOKEN_INVALID',
        'The Freelancer token was refused. Please check it and try again.',
      );
    }
  }
}

/** A refusal as Freelancer words it, read as the HTTP adapter reads the real one. */
const refused = (httpStatus: number | null, errorCode: string | null, message: string): Error =>
  bidRejected(readFreelancerRefusal({ httpStatus, errorCode, message }), message);
