import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { indexPage, inboxPage } from './pages.js';
import { KEPT_HEADERS, MAX_KEPT_BODY, WebhookInboxes } from './webhook-inboxes.js';

export const WEBHOOK_INBOX_PREFIX = '/sandbox/webhook-inbox';

const INBOX_NAME = /^[A-Za-z0-9-]{1,64}$/;

export interface WebhookInboxOptions {
  /** Where browsers reach this server (PUBLIC_URL): the inbox URLs the pages show. */
  readonly publicUrl: string;
  readonly now?: () => Date;
  /** Share the inboxes with the caller (tests look into them). */
  readonly inboxes?: WebhookInboxes;
}

function html(ctx: ParameterizedContext, page: string): void {
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page;
}

/** `?status=NNN` asks the inbox to answer that status (200 by default). */
function wantedStatus(query: unknown): number {
  const status = Number(query);
  return Number.isInteger(status) && status >= 200 && status <= 599 ? status : 200;
}

/**
 * The built-in far end of signed webhooks (docs/design.md#signed-webhooks): an endpoint URL per
 * inbox name that keeps what it receives (verifying nothing), and a page per inbox listing those
 * requests with their headers and body, so a signed delivery can be watched arriving with no
 * network. State lives in memory, bounded.
 */
export function webhookInboxRouter(options: WebhookInboxOptions): Router {
  const { publicUrl, now = () => new Date(), inboxes = new WebhookInboxes() } = options;
  const router = new Router({ prefix: WEBHOOK_INBOX_PREFIX, sensitive: true, strict: true });
  const urlOf = (inbox: string) => `${publicUrl.replace(/\/+$/, '')}${WEBHOOK_INBOX_PREFIX}/${inbox}`;

  router.get('/', (ctx) => html(ctx, indexPage(urlOf('my-inbox'))));

  router.post('/:inbox', (ctx) => {
    const { inbox } = ctx.params;
    if (inbox === undefined || !INBOX_NAME.test(inbox)) {
      ctx.status = 404;
      return;
    }
    const answered = wantedStatus(ctx.query.status);
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => (ctx.get(name) === '' ? [] : [[name, ctx.get(name)]])),
    );
    const raw = ctx.request.rawBody ?? '';
    const body =
      raw.length > MAX_KEPT_BODY ? `${raw.slice(0, MAX_KEPT_BODY)}\n… (cut at ${MAX_KEPT_BODY} characters)` : raw;
    inboxes.record(inbox, { receivedAt: now(), method: ctx.method, headers, body, answered });
    ctx.status = answered;
    ctx.type = 'application/json';
    ctx.body = { received: true };
  });

  router.get('/:inbox', (ctx) => {
    const { inbox } = ctx.params;
    if (inbox === undefined || !INBOX_NAME.test(inbox)) {
      ctx.status = 404;
      return;
    }
    html(ctx, inboxPage(inbox, urlOf(inbox), inboxes.list(inbox)));
  });

  return router;
}
