import type { DeliveryResult } from '../../../core/use-cases/notifications/deliver-notification.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { isJson, type JsonOption } from './common.js';
import { namedUser, resolveNamedUser } from './named-user.js';

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

/**
 * `notifications test <user> --channel <name>` (or `--user <user>`, an id or an e-mail): one test
 * notification to one channel of the user, through the queue, and what came of it.
 */
export async function testNotification(
  deps: CliDeps,
  argument: string | undefined,
  options: JsonOption & { readonly user?: string; readonly channel: string },
): Promise<void> {
  const named = namedUser(argument, options.user, 'notifications test');
  const result = await deps.useCases(async (useCases): Promise<TestResult> => {
    const user = await resolveNamedUser(useCases, named);
    const queued = await useCases.notifications.sendTest({ email: user.email, channel: options.channel });
    let outcome: TestResult['outcome'] = 'not-run';
    let reason: string | null = null;
    // Through the queue as the worker takes it: every due delivery runs; ours is reported.
    await useCases.notifications.deliverDue((payload, settled) => {
      if (payload.notificationId !== queued.notificationId || payload.channel !== queued.channel) return;
      if ('result' in settled) outcome = settled.result;
      else {
        outcome = 'retry';
        reason = settled.error instanceof Error ? settled.error.message : String(settled.error);
      }
    });
    return { user: user.email, channel: queued.channel, notificationId: queued.notificationId, outcome, reason };
  });
  const said = result.outcome === 'not-run' ? 'queued: a worker delivers it' : OUTCOMES[result.outcome];
  output(deps, {
    json: isJson(options),
    result: { test: result },
    view: () => (
      <KeyValue
        title="Test notification"
        entries={[
          ['User', result.user],
          ['Channel', result.channel],
          ['Outcome', said],
          ...(result.reason === null ? [] : ([['Reason', result.reason]] as [string, string][])),
        ]}
      />
    ),
  });
}
