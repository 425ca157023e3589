import { randomBytes } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import { JOBS } from './catalogue.js';
import type { SimulatorRefusal } from './simulator-refusals.js';
import { isRefusal, type FreelancerSimulatorState, type SimulatorUser } from './simulator-state.js';
import { first, flag, ints, limitOf, list, offsetOf, withCompact } from './handler-query.js';
import { vendorBid, vendorJob, vendorThread } from './vendor-json.js';
import { vendorUser } from './vendor-user-json.js';

/** The endpoints' bodies: each reads the query as Freelancer does and answers its envelope. */

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

const invalidArgument = (message: string): SimulatorRefusal => ({
  httpStatus: 400,
  errorCode: 'ExceptionCodes.INVALID_ARGUMENT',
  message,
});

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
  const limit = limitOf(query, 100);
  const offset = offsetOf(query);
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
  const limit = limitOf(query, 20);
  const offset = offsetOf(query);
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
