import { Ban, CheckCircle2, Clock, Percent, Receipt, Wallet, XCircle, type LucideIcon } from 'lucide-react';
import type { PaymentStatsResponse } from '@contract/admin-payments';
import { formatRand } from '@/lib/money';

interface Tile {
  readonly label: string;
  readonly value: string;
  readonly icon: LucideIcon;
  readonly tone: string;
}

const tiles = (stats: PaymentStatsResponse): readonly Tile[] => [
  { label: 'Total Payments', value: String(stats.totalPayments), icon: Receipt, tone: 'text-blue-600' },
  { label: 'Total Amount', value: formatRand(stats.totalAmount), icon: Wallet, tone: 'text-blue-600' },
  { label: 'Completed', value: String(stats.completedPayments), icon: CheckCircle2, tone: 'text-green-600' },
  { label: 'Pending', value: String(stats.pendingPayments), icon: Clock, tone: 'text-yellow-600' },
  { label: 'Failed', value: String(stats.failedPayments), icon: XCircle, tone: 'text-red-600' },
  { label: 'Cancelled', value: String(stats.cancelledPayments), icon: Ban, tone: 'text-slate-500' },
  { label: 'Success Rate', value: `${stats.successRate.toFixed(1)}%`, icon: Percent, tone: 'text-purple-600' },
];

/** The overview tiles: the server's stats over every payment the filters match. */
export function PaymentStats({ stats }: { readonly stats: PaymentStatsResponse }) {
  return (
    <section aria-labelledby="payment-overview">
      <h2 id="payment-overview" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7 xl:gap-2">
        {tiles(stats).map(({ label, value, icon: Icon, tone }) => (
          <div
            key={label}
            className="flex flex-col-reverse justify-end gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm xl:p-3"
          >
            <dd className="break-words text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${tone}`} />
              {label}
            </dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
