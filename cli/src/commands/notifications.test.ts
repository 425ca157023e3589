import { describe, expect, it, vi } from 'vitest';
import type { CliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { describeFailure } from '../exit-codes.js';
import { buildProgram } from '../program.js';
import { FakeNotificationChannel } from '../../../adapters/testing/fake-notifications.js';
import { inMemoryAdapters, inMemoryUseCases } from '../../../tests/support/in-memory-use-cases.js';
import { IN_MEMORY_DATABASE, PINNED_DATES } from '../../../tests/support/in-memory-cli.js';

/** The program over the composition root's use cases on in-memory adapters, with fake channels; `onPrint` sees each line as it is printed. */
async function cliWith(
  channels: FakeNotificationChannel[] = [],
  signal?: AbortSignal,
  onPrint: (text: string) => void = () => undefined,
) {
  const adapters = { ...inMemoryAdapters(), notificationChannels: channels };
  const { useCases } = await inMemoryUseCases(adapters);
  const runtime: CliRuntime = {
    ...IN_MEMORY_DATABASE,
    useCases: (work) => work(useCases),
    startBackgroundWork: () => Promise.reject(new Error('none')),
    startSimulators: () => Promise.reject(new Error('none')),
    watchEvents: (work) => work((userId, listener) => adapters.events.subscribe(userId, listener), useCases),
  };
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    try {
      await buildProgram({
        ...runtime,
        print: (text) => {
          lines.push(text);
          onPrint(text);
        },
        write: (text) => lines.push(text),
        dates: PINNED_DATES,
        ...(signal === undefined ? {} : { stopSignal: signal }),
      }).parseAsync(['node', 'bidpilot', ...args]);
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
    const { adapters, run } = await cliWith([slack]);
    const user = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(user.id);
    const { out, failure } = await run('notifications', 'test', 'ada@example.com', '--channel', 'slack');
    expect(failure).toBeNull();
    expect(out).toContain('delivered: the far end took it');
    expect(
      slack.delivered.map((outgoing) => [
        outgoing.notification.kind,
        outgoing.notification.title,
        outgoing.recipient.email,
      ]),
    ).toEqual([['notification.test', 'Test notification from BidPilot', 'ada@example.com']]);
    const inbox = await adapters.storage.notifications.list(user.id, { page: 1, limit: 5 });
    expect(inbox.items[0]).toMatchObject({ kind: 'notification.test', readAt: expect.any(Date) });
  });

  it('reports a passing failure (left to the worker) and a dead target (switched off) as JSON', async () => {
    const slack = new FakeNotificationChannel('slack').answer({ kind: 'retry', reason: 'HTTP 503' });
    const { adapters, run } = await cliWith([slack]);
    const user = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(user.id);
    const retried = JSON.parse(
      (await run('notifications', 'test', 'ada@example.com', '--channel', 'slack', '--json')).out,
    );
    expect(retried.test).toMatchObject({ channel: 'slack', outcome: 'retry', reason: 'Slack: HTTP 503' });
    adapters.clock.advance(1_000);
    slack.answer({ kind: 'dead', reason: 'Slack answered 410' });
    const dead = JSON.parse(
      (await run('notifications', 'test', 'ada@example.com', '--channel', 'slack', '--json')).out,
    );
    expect(dead.test.outcome).toBe('dead');
    expect(slack.unlinked).toEqual([{ userId: user.id, reason: 'Slack answered 410' }]);
  });

  it('refuses an unknown user, an unknown channel, and a channel the user has not linked', async () => {
    const slack = new FakeNotificationChannel('slack');
    const { adapters, run } = await cliWith([slack]);
    await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    expect((await run('notifications', 'test', 'nobody@example.com', '--channel', 'slack')).failure).toMatchObject({
      code: 'USER_NOT_FOUND',
      exitCode: 1,
    });
    expect((await run('notifications', 'test', 'ada@example.com', '--channel', 'pigeon')).failure).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'No channel named pigeon (configured: slack)',
      exitCode: 2,
    });
    expect((await run('notifications', 'test', 'ada@example.com', '--channel', 'slack')).failure).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'ada@example.com has not linked Slack',
    });
    expect((await run('notifications', 'test', 'ada@example.com')).failure?.exitCode).toBe(2);
    expect(slack.delivered).toEqual([]);
  });

  it('takes the user as its argument, by id or e-mail, as every user command does, and still as --user', async () => {
    const slack = new FakeNotificationChannel('slack');
    const { adapters, run } = await cliWith([slack]);
    const ada = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(ada.id);
    const namings = [
      [ada.id],
      ['ada@example.com'],
      ['--user', ada.id],
      ['ADA@example.com', '--user', ada.id],
      ['--user', 'ada@example.com', 'ada@example.com'],
    ];
    for (const args of namings) {
      adapters.clock.advance(1_000);
      const { out, failure } = await run('notifications', 'test', ...args, '--channel', 'slack', '--json');
      expect(failure, args.join(' ')).toBeNull();
      expect(JSON.parse(out).test).toMatchObject({ user: 'ada@example.com', outcome: 'delivered' });
    }
    expect(slack.delivered).toHaveLength(namings.length);
  });

  it('refuses, as a usage error, no user at all, and an argument and a --user that name two different users', async () => {
    const slack = new FakeNotificationChannel('slack');
    const { adapters, run } = await cliWith([slack]);
    const ada = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    const bob = await adapters.storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' });
    slack.link(ada.id);
    slack.link(bob.id);
    expect(await run('notifications', 'test', '--channel', 'slack')).toMatchObject({
      out: '',
      failure: {
        exitCode: 2,
        code: 'USAGE',
        message: 'Name the user: notifications test <user> (an id or an e-mail)',
      },
    });
    expect(await run('notifications', 'test', ada.id, '--user', 'bob@example.com', '--channel', 'slack')).toMatchObject(
      {
        out: '',
        failure: {
          exitCode: 2,
          code: 'USAGE',
          message: `The argument and --user name two different users (${ada.id} and bob@example.com): give one`,
        },
      },
    );
    expect(slack.delivered).toEqual([]);
  });

  it('documents the user argument, and --user as the same, in its help', async () => {
    const help = await helpOf('notifications', 'test');
    expect(help).toContain('Usage: bidpilot notifications test [options] [user]');
    expect(help).toMatch(/user\s+user id or e-mail/);
    expect(help).toMatch(/--user <user>\s+the same as the user argument/);
    expect(help).toMatch(/--channel <name>\s+the channel to test/);
  });
});

