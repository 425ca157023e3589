import { afterEach, describe, expect, it } from 'vitest';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { BAD_CODE, HOW_TO_LINK, linkedReply, TelegramLinkBot } from '../../../adapters/channels/telegram-link-bot.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InProcessLeaderLock } from '../../../adapters/locks/in-process-leader-lock.js';
import { InMemoryChannelLinks } from '../../../adapters/storage/memory/in-memory-channel-links.js';
import { CompleteTelegramLink, linkCodeHash } from '../../../core/use-cases/channels/manage-channels.js';
import { startTelegramSimulator } from '../../support/telegram-simulator-server.js';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** The bot long-polls the simulator with grammY and links the chat a person sends `/start CODE` from. */
describe('Telegram link bot', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function running() {
    const simulator = await startTelegramSimulator();
    const links = new InMemoryChannelLinks();
    const clock = new FixedClock(new Date());
    const complete = new CompleteTelegramLink(links, clock, new RecordingNotifier());
    const linkBot = new TelegramLinkBot({
      bot: simulator.bot(),
      lock: new InProcessLeaderLock(),
      logger: createLogger('silent'),
      completeLink: async (input) => ((await complete.execute(input)) === 'user-ada' ? ADA : null),
    });
    linkBot.start();
    cleanups.push(
      () => simulator.close(),
      () => linkBot.stop(),
    );
    return { simulator, links, clock };
  }

  const botLines = (simulator: Awaited<ReturnType<typeof startTelegramSimulator>>, chatId: number) =>
    simulator.state
      .lines(chatId)
      .filter((line) => line.from === 'bot')
      .map((line) => line.text);

  it("links the chat that sends /start CODE to the code's user and says so; the code works once", async () => {
    const { simulator, links, clock } = await running();
    await links.saveLinkCode(linkCodeHash('ABCD2345EF'), 'user-ada', new Date(clock.now().getTime() + 60_000));
    const chatId = simulator.state.openChat('Ada');

    simulator.state.say(chatId, '/start ABCD2345EF');

    await expect.poll(() => botLines(simulator, chatId), { timeout: 10_000 }).toEqual([linkedReply(ADA)]);
    expect(linkedReply(ADA)).not.toContain('@');
    expect((await links.find('user-ada', 'telegram'))?.target).toBe(String(chatId));

    const other = simulator.state.openChat('Mallory');
    simulator.state.say(other, '/start ABCD2345EF');
    await expect.poll(() => botLines(simulator, other), { timeout: 10_000 }).toEqual([BAD_CODE]);
    expect((await links.find('user-ada', 'telegram'))?.target).toBe(String(chatId));
  });

  it('refuses an expired code and explains how to link to a bare /start or any other message', async () => {
    const { simulator, links, clock } = await running();
    await links.saveLinkCode(linkCodeHash('OLDCODE234'), 'user-ada', new Date(clock.now().getTime() + 60_000));
    clock.advance(61_000);
    const chatId = simulator.state.openChat();
    simulator.state.say(chatId, '/start OLDCODE234');
    await expect.poll(() => botLines(simulator, chatId), { timeout: 10_000 }).toEqual([BAD_CODE]);
    simulator.state.say(chatId, '/start');
    simulator.state.say(chatId, 'hello?');
    await expect
      .poll(() => botLines(simulator, chatId), { timeout: 10_000 })
      .toEqual([BAD_CODE, HOW_TO_LINK, HOW_TO_LINK]);
    expect(await links.find('user-ada', 'telegram')).toBeNull();
  });
});
