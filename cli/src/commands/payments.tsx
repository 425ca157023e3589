import type { Command } from 'commander';
import type { ReactNode } from 'react';
import { AdminPaymentsQuery, adminNotesOf, PaymentStatusBody, toAdminPaymentResponse, toPaymentStatsResponse } from '../../../contract/admin-payments.js';
import { pagination } from '../../../contract/common.js';
import { PaymentReferenceParams } from '../../../contract/payments.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { Table, type Column } from '../ui/table.js';
import { isJson, Listing, Stack, type JsonOption } from './common.js';

type PaymentRow = ReturnType<typeof toAdminPaymentResponse>;
type ListOptions = JsonOption & { readonly search?: string; readonly status?: string; readonly method?: string; readonly page?: string };

const PAYMENT_COLUMNS: readonly Column[] = [
  { key: 'paymentId', header: 'Payment ID', maxWidth: 44 },
  { key: 'email', header: 'User', maxWidth: 40 },
  { key: 'planName', header: 'Item', maxWidth: 24 },
  { key: 'amountText', header: 'Amount', align: 'right' },
  { key: 'paymentMethod', header: 'Method' },
  { key: 'status', header: 'Status' },
  { key: 'createdAt', header: 'Created' },
];

function PaymentTable({ payments }: { readonly payments: readonly PaymentRow[] }) {
  const rows = payments.map((payment) => ({ ...payment, email: payment.userId?.email, amountText: `${payment.amount.toFixed(2)} ${payment.currency}` }));
  return <Table columns={PAYMENT_COLUMNS} rows={rows} empty="No payments found." />;
}

/** `payments …`: payment management (docs/design.md#payments) through the admin payment routes' use cases and schemas. */
export function registerPaymentCommands(program: Command, deps: CliDeps): void {
  const payments = program.command('payments').description('list payments and change their status');
  const print = (json: boolean, result: Record<string, unknown>, view: () => ReactNode) => output(deps.print, { json, result, view, columns: deps.columns });

  payments
    .command('list')
    .description('one page of payments, newest first (20 a page), with the overview stats')
    .option('--search <text>', 'payment id, PayFast id, or the user\'s name or email contains')
    .option('--status <status>', 'pending, completed, failed or cancelled')
    .option('--method <method>', 'payfast, card or bank_transfer')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (options: ListOptions) => {
      const query = AdminPaymentsQuery.parse({ search: options.search, status: options.status, paymentMethod: options.method, page: options.page });
      const listing = await deps.useCases(({ admin }) => admin.payments.list(query));
      const rows = listing.payments.map(toAdminPaymentResponse);
      const page = pagination(query.page, query.limit, listing.total);
      const stats = toPaymentStatsResponse(listing.stats);
      print(isJson(options), { payments: rows, pagination: page, stats }, () => (
        <Stack>
          <Listing page={page} noun="payments">
            <PaymentTable payments={rows} />
          </Listing>
          <KeyValue title="All payments" entries={[['Total', stats.totalPayments], ['Completed', stats.completedPayments], ['Pending', stats.pendingPayments], ['Failed', stats.failedPayments], ['Cancelled', stats.cancelledPayments], ['Amount (ZAR)', stats.totalAmount.toFixed(2)], ['Success rate', `${stats.successRate}%`]]} />
        </Stack>
      ));
    });

  payments
    .command('set-status')
    .description('set a payment\'s status (completed grants its bids once) and notes')
    .argument('<idOrPaymentId>', 'the payment\'s id or its paymentId (BP-…)')
    .argument('<status>', 'pending, completed, failed or cancelled')
    .option('--notes <text>', 'admin notes')
    .option('--json', 'print JSON')
    .action(async (reference: string, status: string, options: JsonOption & { readonly notes?: string }) => {
      const { paymentId } = PaymentReferenceParams.parse({ paymentId: reference });
      const change = PaymentStatusBody.parse({ status, notes: options.notes });
      const view = await deps.useCases(async ({ admin }) => admin.payments.view(await admin.payments.changeStatus({ reference: paymentId, ...change })));
      const payment = view === null ? null : toAdminPaymentResponse(view);
      print(isJson(options), { message: 'Payment status updated successfully', payment }, () => (
        <Stack>
          <KeyValue title="Payment status updated successfully" entries={[['Payment ID', payment?.paymentId], ['Status', payment?.status], ['Bids allocated', payment?.bidsAllocated], ['User bids now', payment?.userId?.availableBids], ['Notes', payment === null ? null : adminNotesOf(payment)]]} />
        </Stack>
      ));
    });
}
