import type { Command } from 'commander';
import { NOTIFICATION_CHANNELS } from '../../../core/domain/notifications/notification.js';
import type { DeliveryResult } from '../../../core/use-cases/notifications/deliver-notification.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { isJson, type JsonOption } from './common.js';

/** What a test delivery came to, as an operator reads it. */
const OUTCOMES: Readonly<Record<DeliveryResult | 'retry', string>> = {
  delivered: 'delivered: the far end took it',
  skipped: 'skipped: the user has no target on this channel',
  dead: 'dead: the target is gone; the channel was switched off for the user and their inbox says so',
  gone: 'gone: the notification or user no longer exists',
  retry: 'failed for now: the worker retries it with backoff',
};

interface TestResult {
  readonly user: string;
  readonly channel: string;
  readonly notificationId: string;
  readonly outcome: DeliveryResult | 'retry' | 'not-run';
  readonly reason: string | null;
}

/** `notifications test`: one test notification to one channel of a user, through the queue, and what came of it. */
export function registerNotificationCommands(program: Command, deps: CliDeps): void {
  const notifications = program.command('notifications').description('notifications: send a test to a channel');
  notifications
    .command('test')
    .description(`queue a test notification to one channel of a user (${NOTIFICATION_CHANNELS.filter((c) => c !== 'inapp').join(', ')}), deliver it, and report the outcome`)
    .requiredOption('--user <email>', "the user's e-mail address")
    .requiredOption('--channel <name>', 'the channel to test')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption & { readonly user: string; readonly channel: string }) => {
      const result = await deps.useCases(async ({ notifications: n }): Promise<TestResult> => {
        const queued = await n.sendTest({ email: options.user, channel: options.channel });
        let outcome: TestResult['outcome'] = 'not-run';
        let reason: string | null = null;
        // Through the queue as the worker takes it: every due delivery runs; ours is reported.
        await n.deliverDue((payload, settled) => {
          if (payload.notificationId !== queued.notificationId || payload.channel !== queued.channel) return;
          if ('result' in settled) outcome = settled.result;
          else {
            outcome = 'retry';
            reason = settled.error instanceof Error ? settled.error.message : String(settled.error);
          }
        });
        return { user: options.user, channel: queued.channel, notificationId: queued.notificationId, outcome, reason };
      });
      const said = result.outcome === 'not-run' ? 'queued: a worker delivers it' : OUTCOMES[result.outcome];
      output(deps.print, {
        json: isJson(options),
        result: { test: result },
        view: () => <KeyValue title="Test notification" entries={[['User', result.user], ['Channel', result.channel], ['Outcome', said], ...(result.reason === null ? [] : ([['Reason', result.reason]] as [string, string][]))]} />,
        columns: deps.columns,
      });
    });
}
