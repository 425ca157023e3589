import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryChannelLinks } from '../../../adapters/storage/memory/in-memory-channel-links.js';
import type { User } from '../../domain/users/user.js';
import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../ports/notification-channel.port.js';
import { ChannelSettings, CompleteTelegramLink, TURNED_OFF_BY_USER } from './manage-channels.js';

const ada = { id: 'u-ada', name: 'Ada', email: 'ada@example.com' } as User;

/** A Slack channel whose far end answers `outcome`, keeping what it was asked to deliver. */
function fakeSlack(links: InMemoryChannelLinks, outcome: DeliveryOutcome) {
  const delivered: OutgoingNotification[] = [];
  const channel: NotificationChannel = {
    name: 'slack',
    isLinked: async (userId) => ((await links.find(userId, 'slack'))?.target ?? null) !== null,
    deliver: async (outgoing) => {
      delivered.push(outgoing);
      return outcome;
    },
    unlink: (userId, reason) => links.switchOff(userId, 'slack', reason, new Date()),
  };
  return { channel, delivered };
}

const setup = (telegram = true) => {
  const links = new InMemoryChannelLinks();
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const settings = new ChannelSettings(links, clock, {
    slackSimulatorBase: null,
    telegramStartLink: telegram ? async (code) => `https://t.me/bot?start=${code}` : null,
  });
  return { links, clock, settings };
};

describe('ChannelSettings', () => {
  it('sends a test message that reads like an award alert, to the user only', async () => {
    const { links, settings } = setup();
    await links.link(ada.id, 'slack', 'https://hooks.slack.com/services/T/B/x', new Date());
    const slack = fakeSlack(links, { kind: 'delivered' });
    await settings.sendTest(ada, slack.channel);
    expect(slack.delivered[0]).toMatchObject({
      recipient: { userId: ada.id },
      notification: {
        title: 'Test message from BidPilot',
        body: expect.stringContaining('Slack is linked to BidPilot as Ada'),
      },
    });
  });

  it('switches a channel off when its test message finds the target dead, and says so', async () => {
    const { links, settings } = setup();
    await links.link(ada.id, 'slack', 'https://hooks.slack.com/services/T/B/x', new Date());
    const slack = fakeSlack(links, { kind: 'dead', reason: 'Slack answered 404 no_service' });
    await expect(settings.sendTest(ada, slack.channel)).rejects.toMatchObject({
      code: 'CHANNEL_DELIVERY_FAILED',
      message: 'Slack answered 404 no_service. The channel is switched off: link it again.',
    });
    expect((await settings.list(ada))[2]).toMatchObject({
      linked: false,
      switchedOffReason: 'Slack answered 404 no_service',
    });
  });

  it('keeps a channel on when its test message fails in passing', async () => {
    const { links, settings } = setup();
    await links.link(ada.id, 'slack', 'https://hooks.slack.com/services/T/B/x', new Date());
    await expect(
      settings.sendTest(ada, fakeSlack(links, { kind: 'retry', reason: 'Slack answered 429' }).channel),
    ).rejects.toMatchObject({ code: 'CHANNEL_DELIVERY_FAILED', message: expect.stringContaining('Try again later') });
    expect((await settings.list(ada))[2]).toMatchObject({ linked: true });
  });

  it('refuses a test before the channel is linked, naming it as the page does, sending nothing', async () => {
    const { links, settings } = setup();
    const slack = fakeSlack(links, { kind: 'delivered' });
    await expect(settings.sendTest(ada, slack.channel)).rejects.toMatchObject({
      code: 'CHANNEL_UNAVAILABLE',
      message: 'Link Slack first',
    });
    const telegram: NotificationChannel = { ...slack.channel, name: 'telegram', isLinked: async () => false };
    await expect(settings.sendTest(ada, telegram)).rejects.toMatchObject({
      code: 'CHANNEL_UNAVAILABLE',
      message: 'Link Telegram first',
    });
    expect(slack.delivered).toEqual([]);
  });

  it("says e-mail is off by the user's choice until turned on again", async () => {
    const { settings } = setup();
    await settings.setEmail(ada, false);
    expect((await settings.list(ada))[0]).toEqual({
      channel: 'email',
      available: true,
      linked: false,
      target: 'ada@example.com',
      switchedOffReason: TURNED_OFF_BY_USER,
    });
    await settings.setEmail(ada, true);
    expect((await settings.list(ada))[0]).toMatchObject({ linked: true, switchedOffReason: null });
  });

  it('offers no Telegram link without a bot', async () => {
    const { settings } = setup(false);
    expect((await settings.list(ada))[1]).toMatchObject({ channel: 'telegram', available: false });
    await expect(settings.startTelegramLink(ada)).rejects.toMatchObject({ code: 'CHANNEL_UNAVAILABLE' });
  });

  it('links a chat with the code the user was given, whatever its case, and never with junk', async () => {
    const { links, clock, settings } = setup();
    const { code, link } = await settings.startTelegramLink(ada);
    expect(link).toBe(`https://t.me/bot?start=${code}`);
    const notifier = new RecordingNotifier();
    const complete = new CompleteTelegramLink(links, clock, notifier);
    expect(await complete.execute({ code: "x' or 1=1 --", chatId: '1' })).toBeNull();
    expect(notifier.requests).toEqual([]);
    expect(await complete.execute({ code: ` ${code.toLowerCase()} `, chatId: '77' })).toBe(ada.id);
    expect((await settings.list(ada))[1]).toMatchObject({ linked: true, target: 'Chat 77' });
    // The code was on the owner's screen: should someone else have sent it, the owner hears of it where they read.
    expect(notifier.requests).toEqual([
      expect.objectContaining({
        userId: ada.id,
        kind: 'channel.linked',
        title: 'A Telegram chat was linked to your account',
        link: '/notifications/channels',
        data: { channel: 'telegram', chatId: '77' },
      }),
    ]);
    expect(notifier.requests[0]?.body).toContain('If you did not link it, unlink Telegram');
  });
});