/** A command's --help as commander writes it, straight to stdout. */
async function helpOf(...command: string[]): Promise<string> {
  const { run } = await cliWith();
  const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await run(...command, '--help');
    return written.mock.calls.map(([chunk]) => String(chunk)).join('');
  } finally {
    written.mockRestore();
  }
}

describe('bidpilot bids tail', () => {
  it('prints the user’s live events one line each as they arrive, only theirs, until stopped', async () => {
    const controller = new AbortController();
    // The command subscribes as it prints its first line: events are published once it has.
    let following = () => undefined as void;
    const subscribed = new Promise<void>((resolve) => (following = resolve));
    const { adapters, run } = await cliWith([], controller.signal, (text) => {
      if (text.includes('Following')) following();
    });
    const ada = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    const bob = await adapters.storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' });
    const tail = run('bids', 'tail', '--user', 'ada@example.com');
    await subscribed;
    await adapters.events.publish({
      userId: ada.id,
      data: { bid: { id: 'b1', projectId: '42', projectTitle: 'Logo \u001b[31mdesign', status: 'accepted' } },
    });
    await adapters.events.publish({
      userId: bob.id,
      data: { bid: { id: 'b2', projectId: '43', projectTitle: 'Not Ada’s', status: 'rejected' } },
    });
    await adapters.events.publish({
      userId: ada.id,
      data: {
        inbox: {
          unreadCount: 1,
          latest: {
            id: 'n1',
            kind: 'bid.awarded',
            title: 'You won “Logo”',
            link: null,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        },
      },
    });
    await adapters.events.publish({
      userId: ada.id,
      data: {
        availableBids: 0,
        unlimitedBids: false,
        notice: 'Your available bids are exhausted. Autobidding stopped.',
      },
    });
    await adapters.events.publish({ userId: ada.id, data: { unknown: true } });
    controller.abort();
    const { out, failure } = await tail;
    expect(failure).toBeNull();
    const lines = out.split('\n');
    expect(lines[0]).toContain("Following ada@example.com's live events");
    // Each line starts with the moment, as the operator's locale writes it (pinned here: en-GB on UTC).
    expect(lines.slice(1).map((line) => line.replace(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} {2}/, ''))).toEqual([
      'bid accepted: Logo \\x1b[31mdesign (project 42)',
      'notification bid.awarded: You won “Logo”',
      'notice: Your available bids are exhausted. Autobidding stopped.; bids left: 0',
    ]);
    expect(out).not.toContain('Not Ada’s');
  });

  it('stops at once when it was asked to stop before it began following', async () => {
    const controller = new AbortController();
    const { adapters, run } = await cliWith([], controller.signal);
    await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    controller.abort();
    const { out, failure } = await run('bids', 'tail', '--user', 'ada@example.com');
    expect(failure).toBeNull();
    expect(out).toContain("Following ada@example.com's live events");
  });

  it('takes the user as its argument, by id or e-mail, as every user command does, and still as --user', async () => {
    const { adapters, run } = await cliWith([], AbortSignal.abort());
    const ada = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    for (const args of [
      [ada.id],
      ['ada@example.com'],
      ['--user', ada.id],
      ['ADA@example.com', '--user', ada.id],
      ['--user', 'ada@example.com', 'ada@example.com'],
    ]) {
      const { out, failure } = await run('bids', 'tail', ...args);
      expect(failure, args.join(' ')).toBeNull();
      expect(out).toContain("Following ada@example.com's live events");
    }
  });

  it('refuses, as a usage error, no user at all, and an argument and a --user that name two different users', async () => {
    const { adapters, run } = await cliWith([], AbortSignal.abort());
    const ada = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    await adapters.storage.users.create({ name: 'Bob', email: 'bob@example.com', passwordHash: 'x' });
    expect(await run('bids', 'tail')).toMatchObject({
      out: '',
      failure: { exitCode: 2, code: 'USAGE', message: 'Name the user: bids tail <user> (an id or an e-mail)' },
    });
    expect(await run('bids', 'tail', ada.id, '--user', 'bob@example.com')).toMatchObject({
      out: '',
      failure: {
        exitCode: 2,
        code: 'USAGE',
        message: `The argument and --user name two different users (${ada.id} and bob@example.com): give one`,
      },
    });
  });

  it('documents --user in its help as the same as the argument', async () => {
    const help = await helpOf('bids', 'tail');
    expect(help).toContain('Usage: bidpilot bids tail [options] [user]');
    expect(help).toMatch(/user\s+user id or e-mail/);
    expect(help).toMatch(/--user <user>\s+the same as the user argument/);
  });

  it('refuses an unknown user', async () => {
    const controller = new AbortController();
    const { run } = await cliWith([], controller.signal);
    expect((await run('bids', 'tail', '--user', 'nobody@example.com')).failure).toMatchObject({
      code: 'USER_NOT_FOUND',
      exitCode: 1,
    });
  });
});
