import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SlackChannel } from '../../adapters/channels/slack-channel.js';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InMemoryChannelLinks } from '../../adapters/storage/memory/in-memory-channel-links.js';
import type { Recipient } from '../../core/ports/notification-channel.port.js';
import { startSlackSimulator } from '../support/slack-simulator-server.js';
import { describeNotificationChannelContract } from './notification-channel.contract.js';

/** Each user's webhook path in the simulator. */
const paths = new Map<string, string>();

describeNotificationChannelContract('Slack incoming webhook (built-in Slack simulator)', async () => {
  const simulator = await startSlackSimulator();
  const links = new InMemoryChannelLinks();
  const channel = new SlackChannel(links, new FixedClock());
  const pathOf = (recipient: Recipient) => paths.get(recipient.userId) ?? '';
  return {
    channel,
    aLinkedUser: async () => {
      const recipient: Recipient = { userId: randomUUID(), email: 'ada@example.com', name: 'Ada' };
      const path = simulator.state.create();
      paths.set(recipient.userId, path);
      await links.link(recipient.userId, 'slack', `${simulator.base}${path}`, new Date());
      return recipient;
    },
    received: async (recipient) =>
      simulator.state.messages(pathOf(recipient)).map((message) => [message.text, ...message.blockTexts].join('\n')),
    killTarget: async (recipient) => simulator.state.remove(pathOf(recipient)),
    failNextDelivery: async (recipient) =>
      simulator.state.failNext(pathOf(recipient), { status: 500, body: 'rollup_error' }),
    teardown: () => simulator.close(),
  };
});

describe('Slack channel answers', () => {
  const award = (userId: string) => ({
    notification: {
      id: 'n1',
      userId,
      kind: 'bid.awarded' as const,
      title: 'You won <!channel> & more',
      body: 'Accept it <https://evil.example|here>.',
      link: '/bid-logs/b1',
      data: {},
      createdAt: new Date(),
      readAt: null,
    },
    recipient: { userId, email: 'ada@example.com', name: 'Ada' },
    unsubscribeUrl: 'https://bidpilot.test/u',
    linkUrl: 'https://bidpilot.test/bid-logs/b1',
  });

  it.each([
    [429, 'rate_limited', 'retry'],
    [503, '', 'retry'],
    [400, 'invalid_payload', 'retry'],
    [410, 'channel_is_archived', 'dead'],
    [403, 'action_prohibited', 'dead'],
    [404, 'channel_not_found', 'dead'],
  ])('%s %s is %s, and the reason never holds the URL', async (status, body, kind) => {
    const simulator = await startSlackSimulator();
    try {
      const links = new InMemoryChannelLinks();
      const path = simulator.state.create();
      await links.link('u1', 'slack', `${simulator.base}${path}`, new Date());
      simulator.state.failNext(path, { status, body });
      const outcome = await new SlackChannel(links, new FixedClock()).deliver(award('u1'));
      expect(outcome.kind).toBe(kind);
      expect(JSON.stringify(outcome)).not.toContain(path.split('/').at(-1));
    } finally {
      await simulator.close();
    }
  });

  it('escapes Slack markup from the notification, so a title cannot ping a channel or hide a link', async () => {
    const simulator = await startSlackSimulator();
    try {
      const links = new InMemoryChannelLinks();
      const path = simulator.state.create();
      await links.link('u1', 'slack', `${simulator.base}${path}`, new Date());
      await new SlackChannel(links, new FixedClock()).deliver(award('u1'));
      const [message] = simulator.state.messages(path);
      expect(message?.text).toContain('You won &lt;!channel&gt; &amp; more');
      expect(message?.text).not.toContain('<https://evil.example|here>');
      expect(message?.blockTexts).toContain('See the award: https://bidpilot.test/bid-logs/b1');
    } finally {
      await simulator.close();
    }
  });

  it('answers retry when nothing listens at the address', async () => {
    const links = new InMemoryChannelLinks();
    await links.link('u1', 'slack', 'http://127.0.0.1:1/sandbox/slack/services/T1/B1/x', new Date());
    expect(await new SlackChannel(links, new FixedClock(), { timeoutMs: 2_000 }).deliver(award('u1'))).toEqual({
      kind: 'retry',
      reason: 'Slack could not be reached',
    });
  });
});
