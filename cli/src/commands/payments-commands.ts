import type { Command } from 'commander';
import type { CliDeps } from '../context.js';
import { EXPORT_BYTES_HELP, FORMAT_OPTION } from './export-help.js';

const actions = () => import('./payments.js');

/** `payments …`: payment management (docs/design.md#payments). */
export function registerPaymentCommands(program: Command, deps: CliDeps): void {
  const payments = program.command('payments').description('list, export and change the status of payments');
  payments
    .command('list')
    .description('one page of payments, newest first (20 a page), with the overview stats')
    .option('--search <text>', "payment id, PayFast id, or the user's name or e-mail contains")
    .option('--status <status>', 'pending, completed, failed or cancelled')
    .option('--method <method>', 'payfast, card or bank_transfer')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).listPayments(deps, options));
  payments
    .command('set-status')
    .description("set a payment's status (completed grants its bids once) and notes")
    .argument('<payment>', "the payment's id or its paymentId (BP-…)")
    .argument('<status>', 'pending, completed, failed or cancelled')
    .option('--notes <text>', 'admin notes')
    .option('--json', 'print JSON')
    .action(async (reference: string, status: string, options) =>
      (await actions()).setPaymentStatus(deps, reference, status, options),
    );
  payments
    .command('export')
    .description('payments created between two days (UTC, both included) as CSV on stdout')
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD')
    .option(...FORMAT_OPTION)
    .addHelpText(
      'after',
      '\nbids_allocated is always a number, so the column sums and sorts. unlimited_bids\n' +
        '(true or false, the last column) is true for a completed payment for an\n' +
        'unlimited plan: it granted unlimited bids, not a count, and its bids_allocated\n' +
        'is 0.\n' +
        EXPORT_BYTES_HELP,
    )
    .action(async (options) => (await actions()).exportPayments(deps, options));
}
