import { PassThrough } from 'node:stream';
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { EventsQuery, LIVE_EVENTS_RETRY_MS, toLiveUpdateMessage, type LiveEventMessage } from '../../../contract/events.js';
import { DomainError } from '../../../core/domain/errors.js';
import type { User } from '../../../core/domain/users/user.js';
import type { EventPublisher } from '../../../core/ports/event-publisher.port.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import type { AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';

export interface EventsRoutesDependencies {
  readonly events: Pick<EventPublisher, 'subscribe'>;
  readonly resolveSession: SessionResolver;
  /** Between keep-alive comments, which also re-check the session (default 25 s). */
  readonly heartbeatMs?: number;
  /** The user as the browser should first see it (a snapshot, or whatever a test needs), sent as the stream's first message. */
  readonly initialState?: (user: User) => Promise<LiveEventMessage>;
}

/**
 * `GET /api/events?token=…` (contract/events.ts): the signed-in user's live events as server-sent
 * events. The stream ends when the account is disabled (an event with isActive false) or the
 * session stops resolving (expiry, revocation).
 */
export function eventsRoutes(deps: EventsRoutesDependencies): Router<AuthState> {
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const { router, anyone } = apiRoutes('/api/events', deps.resolveSession);
  // No bearer header here: the session is the query token, checked below and on every heartbeat.
  anyone.get('', async (ctx) => {
    const { token } = EventsQuery.parse(ctx.query);
    const user = token === '' ? null : ((await deps.resolveSession(token))?.user ?? null);
    if (user === null) throw new DomainError('UNAUTHORIZED', 'Authentication required');

    // Events that arrive while the snapshot is read queue behind it, so it never overwrites them.
    const backlog: LiveEventMessage[] = [];
    let stream: EventStream | null = null;
    const unsubscribe = deps.events.subscribe(user.id, (data) => {
      const message = toLiveUpdateMessage(data);
      if (message === null) return;
      if (stream === null) backlog.push(message);
      else stream.send(message);
    });
    let snapshot: LiveEventMessage | undefined;
    try {
      snapshot = await deps.initialState?.(user);
    } catch (error) {
      unsubscribe();
      throw error;
    }

    const opened = openEventStream(ctx, heartbeatMs, unsubscribe, async () => (await deps.resolveSession(token)) !== null);
    for (const data of snapshot === undefined ? backlog : [snapshot, ...backlog]) opened.send(data);
    stream = opened;
  });
  return router;
}

interface EventStream {
  send(message: LiveEventMessage): void;
}

function openEventStream(ctx: ParameterizedContext, heartbeatMs: number, unsubscribe: () => void, stillValid: () => Promise<boolean>): EventStream {
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
  ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
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
