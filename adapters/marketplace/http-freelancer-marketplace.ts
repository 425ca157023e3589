import type { z } from 'zod';
import { parseAwardStatus } from '../../core/domain/bidding/award-status.js';
import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import type { Project } from '../../core/domain/bidding/project.js';
import { DomainError } from '../../core/domain/errors.js';
import type { AwardStatus, Marketplace, MarketplaceSelf, PlaceBidRequest } from '../../core/ports/marketplace.port.js';
import type { Logger } from '../logging/logger.js';
import {
  bidListSchema,
  errorEnvelopeSchema,
  placedBidSchema,
  projectSchema,
  projectSearchSchema,
  selfAccount,
  selfUserSchema,
  successEnvelopeSchema,
  type FreelancerErrorEnvelope,
  type FreelancerProject,
} from './freelancer.schemas.js';
import { marketplaceSiteFor } from './marketplace-site.js';

export interface HttpFreelancerMarketplaceOptions {
  /** The API root, e.g. `https://www.freelancer.com/api` or the built-in sandbox's `…/sandbox/freelancer/api`. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Per request, headers and body included; 15 s by default. */
  readonly timeoutMs?: number;
  /** Where project pages live: `{projectUrlBase}/projects/{seo_url}`; by default the API's own site (`marketplaceSiteFor`). */
  readonly projectUrlBase?: string;
  /** Told of each project a search answer carried that could not be read (and was skipped); silent by default. */
  readonly logger?: Pick<Logger, 'warn'>;
}

type Operation = 'getSelf' | 'search' | 'placeBid' | 'findOwnBid' | 'awardStatuses';
type Query = ReadonlyArray<readonly [string, string | number | boolean]>;

const TOKEN_REFUSED = 'The Freelancer token was refused. Please check it and try again.';
/** Freelancer answers at most 100 items per call. */
const PAGE = 100;

const unavailable = (message: string): DomainError => new DomainError('MARKETPLACE_UNAVAILABLE', message, { retryable: true });
const rateLimited = (): DomainError =>
  new DomainError('MARKETPLACE_RATE_LIMITED', 'Freelancer is limiting requests right now. Please try again in a minute.', { retryable: true });
const tokenRefused = (): DomainError => new DomainError('MARKETPLACE_TOKEN_INVALID', TOKEN_REFUSED);

/** Freelancer.com's REST API v0.1 behind the Marketplace port (docs/design.md#freelancer). */
export class HttpFreelancerMarketplace implements Marketplace {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly projectUrlBase: string;
  private readonly logger: Pick<Logger, 'warn'> | undefined;

  constructor(options: HttpFreelancerMarketplaceOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Resolved per call, so a fetch patched later (msw in tests) is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.projectUrlBase = (options.projectUrlBase ?? marketplaceSiteFor(this.baseUrl)).replace(/\/+$/, '');
    this.logger = options.logger;
  }

  async getSelf(token: string): Promise<MarketplaceSelf> {
    const query: Query = [['jobs', true], ['balance_details', true], ['membership_details', true], ['compact', true]];
    const user = await this.call('getSelf', token, 'GET', '/users/0.1/self/', query, selfUserSchema);
    const skills = [...new Set((user.jobs ?? []).map((job) => job.name.trim()).filter((name) => name !== ''))];
    return { id: user.id, username: user.username, skills, account: selfAccount(user) };
  }

  async searchActiveProjects(input: { token: string; since?: Date; limit: number; offset: number }): Promise<readonly Project[]> {
    const query: Array<readonly [string, string | number | boolean]> = [
      ['full_description', true],
      ['job_details', true],
      ['sort_field', 'time_updated'],
      ['limit', Math.max(1, Math.min(PAGE, Math.floor(input.limit)))],
      ['offset', Math.max(0, Math.floor(input.offset))],
    ];
    if (input.since !== undefined) query.push(['from_time', Math.floor(input.since.getTime() / 1000)]);
    const result = await this.call('search', input.token, 'GET', '/projects/0.1/projects/active/', query, projectSearchSchema);
    const since = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
    // from_time is whole seconds (and may be inclusive): the port promises strictly after `since`.
    return this.readableProjects(result.projects)
      .map((project) => this.toProject(project))
      .filter((project) => project.postedAt.getTime() > since)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  }

