import { afterEach, describe, expect, it } from 'vitest';
import { BAD_CODE, HOW_TO_LINK, linkedReply, TelegramLinkBot } from '../../../adapters/channels/telegram-link-bot.js';
import { FixedClock } from '../../../adapters/clock/fixed-clock.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InProcessLeaderLock } from '../../../adapters/locks/in-process-leader-lock.js';
import { InMemoryChannelLinks } from '../../../adapters/storage/memory/in-memory-channel-links.js';
import { CompleteTelegramLink, linkCodeHash } from '../../../core/use-cases/channels/manage-channels.js';
import { startTelegramSandbox } from '../../support/telegram-sandbox-server.js';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** The bot long-polls the simulator with grammY and links the chat a person sends `/start CODE` from. */
describe('Telegram link bot', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function running() {
    const sandbox = await startTelegramSandbox();
    const links = new InMemoryChannelLinks();
    const clock = new FixedClock(new Date());
    const complete = new CompleteTelegramLink(links, clock);
    const linkBot = new TelegramLinkBot({
      bot: sandbox.bot(),
      lock: new InProcessLeaderLock(),
      logger: createLogger('silent'),
      completeLink: async (input) => ((await complete.execute(input)) === 'user-ada' ? ADA : null),
    });
    linkBot.start();
    cleanups.push(
      () => sandbox.close(),
      () => linkBot.stop(),
    );
    return { sandbox, links, clock };
  }

  const botLines = (sandbox: Awaited<ReturnType<typeof startTelegramSandbox>>, chatId: number) =>
    sandbox.state
      .lines(chatId)
      .filter((line) => line.from === 'bot')
      .map((line) => line.text);

  it("links the chat that sends /start CODE to the code's user and says so; the code works once", async () => {
    const { sandbox, links, clock } = await running();
    await links.saveLinkCode(linkCodeHash('ABCD2345EF'), 'user-ada', new Date(clock.now().getTime() + 60_000));
    const chatId = sandbox.state.openChat('Ada');

    sandbox.state.say(chatId, '/start ABCD2345EF');

    await expect.poll(() => botLines(sandbox, chatId), { timeout: 10_000 }).toEqual([linkedReply(ADA)]);
    expect((await links.find('user-ada', 'telegram'))?.target).toBe(String(chatId));

    const other = sandbox.state.openChat('Mallory');
    sandbox.state.say(other, '/start ABCD2345EF');
    await expect.poll(() => botLines(sandbox, other), { timeout: 10_000 }).toEqual([BAD_CODE]);
    expect((await links.find('user-ada', 'telegram'))?.target).toBe(String(chatId));
  });

  it('refuses an expired code and explains how to link to a bare /start or any other message', async () => {
    const { sandbox, links, clock } = await running();
    await links.saveLinkCode(linkCodeHash('OLDCODE234'), 'user-ada', new Date(clock.now().getTime() + 60_000));
    clock.advance(61_000);
    const chatId = sandbox.state.openChat();
    sandbox.state.say(chatId, '/start OLDCODE234');
    await expect.poll(() => botLines(sandbox, chatId), { timeout: 10_000 }).toEqual([BAD_CODE]);
    sandbox.state.say(chatId, '/start');
    sandbox.state.say(chatId, 'hello?');
    await expect
      .poll(() => botLines(sandbox, chatId), { timeout: 10_000 })
      .toEqual([BAD_CODE, HOW_TO_LINK, HOW_TO_LINK]);
    expect(await links.find('user-ada', 'telegram')).toBeNull();
  });
});
