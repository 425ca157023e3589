import { PassThrough } from 'node:stream';
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  EventsQuery,
  LIVE_EVENTS_RETRY_MS,
  toLiveUpdateMessage,
  type LiveEventMessage,
} from '../../../contract/events.js';
import { DomainError } from '../../../core/domain/errors.js';
import type { User } from '../../../core/domain/users/user.js';
import type { EventPublisher } from '../../../core/ports/event-publisher.port.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import type { AuthState } from '../middleware/authenticate.js';
import { LiveConnectionLimits, type LiveConnectionCaps } from '../live-connection-limits.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

export interface EventsRoutesDependencies {
  readonly events: Pick<EventPublisher, 'subscribe'>;
  readonly resolveSession: SessionResolver;
  /** Between keep-alive comments, which also re-check the session (default 25 s). */
  readonly heartbeatMs?: number;
  /** The user as the browser should first see it (a snapshot, or whatever a test needs), sent as the stream's first message. */
  readonly initialState?: (user: User) => Promise<LiveEventMessage>;
  /** Open streams allowed per user and per process; DEFAULT_LIVE_CONNECTION_CAPS when absent. */
  readonly caps?: LiveConnectionCaps;
}

/** What a refused stream asks the browser to wait before trying again: a stream of the same user may well have closed by then. */
export const LIVE_EVENTS_RETRY_AFTER_SECONDS = 30;
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections are open for this account. Close another tab and try again.';
export const SERVER_BUSY_MESSAGE = 'The server has too many live connections open. Please try again shortly.';

/**
 * `GET /api/events?token=…` (contract/events.ts): the signed-in user's live events as server-sent
 * events. The stream ends when the account is disabled (an event with isActive false) or the
 * session stops resolving (expiry, revocation). Streams are capped per user and per process: one
 * over a cap is refused with 429 and Retry-After, and each stream's slot is freed when it ends.
 */
export function eventsRoutes(deps: EventsRoutesDependencies): Router<AuthState> {
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const limits = new LiveConnectionLimits(deps.caps);
  const { router, anyone } = apiRoutes(deps.resolveSession);
  // No bearer header here: the session is the query token, checked below and on every heartbeat.
  anyone.on(endpoints.events.stream, async (ctx) => {
    const { token } = EventsQuery.parse(ctx.query);
    const user = token === '' ? null : ((await deps.resolveSession(token))?.user ?? null);
    if (user === null) throw new DomainError('UNAUTHORIZED', 'Authentication required');
    const slot = limits.open(user.id);
    if (!slot.ok) {
      throw new DomainError(
        'TOO_MANY_LIVE_CONNECTIONS',
        slot.cap === 'user' ? TOO_MANY_STREAMS_MESSAGE : SERVER_BUSY_MESSAGE,
        { retryAfterSeconds: LIVE_EVENTS_RETRY_AFTER_SECONDS },
      );
    }
    let unsubscribe = (): void => undefined;
    const release = () => {
      unsubscribe();
      slot.release();
    };

    // Events that arrive while the snapshot is read queue behind it, so it never overwrites them.
    const backlog: LiveEventMessage[] = [];
    let stream: EventStream | null = null;
    unsubscribe = deps.events.subscribe(user.id, (data) => {
      const message = toLiveUpdateMessage(data);
      if (message === null) return;
      if (stream === null) backlog.push(message);
      else stream.send(message);
    });
    let snapshot: LiveEventMessage | undefined;
    try {
      snapshot = await deps.initialState?.(user);
    } catch (error) {
      release();
      throw error;
    }

    const opened = openEventStream(ctx, heartbeatMs, release, async () => (await deps.resolveSession(token)) !== null);
    for (const data of snapshot === undefined ? backlog : [snapshot, ...backlog]) opened.send(data);
    stream = opened;
  });
  return router;
}

interface EventStream {
  send(message: LiveEventMessage): void;
}

function openEventStream(
  ctx: ParameterizedContext,
  heartbeatMs: number,
  unsubscribe: () => void,
  stillValid: () => Promise<boolean>,
): EventStream {
  const body = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    body.end();
  };
  const write = (chunk: string) => {
    if (!ended) body.write(chunk);
  };
  // A failing session check (database blip) keeps the stream; only a definite "no" ends it.
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    stillValid().then(
      (valid) => {
        if (!valid) end();
      },
      () => undefined,
    );
  }, heartbeatMs);

  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.once('close', end);
  body.once('close', end);
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  ctx.status = 200;
  ctx.body = body;
  write(`retry: ${LIVE_EVENTS_RETRY_MS}\n\n`);

  return {
    send(message) {
      write(`data: ${JSON.stringify(message)}\n\n`);
      if (message.isActive === false) end();
    },
  };
}
