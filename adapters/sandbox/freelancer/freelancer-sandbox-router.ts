import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { getProject, getSelf, listBids, listJobs, placeBid, refuse, searchActiveProjects, type SandboxContext } from './handlers.js';
import { projectPage } from './project-page.js';
import type { FreelancerSandboxState } from './sandbox-state.js';

/** Where the built-in simulator lives unless told otherwise: its API under `/api`, its project pages under `/projects`. */
export const FREELANCER_SANDBOX_PREFIX = '/sandbox/freelancer';

export interface FreelancerSandboxOptions {
  /** What the simulated Freelancer knows; the caller keeps it (tests seed projects and script failures through it). */
  readonly state: FreelancerSandboxState;
  /** Where the simulator lives; its API is `${prefix}/api/...`, its project pages `${prefix}/projects/...`. Default FREELANCER_SANDBOX_PREFIX. */
  readonly prefix?: string;
}

type Handler = (ctx: ParameterizedContext, sandbox: SandboxContext, token: string) => void | Promise<void>;

const NOT_AUTHENTICATED = { httpStatus: 401, errorCode: 'AuthExceptionCodes.NOT_AUTHENTICATED', message: 'You must be logged in to perform this request.' };
const RATE_LIMITED = { httpStatus: 429, errorCode: 'AuthorisationExceptionCodes.RATE_LIMITED', message: 'You have made too many of these requests.' };
const UNKNOWN_ERROR = { httpStatus: 500, errorCode: 'ExceptionCodes.UNKNOWN_ERROR', message: 'An error has occurred.' };

/**
 * The built-in Freelancer.com simulator (docs/design.md#freelancer): the subset of REST v0.1 BidPilot uses, with
 * the real paths, `Freelancer-OAuth-V1` header, envelopes, error bodies and status codes. Any token
 * works except ones starting with `invalid`.
 */
export function freelancerSandboxRouter(options: FreelancerSandboxOptions): Router {
  const { state } = options;
  const router = new Router({ prefix: (options.prefix ?? FREELANCER_SANDBOX_PREFIX).replace(/\/+$/, '') });

  /** The steps every call goes through, in Freelancer's order: outage, token, rate limit, then the work. */
  const endpoint =
    (handler: Handler, tokenRequired = true) =>
    async (ctx: ParameterizedContext): Promise<void> => {
      ctx.set('Cache-Control', 'no-store');
      const failure = state.takeFailure();
      if (failure !== undefined) return refuse(ctx, failure === 'rate_limited' ? RATE_LIMITED : UNKNOWN_ERROR);
      const token = (ctx.get('Freelancer-OAuth-V1') ?? '').trim();
      if ((tokenRequired && token === '') || token.startsWith('invalid')) return refuse(ctx, NOT_AUTHENTICATED);
      const admitted = state.admit(token === '' ? `ip:${ctx.ip}` : token);
      ctx.set('RateLimit-Limit', String(state.rateLimitPerMinute));
      ctx.set('RateLimit-Remaining', String(admitted.remaining));
      if (!admitted.allowed) return refuse(ctx, RATE_LIMITED);
      await state.advance();
      await handler(ctx, { state, user: token === '' ? undefined : state.userFor(token) }, token);
    };

  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return refuse(ctx, { httpStatus: status, errorCode: 'ExceptionCodes.INVALID_ARGUMENT', message: 'The request could not be read.' });
      }
      refuse(ctx, UNKNOWN_ERROR);
    }
  });
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));

  router.get('/api/users/0.1/self/', endpoint(getSelf));
  router.get('/api/projects/0.1/projects/active/', endpoint(searchActiveProjects));
  router.post('/api/projects/0.1/bids/', endpoint(placeBid));
  router.get('/api/projects/0.1/bids/', endpoint(listBids));
  router.get('/api/projects/0.1/jobs/', endpoint(listJobs, false));
  router.get('/api/projects/0.1/projects/:id/', endpoint((ctx, sandbox) => getProject(ctx, sandbox, String(ctx.params.id))));
  // The project links BidPilot shows lead here: the simulator's own Freelancer site, one page per project.
  router.get('/projects/*path', (ctx) => projectPage(ctx, state, String(ctx.params.path ?? '')));
  router.all('{/*rest}', (ctx) => {
    if (ctx.body === undefined || ctx.body === null) refuse(ctx, { httpStatus: 404, errorCode: 'ExceptionCodes.NOT_FOUND', message: 'The requested resource was not found.' });
  });
  return router;
}
