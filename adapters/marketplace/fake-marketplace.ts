import type { MarketplaceAccount } from '../../core/domain/bidding/marketplace-account.js';
import type { Project } from '../../core/domain/bidding/project.js';
import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import { DomainError, type ErrorCode } from '../../core/domain/errors.js';
import type { AwardStatus, Marketplace, MarketplaceSelf, PlaceBidRequest } from '../../core/ports/marketplace.port.js';

type FailureCode = Extract<ErrorCode, 'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED' | 'BID_REJECTED'>;

export interface PlacedBid extends PlaceBidRequest {
  readonly marketplaceBidId: string;
}

/**
 * An in-memory marketplace for tests. Like the real one, it refuses tokens that start with
 * `invalid`, a bid on a project it does not list, and a second bid by the same bidder on a project.
 */
export class FakeMarketplace implements Marketplace {
  private readonly projects = new Map<string, Project>();
  private readonly placed: PlacedBid[] = [];
  private readonly awards = new Map<string, AwardStatus>();
  private readonly failures: FailureCode[] = [];
  private readonly closed = new Set<string>();
  private nextBidId = 1000;
  private selfCalls = 0;
  private account: MarketplaceAccount;

  constructor(private readonly self: Omit<MarketplaceSelf, 'account'> & { readonly account?: MarketplaceAccount } = { id: '26605882', username: 'jdoe_dev', skills: ['PHP', 'Python'] }) {
    // Like a Freelancer that does not say: unknown figures, an account that is not limited.
    this.account = self.account ?? { bidsRemaining: null, bidLimit: null, bidsRefreshedAt: null, limited: false };
  }

  async getSelf(token: string): Promise<MarketplaceSelf> {
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

  async searchActiveProjects(input: { token: string; since?: Date; limit: number; offset: number }): Promise<readonly Project[]> {
    this.authorize(input.token);
    const since = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
    return [...this.projects.values()]
      .filter((project) => project.postedAt.getTime() > since)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
      .slice(input.offset, input.offset + input.limit);
  }

  async placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    this.authorize(request.token);
    if (!this.projects.has(request.projectId)) throw bidRejected('Project not found.', 'PROJECT_NOT_FOUND');
    if (this.closed.has(request.projectId)) throw bidRejected('This project is no longer accepting bids.');
    if (this.placed.some((bid) => bid.projectId === request.projectId && bid.bidderId === request.bidderId)) {
      throw bidRejected('You have already bid on that project.');
    }
    if (this.account.bidsRemaining === 0) throw bidRejected('You have used all of your bids.');
    const marketplaceBidId = String(this.nextBidId++);
    this.placed.push({ ...request, marketplaceBidId });
    if (this.account.bidsRemaining !== null) this.account = { ...this.account, bidsRemaining: Math.max(0, this.account.bidsRemaining - 1) };
    this.awards.set(marketplaceBidId, 'pending');
    return { marketplaceBidId };
  }

  async findOwnBid(input: { token: string; bidderId: string; projectId: string }): Promise<{ marketplaceBidId: string } | null> {
    this.authorize(input.token);
    const bid = this.placed.find((candidate) => candidate.projectId === input.projectId && candidate.bidderId === input.bidderId);
    return bid === undefined ? null : { marketplaceBidId: bid.marketplaceBidId };
  }

  async awardStatuses(input: { token: string; bidderId: string; marketplaceBidIds: readonly string[] }): Promise<ReadonlyMap<string, AwardStatus>> {
    this.authorize(input.token);
    const known = input.marketplaceBidIds.flatMap((id) => {
      const status = this.awards.get(id);
      return status === undefined ? [] : [[id, status] as const];
    });
    return new Map(known);
  }

  seedProject(project: Project): void {
    this.projects.set(project.id, project);
  }

  /** The project stays listed but takes no more bids. */
  closeProject(projectId: string): void {
    this.closed.add(projectId);
  }

  setAward(marketplaceBidId: string, status: AwardStatus): void {
    this.awards.set(marketplaceBidId, status);
  }

  /** The next call fails with `code` (once per call to failNext). */
  failNext(code: FailureCode): void {
    this.failures.push(code);
  }

  bidsPlaced(): readonly PlacedBid[] {
    return [...this.placed];
  }

  private authorize(token: string): void {
    const failure = this.failures.shift();
    if (failure !== undefined) throw new DomainError(failure, `Simulated ${failure}`);
    if (token.trim() === '' || token.startsWith('invalid')) {
      throw new DomainError('MARKETPLACE_TOKEN_INVALID', 'The Freelancer token was refused. Please check it and try again.');
    }
  }
}
