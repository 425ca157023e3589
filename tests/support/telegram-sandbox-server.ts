import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Bot } from 'grammy';
import Koa from 'koa';
import {
  TELEGRAM_SANDBOX_PREFIX,
  telegramSandboxRouter,
} from '../../adapters/sandbox/telegram/telegram-sandbox-router.js';
import { SANDBOX_BOT_TOKEN, TelegramSandboxState } from '../../adapters/sandbox/telegram/telegram-sandbox-state.js';

/** The built-in Telegram simulator on its own port, its state at hand, and a grammY bot pointed at it. */
export async function startTelegramSandbox(): Promise<{
  readonly state: TelegramSandboxState;
  readonly base: string;
  readonly bot: () => Bot;
  close(): Promise<void>;
}> {
  const state = new TelegramSandboxState();
  const app = new Koa();
  const router = telegramSandboxRouter({ state });
  app.use(router.routes()).use(router.allowedMethods());
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${TELEGRAM_SANDBOX_PREFIX}`;
  return {
    state,
    base,
    bot: () => new Bot(SANDBOX_BOT_TOKEN, { client: { apiRoot: base } }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