  async placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    // Freelancer can have no project under any other id, so the bid is refused like one on a lost project.
    if (!/^\d+$/.test(request.projectId)) throw bidRejected('This is not a Freelancer project id.', 'PROJECT_NOT_FOUND');
    if (!/^\d+$/.test(request.bidderId)) throw bidRejected('The Freelancer user id is missing. Please sync your Freelancer profile.');
    const body = {
      project_id: Number(request.projectId),
      bidder_id: Number(request.bidderId),
      amount: request.amount,
      period: request.period,
      milestone_percentage: 100,
      description: request.description,
    };
    const bid = await this.call('placeBid', request.token, 'POST', '/projects/0.1/bids/', [], placedBidSchema, body);
    return { marketplaceBidId: bid.id };
  }

  async findOwnBid(input: { token: string; bidderId: string; projectId: string }): Promise<{ marketplaceBidId: string } | null> {
    // Freelancer ids are numeric: with any other id there is no such bid to find.
    if (!/^\d+$/.test(input.projectId) || !/^\d+$/.test(input.bidderId)) return null;
    const query: Query = [['projects[]', input.projectId], ['bidders[]', input.bidderId], ['limit', 1]];
    const result = await this.call('findOwnBid', input.token, 'GET', '/projects/0.1/bids/', query, bidListSchema);
    // Checked again here: a bid of someone else is never ours, whatever the filter did.
    const own = result.bids.find((bid) => (bid.bidder_id ?? input.bidderId) === input.bidderId && (bid.project_id ?? input.projectId) === input.projectId);
    return own === undefined ? null : { marketplaceBidId: own.id };
  }

  async awardStatuses(input: { token: string; bidderId: string; marketplaceBidIds: readonly string[] }): Promise<ReadonlyMap<string, AwardStatus>> {
    const wanted = [...new Set(input.marketplaceBidIds)].filter((id) => /^\d+$/.test(id));
    const statuses = new Map<string, AwardStatus>();
    for (let start = 0; start < wanted.length; start += PAGE) {
      const ids = wanted.slice(start, start + PAGE);
      const query: Query = [...ids.map((id) => ['bids[]', id] as const), ['bidders[]', input.bidderId], ['limit', ids.length]];
      const result = await this.call('awardStatuses', input.token, 'GET', '/projects/0.1/bids/', query, bidListSchema);
      for (const bid of result.bids) {
        // A status BidPilot does not know is left out: the bid stays submitted and is asked about again.
        const status = parseAwardStatus(bid.award_status);
        if (ids.includes(bid.id) && status !== null) statuses.set(bid.id, status);
      }
    }
    return statuses;
  }

  /**
   * The projects of a search page that parse. One that does not (a null currency, no title) is
   * skipped with a warning naming its id and the fields at fault, never their values or the
   * token, and the rest of the page is used.
   */
  private readableProjects(projects: readonly unknown[]): FreelancerProject[] {
    const readable: FreelancerProject[] = [];
    for (const raw of projects) {
      const parsed = projectSchema.safeParse(raw);
      if (parsed.success) {
        readable.push(parsed.data);
        continue;
      }
      const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
      const fields = [...new Set(parsed.error.issues.map((issue) => (issue.path.length === 0 ? '(project)' : issue.path.join('.'))))];
      this.logger?.warn({ projectId: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 32) : null, fields }, 'Skipped a Freelancer project BidPilot could not read');
    }
    return readable;
  }

  private toProject(project: FreelancerProject): Project {
    const submitted = project.time_submitted ?? project.submitdate ?? project.time_updated ?? 0;
    const path = project.seo_url ?? String(project.id);
    return {
      id: project.id,
      title: project.title,
      description: project.description ?? project.preview_description ?? '',
      url: `${this.projectUrlBase}/projects/${path.replace(/^\/+/, '')}`,
      type: project.type,
      currency: project.currency.code.toUpperCase(),
      budgetMin: project.budget?.minimum ?? 0,
      budgetMax: project.budget?.maximum ?? null,
      bidCount: project.bid_stats?.bid_count ?? 0,
      skills: (project.jobs ?? []).map((job) => job.name),
      postedAt: new Date(submitted * 1000),
    };
  }

  /** One request: auth header, timeout, envelope check, zod parse, and the error mapping of docs/design.md#freelancer. */
  private async call<T extends z.ZodType>(
    operation: Operation,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    query: Query,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>> {
    // An empty token, or one no HTTP header can carry, is refused without asking Freelancer.
    if (!/^[\x21-\x7e]+$/.test(token)) throw tokenRefused();
    const search = new URLSearchParams(query.map(([key, value]) => [key, String(value)]));
    const url = `${this.baseUrl}${path}${query.length > 0 ? `?${search.toString()}` : ''}`;
    const headers: Record<string, string> = { 'Freelancer-OAuth-V1': token, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw unavailable(
        timedOut ? `Freelancer did not answer within ${Math.round(this.timeoutMs / 1000)} s. Please try again later.` : 'Freelancer could not be reached. Please try again later.',
      );
    }

    const json = parseJson(text);
    const failed = status < 200 || status >= 300 || (typeof json === 'object' && json !== null && (json as { status?: unknown }).status === 'error');
    if (failed) {
      const envelope = errorEnvelopeSchema.safeParse(json);
      throw mapFailure(operation, status, envelope.success ? envelope.data : {});
    }
    const envelope = successEnvelopeSchema.safeParse(json);
    const parsed = envelope.success ? schema.safeParse(envelope.data.result) : undefined;
    if (parsed === undefined || !parsed.success) throw unavailable('Freelancer sent an answer BidPilot could not read. Please try again later.');
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const PROJECT_NOT_FOUND = 'ProjectExceptionCodes.PROJECT_NOT_FOUND';
const isAuthCode = (code: string): boolean => /^Auth\w*ExceptionCodes\./.test(code);

/** Freelancer's error (HTTP status + envelope) as a DomainError; the vendor message is kept for bids only. */
function mapFailure(operation: Operation, status: number, envelope: FreelancerErrorEnvelope): DomainError {
  const code = envelope.error_code ?? envelope.error?.code ?? '';
  const message = (envelope.message ?? envelope.error?.detail ?? '').trim();
  if (status === 429 || code === 'AuthorisationExceptionCodes.RATE_LIMITED') return rateLimited();
  if (status >= 500 || status === 408) return unavailable('Freelancer is not available right now. Please try again later.');
  // Freelancer no longer has the project: the bid never landed anywhere, so it must not be charged.
  if (operation === 'placeBid' && (code === PROJECT_NOT_FOUND || (status === 404 && !code.startsWith('ExceptionCodes.')))) {
    return bidRejected(message === '' ? 'Project not found.' : message, 'PROJECT_NOT_FOUND', code === '' ? undefined : code);
  }
  if (operation === 'placeBid' && code.startsWith('ProjectExceptionCodes.')) return bidRejected(message === '' ? 'Freelancer refused the bid.' : message, 'REFUSED', code);
  if (status === 401 || isAuthCode(code) || (status === 403 && operation !== 'placeBid')) return tokenRefused();
  if (operation === 'placeBid' && (status >= 400 || message !== '')) {
    return bidRejected(message === '' ? `Freelancer refused the bid (HTTP ${status}).` : message, 'REFUSED', code === '' ? undefined : code);
  }
  return unavailable(`Freelancer refused the request (HTTP ${status}${code === '' ? '' : `, ${code}`}). Please try again later.`);
}
