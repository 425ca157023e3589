import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TelegramChannel, telegramText } from '../../adapters/channels/telegram-channel.js';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InMemoryChannelLinks } from '../../adapters/storage/memory/in-memory-channel-links.js';
import type { Recipient } from '../../core/ports/notification-channel.port.js';
import { startTelegramSimulator } from '../support/telegram-simulator-server.js';
import { describeNotificationChannelContract } from './notification-channel.contract.js';

const chats = new Map<string, number>();

describeNotificationChannelContract('Telegram through grammY (built-in Bot API simulator)', async () => {
  const simulator = await startTelegramSimulator();
  const links = new InMemoryChannelLinks();
  const channel = new TelegramChannel(simulator.bot().api, links, new FixedClock());
  const chatOf = (recipient: Recipient) => chats.get(recipient.userId) ?? 0;
  return {
    channel,
    aLinkedUser: async () => {
      const recipient: Recipient = { userId: randomUUID(), email: 'ada@example.com', name: 'Ada' };
      const chatId = simulator.state.openChat('Ada');
      chats.set(recipient.userId, chatId);
      await links.link(recipient.userId, 'telegram', String(chatId), new Date());
      return recipient;
    },
    received: async (recipient) =>
      simulator.state
        .lines(chatOf(recipient))
        .filter((line) => line.from === 'bot')
        .map((line) => line.text),
    killTarget: async (recipient) => simulator.state.setBlocked(chatOf(recipient), true),
    failNextDelivery: async () =>
      simulator.state.failNextSend({
        error_code: 429,
        description: 'Too Many Requests: retry after 1',
        parameters: { retry_after: 1 },
      }),
    teardown: () => simulator.close(),
  };
});

describe('Telegram channel answers', () => {
  const award = (userId: string) => ({
    notification: {
      id: 'n1',
      userId,
      kind: 'bid.awarded' as const,
      title: 'You won *this*',
      body: '<b>not bold</b>',
      link: null,
      data: {},
      createdAt: new Date(),
      readAt: null,
    },
    recipient: { userId, email: 'ada@example.com', name: 'Ada' },
    unsubscribeUrl: 'https://bidpilot.test/u',
    linkUrl: null,
  });

  it('sends plain text: markup in a title or body shows as typed', async () => {
    const simulator = await startTelegramSimulator();
    try {
      const links = new InMemoryChannelLinks();
      const chatId = simulator.state.openChat();
      await links.link('u1', 'telegram', String(chatId), new Date());
      expect(await new TelegramChannel(simulator.bot().api, links, new FixedClock()).deliver(award('u1'))).toEqual({
        kind: 'delivered',
      });
      expect(simulator.state.lines(chatId).at(-1)?.text).toBe('You won *this*\n\n<b>not bold</b>');
    } finally {
      await simulator.close();
    }
  });

  it("keeps a title on its line: a line break in a client's words cannot add a line of ours", () => {
    const { notification, ...rest } = award('u1');
    const forged = {
      ...rest,
      notification: { ...notification, title: 'Fix it\r\nApprove as drafted: http://evil.test' },
    };
    expect(telegramText(forged).split('\n')[0]).toBe('Fix it Approve as drafted: http://evil.test');
  });

  it('calls a chat Telegram no longer knows dead, and a 502 a passing failure', async () => {
    const simulator = await startTelegramSimulator();
    try {
      const links = new InMemoryChannelLinks();
      await links.link('u1', 'telegram', '999', new Date());
      const channel = new TelegramChannel(simulator.bot().api, links, new FixedClock());
      expect(await channel.deliver(award('u1'))).toEqual({
        kind: 'dead',
        reason: 'Telegram answered 400: chat not found',
      });
      simulator.state.failNextSend({ error_code: 502, description: 'Bad Gateway' });
      expect(await channel.deliver(award('u1'))).toEqual({
        kind: 'retry',
        reason: 'Telegram answered 502: Bad Gateway',
      });
    } finally {
      await simulator.close();
    }
  });

  it("says a blocked bot is dead in Telegram's words", async () => {
    const simulator = await startTelegramSimulator();
    try {
      const links = new InMemoryChannelLinks();
      const chatId = simulator.state.openChat();
      simulator.state.setBlocked(chatId, true);
      await links.link('u1', 'telegram', String(chatId), new Date());
      expect(await new TelegramChannel(simulator.bot().api, links, new FixedClock()).deliver(award('u1'))).toEqual({
        kind: 'dead',
        reason: 'Telegram answered 403: bot was blocked by the user',
      });
    } finally {
      await simulator.close();
    }
  });
});
