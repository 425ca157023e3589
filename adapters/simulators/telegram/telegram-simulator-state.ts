import { randomBytes, randomInt } from 'node:crypto';

/** The simulated bot, as getMe answers it. */
export const SIMULATOR_BOT = {
  id: 7000001,
  is_bot: true,
  first_name: 'BidPilot',
  username: 'BidPilotDemoBot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
} as const;
/** The token the offline server's bot uses with the simulator; it opens nothing anywhere else. */
export const SIMULATOR_BOT_TOKEN = `${SIMULATOR_BOT.id}:offline-simulator-token-not-a-secret`;

/** A Bot API refusal: `{ ok: false, error_code, description }`. */
export interface BotApiError {
  readonly error_code: number;
  readonly description: string;
  readonly parameters?: { readonly retry_after?: number };
}

export interface ChatLine {
  readonly from: 'user' | 'bot';
  readonly text: string;
  readonly at: Date;
}

interface SimulatorChat {
  readonly id: number;
  /** The chat page's address key: random, so one visitor cannot read another's chat by guessing. */
  readonly key: string;
  readonly firstName: string;
  blocked: boolean;
  readonly lines: ChatLine[];
}

interface Update {
  readonly update_id: number;
  readonly message: Record<string, unknown>;
}

/** Lines kept per chat and chats kept: a walk-through's worth, bounded. */
const KEPT_LINES = 100;
const KEPT_CHATS = 500;

/**
 * The Telegram simulator's memory: private chats between simulated people and the one bot, the
 * updates the bot has not confirmed yet, and long-polling bots waiting for the next one.
 */
export class TelegramSimulatorState {
  private readonly chats = new Map<number, SimulatorChat>();
  private updates: Update[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private waiters: (() => void)[] = [];
  private readonly failures: BotApiError[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A new person with a private chat with the bot: the chat's id. */
  openChat(firstName = 'Demo user'): number {
    let id = randomInt(1_000_000_000, 9_999_999_999);
    while (this.chats.has(id)) id = randomInt(1_000_000_000, 9_999_999_999);
    this.chats.set(id, { id, key: randomBytes(16).toString('base64url'), firstName, blocked: false, lines: [] });
    const oldest = this.chats.keys().next().value;
    if (this.chats.size > KEPT_CHATS && oldest !== undefined) this.chats.delete(oldest);
    return id;
  }

  /** The chat page's key of a chat, or null for an unknown chat. */
  keyOf(chatId: number): string | null {
    return this.chats.get(chatId)?.key ?? null;
  }

  /** The chat a page key opens, or null. */
  chatByKey(key: string): number | null {
    for (const chat of this.chats.values()) if (chat.key === key) return chat.id;
    return null;
  }

  hasChat(chatId: number): boolean {
    return this.chats.has(chatId);
  }

  lines(chatId: number): readonly ChatLine[] {
    return this.chats.get(chatId)?.lines ?? [];
  }

  isBlocked(chatId: number): boolean {
    return this.chats.get(chatId)?.blocked === true;
  }

  /** The person blocks the bot (or unblocks it): the Bot API then refuses to send there with 403. */
  setBlocked(chatId: number, blocked: boolean): void {
    const chat = this.chats.get(chatId);
    if (chat !== undefined) chat.blocked = blocked;
  }

  /** The person writes to the bot: an update for getUpdates, with the command entity Telegram marks. */
  say(chatId: number, text: string): void {
    const chat = this.chats.get(chatId);
    if (chat === undefined) return;
    const at = this.now();
    this.remember(chat, { from: 'user', text, at });
    const command = /^\/[A-Za-z0-9_]+/.exec(text)?.[0];
    const person = { id: chat.id, is_bot: false, first_name: chat.firstName };
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        from: person,
        chat: { id: chat.id, type: 'private', first_name: chat.firstName },
        date: Math.floor(at.getTime() / 1000),
        text,
        ...(command === undefined ? {} : { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }),
      },
    });
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  /**
   * getUpdates: confirms every update below `offset`, then answers those from it, waiting up to
   * `timeoutSeconds` for one (long polling) unless `signal` ends the wait first.
   */
  async getUpdates(offset: number, limit: number, timeoutSeconds: number, signal: AbortSignal): Promise<Update[]> {
    this.updates = this.updates.filter((update) => update.update_id >= offset);
    if (this.updates.length === 0 && timeoutSeconds > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(timeoutSeconds, 50) * 1000);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.push(done);
        signal.addEventListener('abort', done, { once: true });
      });
    }
    return this.updates.slice(0, limit);
  }

  /** sendMessage: the message Telegram would return, or its refusal. */
  sendMessage(chatId: number, text: string): Record<string, unknown> | BotApiError {
    const failure = this.failures.shift();
    if (failure !== undefined) return failure;
    const chat = this.chats.get(chatId);
    if (chat === undefined) return { error_code: 400, description: 'Bad Request: chat not found' };
    if (chat.blocked) return { error_code: 403, description: 'Forbidden: bot was blocked by the user' };
    const at = this.now();
    this.remember(chat, { from: 'bot', text, at });
    return {
      message_id: this.nextMessageId++,
      from: SIMULATOR_BOT,
      chat: { id: chat.id, type: 'private', first_name: chat.firstName },
      date: Math.floor(at.getTime() / 1000),
      text,
    };
  }

  /** Resolves once the chat's last line is the bot's, or after `withinMs`. */
  async botAnswered(chatId: number, withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline && this.lines(chatId).at(-1)?.from !== 'bot')
      await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Makes the next sendMessage fail with this answer (tests: 429, 502…). */
  failNextSend(failure: BotApiError): void {
    this.failures.push(failure);
  }

  private remember(chat: SimulatorChat, line: ChatLine): void {
    chat.lines.push(line);
    if (chat.lines.length > KEPT_LINES) chat.lines.shift();
  }
}
