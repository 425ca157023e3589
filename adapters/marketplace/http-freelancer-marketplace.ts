import type { z } from 'zod';
import { visibleOneLine } from '../../core/domain/text/display-text.js';
import { parseAwardStatus } from '../../core/domain/bidding/award-status.js';
import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import { FULL_MILESTONE } from '../../core/domain/bidding/milestone.js';
import type { Project } from '../../core/domain/bidding/project.js';
import { refersTo, type ProjectReference } from '../../core/domain/bidding/project-reference.js';
import type { ProjectKind } from '../../core/domain/bidding/project-kind.js';
import { DomainError } from '../../core/domain/errors.js';
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
import { readFreelancerRefusal } from './freelancer-refusal.js';
import {
  bidListSchema,
  errorEnvelopeSchema,
  placedBidSchema,
  projectBidAvg,
  projectClient,
  projectLanguage,
  projectSchema,
  projectUpgradesOf,
  projectSearchSchema,
  selfAccount,
  selfUserSchema,
  successEnvelopeSchema,
  threadListSchema,
  type FreelancerThread,
  type FreelancerErrorEnvelope,
  type FreelancerProject,
} from './freelancer.schemas.js';
import { marketplaceSiteFor } from './marketplace-site.js';
import { BodyTooLargeError, readCappedText } from './capped-body.js';
import { rateLimitSignal } from './rate-limit-headers.js';

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

type Operation = 'getSelf' | 'search' | 'findProject' | 'placeBid' | 'findOwnBid' | 'awardStatuses' | 'repliedProjects';
type Query = ReadonlyArray<readonly [string, string | number | boolean]>;

const TOKEN_REFUSED = 'The Freelancer token was refused. Please check it and try again.';
/** Freelancer answers at most 100 items per call. */
const PAGE = 100;
/** A call that has not answered by then is an outage, so a stalled token holds nothing for long. */
export const DEFAULT_MARKETPLACE_TIMEOUT_MS = 30_000;
/** A search page of 100 projects with full descriptions is well under 1 MB; 5 MB leaves room without letting one answer fill memory. */
export const MAX_MARKETPLACE_BODY_BYTES = 5 * 1024 * 1024;

/** Freelancer's `upgrades` flags that bar some accounts from bidding, as the kinds the rules know. */
const KIND_OF_UPGRADE: Readonly<Record<string, ProjectKind>> = {
  nda: 'nda',
  featured: 'featured',
  pf_only: 'preferred_only',
  premium: 'verified_only',
  qualified: 'qualified',
};

/** The kinds a project's true upgrade flags make it, each once, in a fixed order. */
export function projectKindsOf(upgrades: readonly string[]): ProjectKind[] {
  const kinds = new Set(
    upgrades.map((flag) => KIND_OF_UPGRADE[flag.toLowerCase()]).filter((kind) => kind !== undefined),
  );
  return Object.values(KIND_OF_UPGRADE).filter((kind) => kinds.has(kind));
}

/**
 * Open unless Freelancer says otherwise: `status` is `active` and `frontend_project_status` is
 * `open` on a project taking bids; a search of active projects may omit both.
 */
const isOpenProject = (project: FreelancerProject): boolean =>
  (project.status === null || project.status === 'active') &&
  (project.frontend_project_status === null || project.frontend_project_status === 'open');

/**
 * The owner projections (Freelancer's client fields): the client's payment verification, employer
 * reputation, country and registration date, listed in the answer's `users` by owner id.
 */
const OWNER_PROJECTIONS: Query = [
  ['user_details', true],
  ['user_status', true],
  ['user_employer_reputation', true],
  ['user_country_details', true],
];

const unavailable = (message: string): DomainError =>
  new DomainError('MARKETPLACE_UNAVAILABLE', message, { retryable: true });
const rateLimited = (): DomainError =>
  new DomainError(
    'MARKETPLACE_RATE_LIMITED',
    'Freelancer is limiting requests right now. Please try again in a minute.',
    { retryable: true },
  );
const tokenRefused = (): DomainError => new DomainError('MARKETPLACE_TOKEN_INVALID', TOKEN_REFUSED);

/** Freelancer.com's REST API v0.1 behind the Marketplace port (docs/design.md#freelancer). */
export class HttpFreelancerMarketplace implements Marketplace {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly projectUrlBase: string;
  private readonly logger: Pick<Logger, 'warn'> | undefined;
  private readonly backoff: MarketplaceBackoff | undefined;
  private readonly now: () => Date;

  constructor(options: HttpFreelancerMarketplaceOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Resolved per call, so a fetch patched later (msw in tests) is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_MARKETPLACE_TIMEOUT_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_MARKETPLACE_BODY_BYTES;
    this.projectUrlBase = (options.projectUrlBase ?? marketplaceSiteFor(this.baseUrl)).replace(/\/+$/, '');
    this.logger = options.logger;
    this.backoff = options.backoff;
    this.now = options.clock === undefined ? () => new Date() : () => (options.clock as Clock).now();
  }

