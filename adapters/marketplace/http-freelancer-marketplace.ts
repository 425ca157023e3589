import type { Project } from '../../core/domain/bidding/project.js';
import type { ProjectReference } from '../../core/domain/bidding/project-reference.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type {
  AwardStatus,
  Marketplace,
  MarketplaceSelf,
  PlaceBidRequest,
  ProjectSearchPage,
  ProjectSearch,
  OwnBidQuery,
  AwardStatusQuery,
  ReplyQuery,
} from '../../core/ports/marketplace.port.js';
import type { Logger } from '../logging/logger.js';
import { FreelancerApiClient, type FreelancerQuery } from './freelancer-api-client.js';
import { awardStatuses, findOwnBid, placeBid } from './freelancer-bids.js';
import { FreelancerProjectReader } from './freelancer-project-reader.js';
import { findProject, searchActiveProjects } from './freelancer-project-reads.js';
import { repliedProjects } from './freelancer-replies.js';
import { selfAccount, selfUserSchema } from './freelancer.schemas.js';
import { marketplaceSiteFor } from './marketplace-site.js';

export interface HttpFreelancerMarketplaceOptions {
  /** The API root, e.g. `https://www.freelancer.com/api` or the built-in simulator's `…/sandbox/freelancer/api`. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Per request, headers and body included (MARKETPLACE_TIMEOUT_SECONDS); 30 s by default. */
  readonly timeoutMs?: number;
  /** The largest answer body read; a larger one is abandoned as an outage. 5 MB by default. */
  readonly maxBodyBytes?: number;
  /** Where project pages live: `{projectUrlBase}/projects/{seo_url}`; by default the API's own site (`marketplaceSiteFor`). */
  readonly projectUrlBase?: string;
  /** Told of each project a search answer carried that could not be read (and was skipped); silent by default. */
  readonly logger?: Pick<Logger, 'warn'>;
  /**
   * Rate-limit backoffs per token, shared with every process on the database: a 429 or an
   * exhausted `RateLimit-Remaining` sets one, and calls with a token backing off fail fast as
   * MARKETPLACE_RATE_LIMITED without reaching Freelancer. None by default.
   */
  readonly backoff?: MarketplaceBackoff;
  readonly clock?: Clock;
}

/** A call that has not answered by then is an outage, so a stalled token holds nothing for long. */
export const DEFAULT_MARKETPLACE_TIMEOUT_MS = 30_000;
/** A search page of 100 projects with full descriptions is well under 1 MB; 5 MB leaves room without letting one answer fill memory. */
export const MAX_MARKETPLACE_BODY_BYTES = 5 * 1024 * 1024;

/** Freelancer.com's REST API v0.1 behind the Marketplace port (docs/design.md#freelancer). */
export class HttpFreelancerMarketplace implements Marketplace {
  private readonly api: FreelancerApiClient;
  private readonly projects: FreelancerProjectReader;

  constructor(options: HttpFreelancerMarketplaceOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.api = new FreelancerApiClient({
      baseUrl,
      // Resolved per call, so a fetch patched later (msw in tests) is the one used.
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      timeoutMs: options.timeoutMs ?? DEFAULT_MARKETPLACE_TIMEOUT_MS,
      maxBodyBytes: options.maxBodyBytes ?? MAX_MARKETPLACE_BODY_BYTES,
      logger: options.logger,
      backoff: options.backoff,
      now: options.clock === undefined ? () => new Date() : () => (options.clock as Clock).now(),
    });
    const projectUrlBase = (options.projectUrlBase ?? marketplaceSiteFor(baseUrl)).replace(/\/+$/, '');
    this.projects = new FreelancerProjectReader(projectUrlBase, options.logger);
  }

  async getSelf(token: string): Promise<MarketplaceSelf> {
    const query: FreelancerQuery = [
      ['jobs', true],
      ['balance_details', true],
      ['membership_details', true],
      ['compact', true],
    ];
    const user = await this.api.call('getSelf', token, 'GET', '/users/0.1/self/', query, selfUserSchema);
    const skills = [...new Set((user.jobs ?? []).map((job) => job.name.trim()).filter((name) => name !== ''))];
    return { id: user.id, username: user.username, skills, account: selfAccount(user) };
  }

  searchActiveProjects(input: ProjectSearch): Promise<ProjectSearchPage> {
    return searchActiveProjects(this.api, this.projects, input);
  }

  findProject(input: { token: string; project: ProjectReference }): Promise<Project | null> {
    return findProject(this.api, this.projects, input);
  }

  placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    return placeBid(this.api, request);
  }

  findOwnBid(input: OwnBidQuery): Promise<{ marketplaceBidId: string } | null> {
    return findOwnBid(this.api, input);
  }

  awardStatuses(input: AwardStatusQuery): Promise<ReadonlyMap<string, AwardStatus>> {
    return awardStatuses(this.api, input);
  }

  repliedProjects(input: ReplyQuery): Promise<ReadonlyMap<string, Date>> {
    return repliedProjects(this.api, input);
  }
}
