import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { getSelf, listBids, listJobs, listThreads, placeBid, refuse, type SimulatorContext } from './handlers.js';
import { getProject, listProjects, searchActiveProjects } from './project-handlers.js';
import { projectPage } from './project-page.js';
import { REFUSALS } from './simulator-refusals.js';
import type { FreelancerSimulatorState } from './simulator-state.js';

/** Where the built-in simulator lives unless told otherwise: its API under `/api`, its project pages under `/projects`. */
export const FREELANCER_SIMULATOR_PREFIX = '/sandbox/freelancer';

export interface FreelancerSimulatorOptions {
  /** What the simulated Freelancer knows; the caller keeps it (tests seed projects and script failures through it). */
  readonly state: FreelancerSimulatorState;
  /** Where the simulator lives; its API is `${prefix}/api/...`, its project pages `${prefix}/projects/...`. Default FREELANCER_SIMULATOR_PREFIX. */
  readonly prefix?: string;
}

type Handler = (ctx: ParameterizedContext, simulator: SimulatorContext, token: string) => void | Promise<void>;

const tokenOf = (ctx: ParameterizedContext): string => (ctx.get('Freelancer-OAuth-V1') ?? '').trim();

/** What a firewall or proxy in front of Freelancer answers: its own HTML page, not the API's JSON. */
const FIREWALL_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Access denied</title></head>
<body><h1>Access denied</h1><p>You do not have permission to access this resource. If you believe this is an error, please try again later.</p></body></html>
`;

/**
 * The built-in Freelancer.com simulator (docs/design.md#freelancer): the subset of REST v0.1 BidPilot uses, with
 * the real paths, `Freelancer-OAuth-V1` header, envelopes, error bodies, status codes and `RateLimit-*` headers.
 * Any token works except ones starting with `invalid` and ones the state refuses.
 */
export function freelancerSimulatorRouter(options: FreelancerSimulatorOptions): Router {
  const { state } = options;
  const prefix = (options.prefix ?? FREELANCER_SIMULATOR_PREFIX).replace(/\/+$/, '');
  const router = new Router({ prefix });

  /** The token's checks and the work, once the gate below has let the request through. */
  const endpoint =
    (handler: Handler, tokenRequired = true) =>
    async (ctx: ParameterizedContext): Promise<void> => {
      const token = tokenOf(ctx);
      if ((tokenRequired && token === '') || state.isTokenRefused(token)) return refuse(ctx, REFUSALS.notAuthenticated);
      await state.advance();
      await handler(ctx, { state, user: token === '' ? undefined : state.userFor(token) }, token);
    };

  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return refuse(ctx, {
          httpStatus: status,
          errorCode: 'ExceptionCodes.INVALID_ARGUMENT',
          message: 'The request could not be read.',
        });
      }
      refuse(ctx, REFUSALS.unknownError);
    }
  });

  /**
   * Every API request, in this order: a firewall in front of Freelancer may answer
   * first (an HTML page, no rate headers: not the API's answer); then the token's rolling window,
   * whose `RateLimit-*` headers every API answer carries; then an outage; then the endpoint.
   */
  router.use(async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/api/`)) return next();
    ctx.set('Cache-Control', 'no-store');
    const failure = state.takeFailure();
    if (failure === 'firewall') {
      ctx.status = 403;
      ctx.type = 'html';
      ctx.body = FIREWALL_PAGE;
      return;
    }
    const token = tokenOf(ctx);
    const admitted = state.admit(token === '' ? `ip:${ctx.ip}` : token);
    ctx.set('RateLimit-Limit', String(state.rateLimitPerMinute));
    ctx.set('RateLimit-Remaining', String(failure === 'rate_limited' ? 0 : admitted.remaining));
    if (!admitted.allowed || failure === 'rate_limited') return refuse(ctx, REFUSALS.rateLimited);
    if (failure === 'unavailable') return refuse(ctx, REFUSALS.unknownError);
    await next();
  });
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));

  router.get('/api/users/0.1/self/', endpoint(getSelf));
  router.get('/api/projects/0.1/projects/active/', endpoint(searchActiveProjects));
  router.post('/api/projects/0.1/bids/', endpoint(placeBid));
  router.get('/api/projects/0.1/bids/', endpoint(listBids));
  router.get('/api/projects/0.1/jobs/', endpoint(listJobs, false));
  router.get('/api/messages/0.1/threads/', endpoint(listThreads));
  router.get('/api/projects/0.1/projects/', endpoint(listProjects));
  router.get(
    '/api/projects/0.1/projects/:id/',
    endpoint((ctx, simulator) => getProject(ctx, simulator, String(ctx.params.id))),
  );
  // The project links BidPilot shows lead here: the simulator's own Freelancer site, one page per project.
  router.get('/projects/*path', (ctx) => projectPage(ctx, state, String(ctx.params.path ?? '')));
  router.all('{/*rest}', (ctx) => {
    if (ctx.body === undefined || ctx.body === null)
      refuse(ctx, {
        httpStatus: 404,
        errorCode: 'ExceptionCodes.NOT_FOUND',
        message: 'The requested resource was not found.',
      });
  });
  return router;
}
