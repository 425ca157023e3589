import { describe, expect, it } from 'vitest';
import type { CliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { describeFailure } from '../../../cli/src/exit-codes.js';
import { buildProgram } from '../../../cli/src/program.js';
import { FakeNotificationChannel } from '../../fixtures/notifications.js';
import { inMemoryAdapters, inMemoryUseCases } from '../../support/in-memory-use-cases.js';

/** The program over the composition root's use cases on in-memory adapters, with fake channels. */
async function cliWith(...channels: FakeNotificationChannel[]) {
  const adapters = { ...inMemoryAdapters(), notificationChannels: channels };
  const { useCases } = await inMemoryUseCases(adapters);
  const runtime: CliRuntime = { dialect: 'memory', useCases: (work) => work(useCases), startBackgroundWork: () => Promise.reject(new Error('none')) };
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    try {
      await buildProgram({ ...runtime, print: (text) => lines.push(text) }).parseAsync(['node', 'bidpilot', ...args]);
      return { out: lines.join('\n'), failure: null };
    } catch (error) {
      return { out: lines.join('\n'), failure: describeFailure(error) };
    }
  };
  return { adapters, run };
}

describe('bidpilot notifications test', () => {
  it('sends a test to the user’s channel through the queue and reports it delivered', async () => {
    const slack = new FakeNotificationChannel('slack');
    const { adapters, run } = await cliWith(slack);
    const user = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(user.id);
    const { out, failure } = await run('notifications', 'test', '--user', 'ada@example.com', '--channel', 'slack');
    expect(failure).toBeNull();
    expect(out).toContain('delivered: the far end took it');
    expect(slack.delivered.map((outgoing) => [outgoing.notification.kind, outgoing.notification.title, outgoing.recipient.email])).toEqual([['notification.test', 'Test notification from BidPilot', 'ada@example.com']]);
    const inbox = await adapters.storage.notifications.list(user.id, { page: 1, limit: 5 });
    expect(inbox.items[0]).toMatchObject({ kind: 'notification.test', readAt: expect.any(Date) });
  });

  it('reports a passing failure (left to the worker) and a dead target (switched off) as JSON', async () => {
    const slack = new FakeNotificationChannel('slack').answer({ kind: 'retry', reason: 'HTTP 503' });
    const { adapters, run } = await cliWith(slack);
    const user = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(user.id);
    const retried = JSON.parse((await run('notifications', 'test', '--user', 'ada@example.com', '--channel', 'slack', '--json')).out);
    expect(retried.test).toMatchObject({ channel: 'slack', outcome: 'retry', reason: 'Slack: HTTP 503' });
    adapters.clock.advance(1_000);
    slack.answer({ kind: 'dead', reason: 'Slack answered 410' });
    const dead = JSON.parse((await run('notifications', 'test', '--user', 'ada@example.com', '--channel', 'slack', '--json')).out);
    expect(dead.test.outcome).toBe('dead');
    expect(slack.unlinked).toEqual([{ userId: user.id, reason: 'Slack answered 410' }]);
  });

  it('refuses an unknown user, an unknown channel, and a channel the user has not linked', async () => {
    const slack = new FakeNotificationChannel('slack');
    const { adapters, run } = await cliWith(slack);
    await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    expect((await run('notifications', 'test', '--user', 'nobody@example.com', '--channel', 'slack')).failure).toMatchObject({ code: 'USER_NOT_FOUND', exitCode: 1 });
    expect((await run('notifications', 'test', '--user', 'ada@example.com', '--channel', 'pigeon')).failure).toMatchObject({ code: 'VALIDATION_FAILED', message: 'No channel named pigeon (configured: slack)' });
    expect((await run('notifications', 'test', '--user', 'ada@example.com', '--channel', 'slack')).failure).toMatchObject({ code: 'VALIDATION_FAILED', message: 'ada@example.com has not linked Slack' });
    expect((await run('notifications', 'test', '--user', 'ada@example.com')).failure?.exitCode).toBe(2);
    expect(slack.delivered).toEqual([]);
  });
});