  async getSelf(token: string): Promise<MarketplaceSelf> {
    const query: Query = [
      ['jobs', true],
      ['balance_details', true],
      ['membership_details', true],
      ['compact', true],
    ];
    const user = await this.call('getSelf', token, 'GET', '/users/0.1/self/', query, selfUserSchema);
    const skills = [...new Set((user.jobs ?? []).map((job) => job.name.trim()).filter((name) => name !== ''))];
    return { id: user.id, username: user.username, skills, account: selfAccount(user) };
  }

  async searchActiveProjects(input: ProjectSearch): Promise<ProjectSearchPage> {
    // No sort_field: no order is promised either way (time_updated put updated old projects
    // first), so callers page to the end of the from_time window instead of trusting one.
    const query: Array<readonly [string, string | number | boolean]> = [
      ['full_description', true],
      ['job_details', true],
      ['upgrade_details', true],
      ...OWNER_PROJECTIONS,
      ['limit', Math.max(1, Math.min(PAGE, Math.floor(input.limit)))],
      ['offset', Math.max(0, Math.floor(input.offset))],
    ];
    if (input.since !== undefined) query.push(['from_time', Math.floor(input.since.getTime() / 1000)]);
    const result = await this.call(
      'search',
      input.token,
      'GET',
      '/projects/0.1/projects/active/',
      query,
      projectSearchSchema,
    );
    const since = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
    // from_time is whole seconds and inclusive: the port promises strictly after `since`. What
    // is dropped here still counts as listed, so a full page is never taken for the last one.
    const projects = this.readableProjects(result.projects)
      .map((project) => this.toProject(project, result.users))
      .filter((project) => project.postedAt.getTime() > since)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
    return { projects, listed: result.projects.length };
  }

  /**
   * By id: `GET /projects/0.1/projects/{id}/`, whose `result` is the project; by link:
   * `GET /projects/0.1/projects/?seo_urls[]=`, whose `result.projects` lists it (docs/design.md#freelancer).
   * Freelancer's JSON 404 (PROJECT_NOT_FOUND or any other) is no such project; a listed project
   * whose link is not the one asked for is not taken for it.
   */
  async findProject(input: { token: string; project: ProjectReference }): Promise<Project | null> {
    const { project: reference } = input;
    const projections: Query = [
      ['full_description', true],
      ['job_details', true],
      ['upgrade_details', true],
      ...OWNER_PROJECTIONS,
    ];
    try {
      if (reference.kind === 'id') {
        // Freelancer ids are numeric: with any other id there is no such project to read.
        if (!/^\d{1,15}$/.test(reference.id)) return null;
        const found = await this.call(
          'findProject',
          input.token,
          'GET',
          `/projects/0.1/projects/${reference.id}/`,
          projections,
          projectSchema,
        );
        const project = this.toProject(found);
        return project.id === reference.id ? project : null;
      }
      const query: Query = [['seo_urls[]', reference.seoUrl], ...projections, ['limit', 1]];
      const result = await this.call(
        'findProject',
        input.token,
        'GET',
        '/projects/0.1/projects/',
        query,
        projectSearchSchema,
      );
      return (
        this.readableProjects(result.projects)
          .map((project) => this.toProject(project, result.users))
          .find((project) => refersTo(reference, project)) ?? null
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PROJECT_NOT_FOUND') return null;
      throw error;
    }
  }

  async placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    // Freelancer can have no project under any other id, so the bid is refused like one on a lost project.
    if (!/^\d+$/.test(request.projectId))
      throw bidRejected({ kind: 'project-not-found', message: 'This is not a Freelancer project id.' });
    if (!/^\d+$/.test(request.bidderId))
      throw bidRejected({
        kind: 'project-refused',
        message: 'The Freelancer user id is missing. Please sync your Freelancer profile.',
      });
    const body = {
      project_id: Number(request.projectId),
      bidder_id: Number(request.bidderId),
      amount: request.amount,
      period: request.period,
      milestone_percentage: request.milestonePercentage ?? FULL_MILESTONE,
      description: request.description,
    };
    const bid = await this.call('placeBid', request.token, 'POST', '/projects/0.1/bids/', [], placedBidSchema, body);
    return { marketplaceBidId: bid.id };
  }

