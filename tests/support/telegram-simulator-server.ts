import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Bot } from 'grammy';
import Koa from 'koa';
import {
  TELEGRAM_SIMULATOR_PREFIX,
  telegramSimulatorRouter,
} from '../../adapters/simulators/telegram/telegram-simulator-router.js';
import {
  SIMULATOR_BOT_TOKEN,
  TelegramSimulatorState,
} from '../../adapters/simulators/telegram/telegram-simulator-state.js';

/** The built-in Telegram simulator on its own port, its state at hand, and a grammY bot pointed at it. */
export async function startTelegramSimulator(): Promise<{
  readonly state: TelegramSimulatorState;
  readonly base: string;
  readonly bot: () => Bot;
  close(): Promise<void>;
}> {
  const state = new TelegramSimulatorState();
  const app = new Koa();
  const router = telegramSimulatorRouter({ state });
  app.use(router.routes()).use(router.allowedMethods());
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${TELEGRAM_SIMULATOR_PREFIX}`;
  return {
    state,
    base,
    bot: () => new Bot(SIMULATOR_BOT_TOKEN, { client: { apiRoot: base } }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
