import { randomBytes } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import { JOBS } from './catalogue.js';
import type { SimulatorProject } from './project-generator.js';
import { REFUSALS, type SimulatorRefusal } from './simulator-refusals.js';
import { isRefusal, type FreelancerSimulatorState, type SimulatorUser } from './simulator-state.js';
import {
  compact,
  malformedVendorProject,
  vendorBid,
  vendorClient,
  vendorJob,
  vendorProject,
  vendorThread,
  vendorUser,
  type ClientView,
} from './vendor-json.js';

/** The endpoints' bodies: each reads the query as Freelancer does and answers its envelope. */

type Query = ParameterizedContext['query'];
export interface SimulatorContext {
  readonly state: FreelancerSimulatorState;
  /** The token's user; absent on endpoints that need no token. */
  readonly user: SimulatorUser | undefined;
}

const requestId = (): string => randomBytes(16).toString('hex');

export function answer(ctx: ParameterizedContext, result: unknown, status = 200): void {
  ctx.status = status;
  ctx.body = { status: 'success', result, request_id: requestId() };
}

export function refuse(ctx: ParameterizedContext, refusal: SimulatorRefusal): void {
  ctx.status = refusal.httpStatus;
  ctx.body = { status: 'error', message: refusal.message, error_code: refusal.errorCode, request_id: requestId() };
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const flag = (query: Query, name: string): boolean => ['true', '1'].includes((first(query[name]) ?? '').toLowerCase());
/** PHP-style arrays: `jobs[]=3&jobs[]=17` (a bare `jobs=3` is read too). */
const list = (query: Query, name: string): string[] =>
  [query[`${name}[]`], query[name]].flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
const ints = (query: Query, name: string): number[] => list(query, name).map(Number).filter(Number.isInteger);
function int(query: Query, name: string, fallback: number): number {
  const value = Number(first(query[name]));
  return first(query[name]) === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
}

const withCompact = <T>(query: Query, value: T): T => (flag(query, 'compact') ? compact(value) : value);
const invalidArgument = (message: string): SimulatorRefusal => ({
  httpStatus: 400,
  errorCode: 'ExceptionCodes.INVALID_ARGUMENT',
  message,
});

/** The user projections a project read asks for; null when it asks for none, and `users` stays null. */
function clientView(query: Query): ClientView | null {
  const view = {
    status: flag(query, 'user_status'),
    reputation: flag(query, 'user_employer_reputation'),
    country: flag(query, 'user_country_details'),
  };
  return flag(query, 'user_details') || view.status || view.reputation || view.country ? view : null;
}

/** `users` of a project list: the owners of `projects` keyed by id as a string, as Freelancer sends them with the user projections. */
async function ownersOf(
  query: Query,
  state: FreelancerSimulatorState,
  projects: readonly SimulatorProject[],
): Promise<Record<string, unknown> | null> {
  const view = clientView(query);
  if (view === null) return null;
  const clients = await state.clientsOf(projects);
  return Object.fromEntries([...clients.values()].map((client) => [String(client.id), vendorClient(client, view)]));
}

/** GET /users/0.1/self/ — the account's own bids with `balance_details` / `membership_details`, as Freelancer's projections go. */
export async function getSelf(
  ctx: ParameterizedContext,
  { state, user }: SimulatorContext,
  token: string,
): Promise<void> {
  if (user === undefined) throw new Error('self needs a user');
  const balance = flag(ctx.query, 'balance_details');
  const membership = flag(ctx.query, 'membership_details');
  const allowance = balance || membership ? await state.bidAllowance(user) : undefined;
  const view = {
    jobs: flag(ctx.query, 'jobs'),
    standing: state.standingOf(token),
    ...(balance ? { balance: allowance } : {}),
    ...(membership ? { membership: allowance } : {}),
  };
  answer(ctx, withCompact(ctx.query, vendorUser(user, view)));
}

/**
 * GET /projects/0.1/projects/active/ — projects posted at or after from_time (and, when given, of
 * `jobs[]`, `languages[]`, `project_types[]`, matching `query`), last updated first
 * whatever sort_field says (Freelancer promises no order); limit at most 100; some malformed when
 * switched on.
 */
export async function searchActiveProjects(ctx: ParameterizedContext, { state }: SimulatorContext): Promise<void> {
  const query = ctx.query;
  const limit = Math.min(100, Math.max(0, int(query, 'limit', 10)));
  const offset = Math.max(0, int(query, 'offset', 0));
  const fromTime = int(query, 'from_time', Number.NaN);
  const toTime = int(query, 'to_time', Number.NaN);
  const filter = {
    fromMs: Number.isNaN(fromTime) ? undefined : fromTime * 1000,
    toMs: Number.isNaN(toTime) ? undefined : toTime * 1000,
    types: list(query, 'project_types').map((type) => type.toLowerCase()),
  };
  const jobs = ints(query, 'jobs');
  const languages = list(query, 'languages').map((language) => language.toLowerCase());
  const terms = (first(query.query) ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
  const anyTerm = flag(query, 'or_search_query');

  // BidPilot's own searches filter by time only: the database pages them. Job, language and text filters read every match.
  let found: { readonly projects: SimulatorProject[]; readonly total: number };
  if (jobs.length === 0 && languages.length === 0 && terms.length === 0) {
    found = await state.activeProjectsPage(filter, { offset, limit });
  } else {
    const matching = (await state.activeProjects(filter)).filter((project) => {
      if (jobs.length > 0 && !project.jobs.some((job) => jobs.includes(job.id))) return false;
      if (languages.length > 0 && !languages.includes(project.language === undefined ? 'en' : (project.language ?? '')))
        return false;
      if (terms.length === 0) return true;
      const text = `${project.title} ${project.description}`.toLowerCase();
      return anyTerm ? terms.some((term) => text.includes(term)) : terms.every((term) => text.includes(term));
    });
    found = { projects: matching.slice(offset, offset + limit), total: matching.length };
  }
  const counts = await state.bidCounts(found.projects);
  const view = { open: true, fullDescription: flag(query, 'full_description'), jobDetails: flag(query, 'job_details') };
  const projects = found.projects.map((project) => {
    const json = vendorProject(project, {
      ...view,
      bidCount: counts.get(project.id) ?? 0,
      upgrades: state.upgradesOf(project),
      updatedAt: state.lastUpdatedAt(project),
    });
    return state.isServedMalformed(project.id) ? malformedVendorProject(json) : json;
  });
  answer(
    ctx,
    withCompact(query, {
      projects,
      total_count: found.total,
      users: await ownersOf(query, state, found.projects),
      selected_bids: null,
    }),
  );
}

/** Projects as the single reads send them: open or closed (`status` says), with their bid counts. */
async function readProjects(query: Query, state: FreelancerSimulatorState, projects: readonly SimulatorProject[]) {
  const counts = await state.bidCounts(projects);
  return projects.map((project) => {
    const view = {
      open: state.isOpen(project),
      bidCount: counts.get(project.id) ?? 0,
      fullDescription: flag(query, 'full_description'),
      jobDetails: flag(query, 'job_details'),
      upgrades: state.upgradesOf(project),
      updatedAt: state.lastUpdatedAt(project),
    };
    return vendorProject(project, view);
  });
}

/**
 * GET /projects/0.1/projects/{id}/ — `result` is the project, open or closed, with its owner
 * embedded as `owner` when a user projection is asked (there is no `users` beside a bare project);
 * 404 PROJECT_NOT_FOUND when there is none.
 */
export async function getProject(ctx: ParameterizedContext, { state }: SimulatorContext, id: string): Promise<void> {
  const project = /^\d+$/.test(id) ? await state.project(Number(id)) : undefined;
  if (project === undefined) return refuse(ctx, REFUSALS.projectNotFound);
  const [json] = await readProjects(ctx.query, state, [project]);
  const view = clientView(ctx.query);
  const owner = view === null ? undefined : (await state.clientsOf([project])).get(project.ownerId);
  answer(
    ctx,
    withCompact(ctx.query, { ...json, owner: owner === undefined ? null : vendorClient(owner, view as ClientView) }),
  );
}

/**
 * GET /projects/0.1/projects/?projects[]=..&seo_urls[]=.. — `result.projects`, open or closed. A
 * seo_url is found by the id that ends it, as the simulator writes them (`react-js/build-a-dashboard-40100200`),
 * and must be the project's own; an unknown one is simply not listed.
 */
export async function listProjects(ctx: ParameterizedContext, { state }: SimulatorContext): Promise<void> {
  const query = ctx.query;
  const limit = Math.min(100, Math.max(0, int(query, 'limit', 10)));
  const ids = new Set(ints(query, 'projects'));
  const seoUrls = new Set(list(query, 'seo_urls').map((seoUrl) => seoUrl.replace(/^\/+|\/+$/g, '').toLowerCase()));
  for (const seoUrl of seoUrls) {
    const id = /(\d+)$/.exec(seoUrl)?.[1];
    if (id !== undefined) ids.add(Number(id));
  }
  const found: SimulatorProject[] = [];
  for (const id of [...ids].slice(0, 100)) {
    const project = await state.project(id);
    if (project === undefined) continue;
    const askedById = ints(query, 'projects').includes(id);
    if (askedById || seoUrls.has(project.seoUrl.toLowerCase())) found.push(project);
  }
  const listed = found.slice(0, limit);
  const projects = await readProjects(query, state, listed);
  answer(
    ctx,
    withCompact(query, {
      projects,
      total_count: found.length,
      users: await ownersOf(query, state, listed),
      selected_bids: null,
    }),
  );
}

const BidBody = z.object({
  project_id: z.number().int().positive(),
  bidder_id: z.number().int().positive(),
  amount: z.number().positive(),
  period: z.number().int().min(1).max(365),
  milestone_percentage: z.number().min(0).max(100),
  description: z.string().trim().min(1),
});

/** POST /projects/0.1/bids/ (JSON). */
export async function placeBid(ctx: ParameterizedContext, { state }: SimulatorContext, token: string): Promise<void> {
  const parsed = BidBody.safeParse(ctx.request.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? 'body';
    const body: unknown = ctx.request.body;
    const missing = typeof body !== 'object' || body === null || (body as Record<string, unknown>)[field] === undefined;
    return refuse(
      ctx,
      missing
        ? { httpStatus: 400, errorCode: 'ExceptionCodes.MISSING_ARGUMENT', message: `Missing argument: ${field}.` }
        : invalidArgument(`Invalid value for ${field}.`),
    );
  }
  const body = parsed.data;
  const placed = await state.placeBid({
    token,
    projectId: body.project_id,
    bidderId: body.bidder_id,
    amount: Math.round(body.amount * 100) / 100,
    period: body.period,
    milestonePercentage: body.milestone_percentage,
    description: body.description,
  });
  if (isRefusal(placed)) return refuse(ctx, placed);
  answer(ctx, vendorBid(placed));
}

/** GET /projects/0.1/bids/?bids[]=..&bidders[]=..&projects[]=.. — the caller's own bids only. */
export async function listBids(ctx: ParameterizedContext, { state, user }: SimulatorContext): Promise<void> {
  if (user === undefined) throw new Error('bids need a user');
  const query = ctx.query;
  const limit = Math.min(100, Math.max(0, int(query, 'limit', 100)));
  const offset = Math.max(0, int(query, 'offset', 0));
  const bidders = ints(query, 'bidders');
  // Only the caller's own bids are ever answered, so the caller is the bidder the database looks for.
  const found =
    bidders.length > 0 && !bidders.includes(user.id)
      ? []
      : await state.findBids({ ids: ints(query, 'bids'), bidders: [user.id], projects: ints(query, 'projects') });
  answer(
    ctx,
    withCompact(query, { bids: found.slice(offset, offset + limit).map(vendorBid), users: null, projects: null }),
  );
}

/**
 * GET /messages/0.1/threads/?context_type=project&contexts[]=.. — the caller's project threads,
 * each as Freelancer describes one: its context (the project), members, owner (who started it)
 * and times in unix seconds. Only threads on the projects named are answered, newest first.
 */
export async function listThreads(ctx: ParameterizedContext, { state, user }: SimulatorContext): Promise<void> {
  if (user === undefined) throw new Error('threads need a user');
  const query = ctx.query;
  const limit = Math.min(100, Math.max(0, int(query, 'limit', 20)));
  const offset = Math.max(0, int(query, 'offset', 0));
  const contextType = first(query.context_type);
  if (contextType !== undefined && contextType !== 'project') return answer(ctx, { threads: [], users: null });
  const threads = (await state.clientThreads(user.id, ints(query, 'contexts'))).reverse();
  answer(ctx, { threads: threads.slice(offset, offset + limit).map(vendorThread), users: null });
}

/** GET /projects/0.1/jobs/ — the whole catalogue unless filtered; `result` is a list. */
export async function listJobs(ctx: ParameterizedContext, { state }: SimulatorContext): Promise<void> {
  const query = ctx.query;
  const ids = ints(query, 'jobs');
  const names = list(query, 'job_names').map((name) => name.toLowerCase());
  const categories = ints(query, 'categories');
  const counts = flag(query, 'active_project_count_details');
  const active = counts ? await state.activeProjects() : [];
  const jobs = JOBS.filter(
    (job) =>
      (ids.length === 0 || ids.includes(job.id)) &&
      (names.length === 0 || names.includes(job.name.toLowerCase())) &&
      (categories.length === 0 || categories.includes(job.categoryId)),
  ).map((job) =>
    vendorJob(
      job,
      counts ? active.filter((project) => project.jobs.some((candidate) => candidate.id === job.id)).length : null,
    ),
  );
  answer(ctx, withCompact(query, jobs));
}