  async findOwnBid(input: OwnBidQuery): Promise<{ marketplaceBidId: string } | null> {
    // Freelancer ids are numeric: with any other id there is no such bid to find.
    if (!/^\d+$/.test(input.projectId) || !/^\d+$/.test(input.bidderId)) return null;
    const query: Query = [
      ['projects[]', input.projectId],
      ['bidders[]', input.bidderId],
      ['limit', 1],
    ];
    const result = await this.call('findOwnBid', input.token, 'GET', '/projects/0.1/bids/', query, bidListSchema);
    // Checked again here: a bid of someone else is never ours, whatever the filter did.
    const own = result.bids.find(
      (bid) =>
        (bid.bidder_id ?? input.bidderId) === input.bidderId && (bid.project_id ?? input.projectId) === input.projectId,
    );
    return own === undefined ? null : { marketplaceBidId: own.id };
  }

  async awardStatuses(input: AwardStatusQuery): Promise<ReadonlyMap<string, AwardStatus>> {
    const wanted = [...new Set(input.marketplaceBidIds)].filter((id) => /^\d+$/.test(id));
    const statuses = new Map<string, AwardStatus>();
    for (let start = 0; start < wanted.length; start += PAGE) {
      const ids = wanted.slice(start, start + PAGE);
      const query: Query = [
        ...ids.map((id) => ['bids[]', id] as const),
        ['bidders[]', input.bidderId],
        ['limit', ids.length],
      ];
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
   * Threads by project context, 100 projects a request (docs/design.md#reply-sync). A thread
   * counts when it is on one of the projects, has the bidder among its members (when listed) and
   * was started by someone else: the client wrote first, at the thread's creation.
   */
  async repliedProjects(input: ReplyQuery): Promise<ReadonlyMap<string, Date>> {
    const wanted = [...new Set(input.projectIds)].filter((id) => /^\d+$/.test(id));
    const replied = new Map<string, Date>();
    for (let start = 0; start < wanted.length; start += PAGE) {
      const ids = wanted.slice(start, start + PAGE);
      const query: Query = [
        ['context_type', 'project'],
        ...ids.map((id) => ['contexts[]', id] as const),
        ['limit', PAGE],
      ];
      const result = await this.call(
        'repliedProjects',
        input.token,
        'GET',
        '/messages/0.1/threads/',
        query,
        threadListSchema,
      );
      for (const thread of result.threads) {
        const reply = clientReply(thread, input.bidderId);
        if (reply === null || !ids.includes(reply.projectId)) continue;
        const earlier = replied.get(reply.projectId);
        if (earlier === undefined || reply.at < earlier) replied.set(reply.projectId, reply.at);
      }
    }
    return replied;
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
      const fields = [
        ...new Set(parsed.error.issues.map((issue) => (issue.path.length === 0 ? '(project)' : issue.path.join('.')))),
      ];
      this.logger?.warn(
        { projectId: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 32) : null, fields },
        'Skipped a Freelancer project BidPilot could not read',
      );
    }
    return readable;
  }

  /** `users`: the answer's owners by id (searches and lists); a single read may embed its owner as `owner` instead. */
  private toProject(project: FreelancerProject, users?: Readonly<Record<string, unknown>> | null): Project {
    const ownerId = project.owner_id ?? null;
    const owner = ownerId === null ? undefined : (users?.[ownerId] ?? project.owner);
    const submitted = project.time_submitted ?? project.submitdate ?? project.time_updated ?? 0;
    const path = project.seo_url ?? String(project.id);
    return {
      id: project.id,
      // One line of visible text, as a title is everywhere it is shown or sent: a line break or a
      // direction override in a client's title would forge lines in a Telegram alert or a log.
      title: visibleOneLine(project.title),
      description: project.description ?? project.preview_description ?? '',
      url: `${this.projectUrlBase}/projects/${path.replace(/^\/+/, '')}`,
      type: project.type,
      currency: project.currency.code.toUpperCase(),
      budgetMin: project.budget?.minimum ?? 0,
      budgetMax: project.budget?.maximum ?? null,
      bidCount: project.bid_stats?.bid_count ?? 0,
      skills: (project.jobs ?? []).map((job) => job.name),
      postedAt: new Date(submitted * 1000),
      kinds: projectKindsOf(project.upgrades),
      ownerId,
      isOpen: isOpenProject(project),
      language: projectLanguage(project.language),
      bidAvg: projectBidAvg(project.bid_stats),
      upgrades: projectUpgradesOf(project.upgrades),
      client: projectClient(ownerId, owner),
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
    await this.failWhileBackingOff(token);
    const search = new URLSearchParams(query.map(([key, value]) => [key, String(value)]));
    const url = `${this.baseUrl}${path}${query.length > 0 ? `?${search.toString()}` : ''}`;
    const headers: Record<string, string> = { 'Freelancer-OAuth-V1': token, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let status: number;
    let text: string;
    let responseHeaders: Headers;
    try {
      const signal = AbortSignal.timeout(this.timeoutMs);
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      status = response.status;
      responseHeaders = response.headers;
      // A stalled or endless body is cut by the same timeout, and a huge one by the cap.
      text = await readCappedText(response, this.maxBodyBytes, signal);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw unavailable('Freelancer sent an answer too large to read. Please try again later.');
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw unavailable(
        timedOut
          ? `Freelancer did not answer within ${Math.round(this.timeoutMs / 1000)} s. Please try again later.`
          : 'Freelancer could not be reached. Please try again later.',
      );
    }

    await this.noteRateLimit(token, status, responseHeaders);
    const json = parseJson(text);
    const failed =
      status < 200 ||
      status >= 300 ||
      (typeof json === 'object' && json !== null && (json as { status?: unknown }).status === 'error');
    if (failed) {
      const envelope = errorEnvelopeSchema.safeParse(json);
      throw mapFailure(operation, status, envelope.success ? envelope.data : {}, json !== undefined);
    }
    const envelope = successEnvelopeSchema.safeParse(json);
    const parsed = envelope.success ? schema.safeParse(envelope.data.result) : undefined;
    if (parsed === undefined || !parsed.success)
      throw unavailable('Freelancer sent an answer BidPilot could not read. Please try again later.');
    return parsed.data;
  }

  /** The shared backoff is advisory: when its store cannot be read, the call goes ahead. */
  private async failWhileBackingOff(token: string): Promise<void> {
    if (this.backoff === undefined) return;
    const until = await this.backoff.pausedUntil(token, this.now()).catch((error: unknown) => {
      this.logger?.warn({ err: error }, 'Could not read the Freelancer rate-limit backoff');
      return null;
    });
    if (until !== null) throw rateLimited();
  }

  /** A failure to record a backoff must not turn an answer Freelancer gave (a placed bid) into an error. */
  private async noteRateLimit(token: string, status: number, headers: Headers): Promise<void> {
    if (this.backoff === undefined) return;
    const now = this.now();
    const signal = rateLimitSignal(status, headers, now);
    if (signal === null) return;
    await this.backoff.backOff(token, now, signal.told).catch((error: unknown) => {
      this.logger?.warn({ err: error }, 'Could not record a Freelancer rate-limit backoff');
    });
  }
}

/** The project and time of a thread the client started with the bidder, or null when it is not one. */
function clientReply(
  entry: FreelancerThread,
  bidderId: string,
): { readonly projectId: string; readonly at: Date } | null {
  const facts = { ...entry, ...entry.thread };
  const context = facts.context;
  if (context?.type !== 'project' || context.id === null || context.id === undefined) return null;
  if (facts.owner === null || facts.owner === undefined || facts.owner === bidderId) return null;
  if (facts.members !== null && facts.members !== undefined && !facts.members.includes(bidderId)) return null;
  const seconds = facts.time_created ?? entry.time_updated ?? facts.time_updated;
  if (seconds === null || seconds === undefined) return null;
  return { projectId: context.id, at: new Date(seconds * 1000) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const PROJECT_NOT_FOUND = 'ProjectExceptionCodes.PROJECT_NOT_FOUND';

/**
 * Freelancer's error (HTTP status + envelope) as a DomainError. Transport failures are decided
 * here (5xx, timeouts, an answer that is not JSON: outages, never a dead token); a refusal of a
 * bid is read into a typed refusal (freelancer-refusal.ts) that core classifies
 * (docs/design.md#refusals). On reads only authentication (401, Auth*ExceptionCodes,
 * NOT_AUTHENTICATED) marks the token invalid; any other refusal of a read is an outage.
 */
function mapFailure(
  operation: Operation,
  status: number,
  envelope: FreelancerErrorEnvelope,
  isJson: boolean,
): DomainError {
  const code = envelope.error_code ?? envelope.error?.code ?? '';
  const message = (envelope.message ?? envelope.error?.detail ?? '').trim();
  const refusal = readFreelancerRefusal({
    httpStatus: status,
    errorCode: code === '' ? null : code,
    message: message === '' ? null : message,
  });
  if (refusal.kind === 'rate-limited') return rateLimited();
  if (status >= 500 || status === 408)
    return unavailable('Freelancer is not available right now. Please try again later.');
  if (refusal.kind === 'token-refused') return tokenRefused();
  // A read of one project that Freelancer answers 404 (in its own JSON) finds no such project.
  if (operation === 'findProject' && isJson && (status === 404 || code === PROJECT_NOT_FOUND))
    return new DomainError('PROJECT_NOT_FOUND', 'Freelancer has no such project.');
  if (!isJson && status !== 404)
    return unavailable(
      `Freelancer answered with a page BidPilot could not read (HTTP ${status}). Please try again later.`,
    );
  if (operation === 'placeBid' && refusal.kind !== 'unavailable') return bidRejected(refusal);
  return unavailable(
    `Freelancer refused the request (HTTP ${status}${code === '' ? '' : `, ${code}`}). Please try again later.`,
  );
}
