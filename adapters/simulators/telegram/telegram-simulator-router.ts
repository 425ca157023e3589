import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { answeringUnreadableRequests } from '../unreadable-requests.js';
import { chatPage } from './pages.js';
import {
  SIMULATOR_BOT,
  SIMULATOR_BOT_TOKEN,
  TelegramSimulatorState,
  type BotApiError,
} from './telegram-simulator-state.js';

/** Where the built-in Telegram simulator serves: its Bot API at `${prefix}/bot<token>/<method>`, the chat page at `${prefix}/`. */
export const TELEGRAM_SIMULATOR_PREFIX = '/sandbox/telegram';

/** How long a send from the chat page waits for the bot's answer. */
const REPLY_WAIT_MS = 3_000;

export interface TelegramSimulatorOptions {
  /** The simulator's memory; share it to look into it (tests). */
  readonly state?: TelegramSimulatorState;
}

function apiAnswer(ctx: ParameterizedContext, result: unknown): void {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = { ok: true, result };
}

function apiRefusal(ctx: ParameterizedContext, error: BotApiError): void {
  ctx.status = error.error_code;
  ctx.type = 'application/json';
  ctx.body = { ok: false, ...error };
}

function html(ctx: ParameterizedContext, page: string): void {
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page;
}

/** A Bot API parameter as a number (they come as JSON numbers, or strings in a form). */
const numberParam = (value: unknown, fallback: number): number => {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * The Telegram Bot API, simulated for the methods BidPilot's bot calls (getMe, deleteWebhook,
 * getUpdates with long polling, sendMessage) in the Bot API's `{ ok, result }` and
 * `{ ok: false, error_code, description }` shapes, and a page where a visitor is a Telegram user
 * chatting with the bot.
 */
export function telegramSimulatorRouter(options: TelegramSimulatorOptions = {}): Router {
  const state = options.state ?? new TelegramSimulatorState();
  const router = new Router({ prefix: TELEGRAM_SIMULATOR_PREFIX });
  router.use(
    answeringUnreadableRequests((ctx) =>
      apiRefusal(ctx, { error_code: 400, description: 'Bad Request: the request could not be read' }),
    ),
  );
  router.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '64kb', formLimit: '16kb' }));

  const method = async (ctx: ParameterizedContext) => {
    if (ctx.params.token !== SIMULATOR_BOT_TOKEN)
      return apiRefusal(ctx, { error_code: 401, description: 'Unauthorized' });
    const params = { ...ctx.query, ...((ctx.request.body ?? {}) as Record<string, unknown>) };
    switch (ctx.params.method) {
      case 'getMe':
        return apiAnswer(ctx, SIMULATOR_BOT);
      case 'deleteWebhook':
        return apiAnswer(ctx, true);
      case 'getUpdates': {
        const ended = new AbortController();
        ctx.req.once('close', () => ended.abort());
        const updates = await state.getUpdates(
          numberParam(params.offset, 0),
          Math.min(Math.max(numberParam(params.limit, 100), 1), 100),
          Math.max(numberParam(params.timeout, 0), 0),
          ended.signal,
        );
        return apiAnswer(ctx, updates);
      }
      case 'sendMessage': {
        const text = typeof params.text === 'string' ? params.text : '';
        if (text.trim() === '')
          return apiRefusal(ctx, { error_code: 400, description: 'Bad Request: message text is empty' });
        if (text.length > 4096)
          return apiRefusal(ctx, { error_code: 400, description: 'Bad Request: message is too long' });
        const sent = state.sendMessage(numberParam(params.chat_id, Number.NaN), text);
        return 'error_code' in sent ? apiRefusal(ctx, sent as BotApiError) : apiAnswer(ctx, sent);
      }
      default:
        return apiRefusal(ctx, { error_code: 404, description: 'Not Found: method not found' });
    }
  };
  router.get('/bot:token/:method', method);
  router.post('/bot:token/:method', method);

  /** The chat a page's `chat` key opens, or null. */
  const chatOfKey = (key: unknown): number | null => (typeof key === 'string' ? state.chatByKey(key) : null);
  const chatPath = (chatId: number) =>
    `${TELEGRAM_SIMULATOR_PREFIX}/?chat=${encodeURIComponent(state.keyOf(chatId) ?? '')}`;

  // The chat page: `?chat=` is the visitor's chat key; without a known one a new person opens a
  // chat. `?start=CODE` (BidPilot's link) fills the box with `/start CODE`, as Telegram's Start button sends it.
  router.get('/', (ctx) => {
    const start =
      typeof ctx.query.start === 'string' && /^[A-Za-z0-9]{1,64}$/.test(ctx.query.start) ? ctx.query.start : null;
    const chatId = chatOfKey(ctx.query.chat);
    if (chatId === null) {
      ctx.redirect(`${chatPath(state.openChat())}${start === null ? '' : `&start=${start}`}`);
      return;
    }
    html(
      ctx,
      chatPage({
        chatKey: state.keyOf(chatId) ?? '',
        botName: SIMULATOR_BOT.username,
        lines: state.lines(chatId),
        draft: start === null ? '' : `/start ${start}`,
        blocked: state.isBlocked(chatId),
        base: TELEGRAM_SIMULATOR_PREFIX,
      }),
    );
  });

  // A send waits up to 3 s for the bot's answer before showing the chat again: no script and no
  // self-refreshing page (which screen readers and keyboard users lose their place in).
  router.post('/chats/:chatKey/send', async (ctx) => {
    const chatId = chatOfKey(ctx.params.chatKey);
    if (chatId === null) return void ctx.redirect(`${TELEGRAM_SIMULATOR_PREFIX}/`);
    const text = (ctx.request.body as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && text.trim() !== '') {
      state.say(chatId, text.trim().slice(0, 4096));
      await state.botAnswered(chatId, REPLY_WAIT_MS);
    }
    ctx.redirect(chatPath(chatId));
  });

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    router.post(`/chats/:chatKey/${action}`, (ctx) => {
      const chatId = chatOfKey(ctx.params.chatKey);
      if (chatId === null) return void ctx.redirect(`${TELEGRAM_SIMULATOR_PREFIX}/`);
      state.setBlocked(chatId, blocked);
      ctx.redirect(chatPath(chatId));
    });
  }
  return router;
}
