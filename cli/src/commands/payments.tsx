import {
  AdminPaymentsQuery,
  adminNotesOf,
  PaymentStatusBody,
  toAdminPaymentResponse,
  toPaymentStatsResponse,
} from '../../../contract/admin-payments.js';
import { pagination } from '../../../contract/common.js';
import { PaymentReferenceParams } from '../../../contract/payments.js';
import type { CliDeps } from '../context.js';
import { csvDocument } from '../csv.js';
import { printData } from '../data-output.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { dateText, useDisplay } from '../ui/display.js';
import { Table, type Column } from '../ui/table.js';
import { UsageError } from '../usage-error.js';
import { pageArg } from './arguments.js';
import { bidsText, isJson, Listing, Stack, type JsonOption } from './common.js';

type PaymentRow = ReturnType<typeof toAdminPaymentResponse>;
type ListOptions = JsonOption & {
  readonly search?: string;
  readonly status?: string;
  readonly method?: string;
  readonly page?: string;
};

/** The payment id is what set-status takes, so it stays with the amount and the status. */
const PAYMENT_COLUMNS: readonly Column[] = [
  { key: 'paymentId', header: 'Payment ID', maxWidth: 44, priority: 1 },
  { key: 'email', header: 'User', maxWidth: 40, minWidth: 16 },
  { key: 'planName', header: 'Item', maxWidth: 24, minWidth: 10, priority: 3 },
  { key: 'amountText', header: 'Amount', align: 'right', priority: 1 },
  { key: 'paymentMethod', header: 'Method', priority: 3 },
  { key: 'status', header: 'Status', priority: 1 },
  { key: 'created', header: 'Created' },
];

function PaymentTable({ payments }: { readonly payments: readonly PaymentRow[] }) {
  const { dates } = useDisplay();
  const rows = payments.map((payment) => ({
    ...payment,
    email: payment.userId?.email,
    created: dateText(dates, payment.createdAt),
    amountText: `${payment.amount.toFixed(2)} ${payment.currency}`,
  }));
  return <Table columns={PAYMENT_COLUMNS} rows={rows} empty="No payments found." />;
}

export async function listPayments(deps: CliDeps, options: ListOptions): Promise<void> {
  const query = AdminPaymentsQuery.parse({
    search: options.search,
    status: options.status,
    paymentMethod: options.method,
    page: pageArg(options.page),
  });
  const listing = await deps.useCases(({ admin }) => admin.payments.list(query));
  const now = new Date();
  const rows = listing.payments.map((view) => toAdminPaymentResponse(view, now));
  const page = pagination(query.page, query.limit, listing.total);
  const stats = toPaymentStatsResponse(listing.stats);
  output(deps, {
    json: isJson(options),
    result: { payments: rows, pagination: page, stats },
    view: () => (
      <Stack>
        <Listing page={page} noun={{ singular: 'payment', plural: 'payments' }}>
          <PaymentTable payments={rows} />
        </Listing>
        <KeyValue
          title="All payments"
          entries={[
            ['Total', stats.totalPayments],
            ['Completed', stats.completedPayments],
            ['Pending', stats.pendingPayments],
            ['Failed', stats.failedPayments],
            ['Cancelled', stats.cancelledPayments],
            ['Amount (ZAR)', stats.totalAmount.toFixed(2)],
            ['Success rate', `${stats.successRate}%`],
          ]}
        />
      </Stack>
    ),
  });
}

export async function setPaymentStatus(
  deps: CliDeps,
  reference: string,
  status: string,
  options: JsonOption & { readonly notes?: string },
): Promise<void> {
  const { paymentId } = PaymentReferenceParams.parse({ paymentId: reference });
  const change = PaymentStatusBody.parse({ status, notes: options.notes });
  const view = await deps.useCases(async ({ admin }) =>
    admin.payments.view(await admin.payments.changeStatus({ reference: paymentId, ...change })),
  );
  const payment = view === null ? null : toAdminPaymentResponse(view, new Date());
  const user = payment?.userId ?? null;
  output(deps, {
    json: isJson(options),
    result: { message: 'Payment status updated successfully', payment },
    view: () => (
      <KeyValue
        title="Payment status updated successfully"
        entries={[
          ['Payment ID', payment?.paymentId],
          ['Status', payment?.status],
          ['Bids allocated', payment === null ? null : bidsText(payment.bidsAllocated, payment.unlimitedBids)],
          ['User bids now', user === null ? null : bidsText(user.availableBids, user.unlimitedBids)],
          ['Notes', payment === null ? null : adminNotesOf(payment)],
        ]}
      />
    ),
  });
}

/** The largest page the admin list takes: an export reads in pages this large. */
const EXPORT_PAGE = 100;
const DAY_MS = 24 * 3600_000;
const PAYMENT_CSV_HEADER = [
  'payment_id',
  'created_at',
  'user_email',
  'item',
  'amount',
  'currency',
  'method',
  'status',
  'bids_allocated',
  'unlimited_bids',
] as const;

/** A YYYY-MM-DD day on the command line, as the UTC instant it starts at. */
function dayArg(name: string, text: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00.000Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text)
    throw new UsageError(`${name} must be a date as YYYY-MM-DD (got ${text})`);
  return day;
}

/** Payments created from --from to --to (whole UTC days, both included) as CSV, read page by page, newest first. */
export async function exportPayments(
  deps: CliDeps,
  options: { readonly from: string; readonly to: string; readonly format: string },
): Promise<void> {
  if (options.format !== 'csv') throw new UsageError(`--format must be csv (got ${options.format})`);
  const from = dayArg('--from', options.from);
  const until = new Date(dayArg('--to', options.to).getTime() + DAY_MS);
  if (until <= from) throw new UsageError('--to must not be before --from');
  const now = new Date();
  const rows = await deps.useCases(async ({ admin }) => {
    const inRange: PaymentRow[] = [];
    for (let page = 1; ; page += 1) {
      const listing = await admin.payments.list({
        ...AdminPaymentsQuery.parse({ page, limit: EXPORT_PAGE }),
        createdIn: { from, to: until },
      });
      inRange.push(...listing.payments.map((view) => toAdminPaymentResponse(view, now)));
      if (listing.payments.length < EXPORT_PAGE || page * EXPORT_PAGE >= listing.total) return inRange;
    }
  });
  printData(
    deps,
    csvDocument(
      PAYMENT_CSV_HEADER,
      rows.map((payment) => [
        payment.paymentId,
        payment.createdAt,
        payment.userId?.email,
        payment.planName,
        payment.amount.toFixed(2),
        payment.currency,
        payment.paymentMethod,
        payment.status,
        payment.bidsAllocated,
        payment.unlimitedBids,
      ]),
    ),
  );
}
