import type { Command } from 'commander';
import { NOTIFICATION_CHANNELS } from '../../../core/domain/notifications/notification.js';
import type { CliDeps } from '../context.js';
import { SIMULATORS_ENVIRONMENT } from './simulators-environment.js';
import { userArgumentOrOption } from './user-or-option.js';

/** stats, worker, simulators, notifications test and autobid run-once: looking at and driving the running product. */
export function registerOperationCommands(program: Command, deps: CliDeps): void {
  program
    .command('stats')
    .description('the admin dashboard numbers: users, bids and system health')
    .option('--json', 'print JSON')
    .action(async (options) => (await import('./stats.js')).showStats(deps, options));
  program
    .command('worker')
    .description(
      'run the scheduled engine, plan expiry and the bid worker without the HTTP server, until SIGINT/SIGTERM',
    )
    .action(async () => (await import('./worker.js')).runWorkerUntilSignalled(deps));
  program
    .command('simulators')
    .description(
      'run the built-in Freelancer and PayFast simulators as a standalone HTTP process, until SIGINT/SIGTERM',
    )
    .addHelpText('after', SIMULATORS_ENVIRONMENT)
    .action(async () => (await import('./simulators.js')).runSimulatorsUntilSignalled(deps));
  const notifications = program.command('notifications').description('notifications: send a test to a channel');
  userArgumentOrOption(notifications.command('test'))
    .description(
      `queue a test notification to one channel of a user (${NOTIFICATION_CHANNELS.filter((c) => c !== 'inapp').join(', ')}), deliver it, and report the outcome`,
    )
    .requiredOption('--channel <name>', 'the channel to test')
    .option('--json', 'print JSON')
    .action(async (user: string | undefined, options) =>
      (await import('./notifications.js')).testNotification(deps, user, options),
    );
  program
    .command('autobid')
    .description("a user's autobidding, run by hand")
    .command('run-once')
    .description(
      'one engine run for the user now, as Test Bidding runs it: the projects found, the bids queued for the worker, and the top reasons projects were skipped',
    )
    .argument('<user>', 'user id or e-mail')
    .option('--json', 'print JSON')
    .action(async (user: string, options) => (await import('./autobid.js')).runOnce(deps, user, options));
}
