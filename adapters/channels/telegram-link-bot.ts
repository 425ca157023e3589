import type { Bot } from 'grammy';
import type { LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { Logger } from '../logging/logger.js';

/** The leader lock the bot polls under: Telegram answers 409 to a second poller of one bot. */
export const TELEGRAM_POLLER_LOCK = 'telegram-bot';
/** How long a process that did not get the lock waits before it asks again. */
const LOCK_RETRY_MS = 30_000;

export interface TelegramLinkBotOptions {
  readonly bot: Bot;
  /** `/start CODE` from a chat: the linked user's greeting name, or null for a bad code. */
  readonly completeLink: (input: {
    readonly code: string;
    readonly chatId: string;
  }) => Promise<{ readonly name: string; readonly email: string } | null>;
  readonly lock: LeaderLock;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}

export const HOW_TO_LINK =
  'To get BidPilot notifications here, open BidPilot → Notification channels → Link Telegram, then send the /start message it shows.';
export const BAD_CODE =
  'This code is unknown or has expired. Open BidPilot → Notification channels → Link Telegram for a new one.';
/** Names the account by its name only: whoever sends a code seen over someone's shoulder learns no e-mail address. */
export const linkedReply = (user: { readonly name: string }): string =>
  `Linked to BidPilot as ${user.name}. Award alerts and the other notifications you choose will arrive here.`;

/**
 * The bot that links chats: it long-polls Telegram (grammY's own loop) for `/start CODE`, in one
 * process of a deployment at a time (the leader lock), and answers every other message with how
 * to link.
 */
export class TelegramLinkBot {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: TelegramLinkBotOptions) {
    const { bot, completeLink, logger } = options;
    bot.command('start', async (ctx) => {
      const code = ctx.match.trim();
      if (code === '') return void (await ctx.reply(HOW_TO_LINK));
      const user = await completeLink({ code, chatId: String(ctx.chat.id) });
      if (user !== null) logger.info({ channel: 'telegram' }, 'telegram chat linked');
      await ctx.reply(user === null ? BAD_CODE : linkedReply(user));
    });
    bot.on('message', (ctx) => ctx.reply(HOW_TO_LINK));
    bot.catch((error) => logger.warn({ err: error.error }, 'telegram bot update failed'));
  }

  /** Polls while this process holds the lock; asks for the lock again every 30 s while another one does. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.pollWhileLeader();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    if (this.options.bot.isRunning()) await this.options.bot.stop().catch(() => undefined);
    await this.loop;
  }

  private async pollWhileLeader(): Promise<void> {
    const { bot, lock, logger } = this.options;
    while (this.running) {
      try {
        await lock.runExclusive(TELEGRAM_POLLER_LOCK, () => bot.start({ allowed_updates: ['message'], timeout: 25 }));
      } catch (error) {
        logger.warn({ err: error }, 'telegram bot polling stopped');
      }
      if (!this.running) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, LOCK_RETRY_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
