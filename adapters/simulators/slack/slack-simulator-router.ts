import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { answeringUnreadableRequests } from '../unreadable-requests.js';
import { startPage, webhookPage } from './pages.js';
import { SlackSimulatorState, type SlackSimulatorMessage } from './slack-simulator-state.js';

/** Where the built-in Slack simulator serves; its webhooks are `${prefix}/services/T…/B…/secret`. */
export const SLACK_SIMULATOR_PREFIX = '/sandbox/slack';

export interface SlackSimulatorOptions {
  /** The simulator's memory; share it to look into it (tests). */
  readonly state?: SlackSimulatorState;
  /** The address browsers reach the simulator at (PUBLIC_URL + prefix): the webhook URLs it shows. */
  readonly publicBase: string;
  readonly now?: () => Date;
}

const SERVICE = '/services/:team/:bot/:secret';
const PART = /^[A-Za-z0-9]+$/;

function html(ctx: ParameterizedContext, status: number, page: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page;
}

/** Slack answers a webhook in plain text: `ok`, or the error's name. */
function plain(ctx: ParameterizedContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = body;
}

/** The webhook's path, or null when a part is not Slack's letters and digits (no webhook has it). */
function servicePath(ctx: ParameterizedContext): string | null {
  const parts = [ctx.params.team, ctx.params.bot, ctx.params.secret].map(String);
  return parts.every((part) => PART.test(part)) ? `/services/${parts.join('/')}` : null;
}

/** The texts a message's blocks show: section and context texts, and each button as "label: url". */
function blockTexts(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown): string[] => {
    if (typeof block !== 'object' || block === null) return [];
    const { text, elements } = block as { text?: { text?: unknown }; elements?: unknown };
    const own = typeof text?.text === 'string' ? [text.text] : [];
    const inner = Array.isArray(elements)
      ? elements.flatMap((element: unknown): string[] => {
          const { text: label, url } = (element ?? {}) as { text?: unknown; url?: unknown };
          const name =
            typeof label === 'string'
              ? label
              : typeof (label as { text?: unknown } | undefined)?.text === 'string'
                ? String((label as { text: string }).text)
                : null;
          if (name === null) return [];
          return [typeof url === 'string' ? `${name}: ${url}` : name];
        })
      : [];
    return [...own, ...inner];
  });
}

/**
 * Slack's incoming webhooks, simulated: `POST …/services/T/B/secret` with `{ text, blocks }` is
 * kept and answered `ok`, as Slack does; the same address in a browser shows what arrived. A
 * removed webhook answers 404 `no_service`. Nothing is sent anywhere.
 */
export function slackSimulatorRouter(options: SlackSimulatorOptions): Router {
  const state = options.state ?? new SlackSimulatorState();
  const now = options.now ?? (() => new Date());
  const publicBase = options.publicBase.replace(/\/+$/, '');
  const router = new Router({ prefix: SLACK_SIMULATOR_PREFIX });

  router.use(answeringUnreadableRequests((ctx, status) => plain(ctx, status, 'invalid_payload')));
  router.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '64kb', formLimit: '8kb' }));

  router.get('/', (ctx) => html(ctx, 200, startPage(`${SLACK_SIMULATOR_PREFIX}`)));

  router.post('/webhooks', (ctx) => {
    ctx.redirect(`${SLACK_SIMULATOR_PREFIX}${state.create()}`);
  });

  router.get(SERVICE, (ctx) => {
    const path = servicePath(ctx);
    if (path === null) return plain(ctx, 404, 'no_service');
    html(
      ctx,
      200,
      webhookPage({
        url: `${publicBase}${path}`,
        pagePath: `${SLACK_SIMULATOR_PREFIX}${path}`,
        messages: state.messages(path),
        removed: state.isRemoved(path),
      }),
    );
  });

  router.post(`${SERVICE}/remove`, (ctx) => {
    const path = servicePath(ctx);
    if (path === null) return plain(ctx, 404, 'no_service');
    state.remove(path);
    ctx.redirect(`${SLACK_SIMULATOR_PREFIX}${path}`);
  });

  router.post(SERVICE, (ctx) => {
    const body = ctx.request.body as { text?: unknown; blocks?: unknown } | undefined;
    const text = typeof body?.text === 'string' ? body.text : '';
    const blocks = blockTexts(body?.blocks);
    if (text === '' && blocks.length === 0) return plain(ctx, 400, 'no_text');
    const message: Omit<SlackSimulatorMessage, 'receivedAt'> = { text, blockTexts: blocks };
    const path = servicePath(ctx);
    if (path === null) return plain(ctx, 404, 'no_service');
    const refusal = state.post(path, message, now());
    if (refusal !== null) return plain(ctx, refusal.status, refusal.body);
    plain(ctx, 200, 'ok');
  });
  return router;
}
