import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyStatsDay } from '@contract/admin-stats';
import { legendLabel } from '@/components/ui/chart-legend';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatRand } from '@/lib/money';
import { CHART_DAYS, useDailyStats } from '../api/get-daily-stats';
import { formatUtcDay } from '@/lib/chart-format';

/**
 * One hue per status, told apart at a glance: rejected a deep rose (red like failed, much darker),
 * held amber as its badge; the legend's labels are slate whatever the colour (chart-legend.tsx).
 */
const BID_SERIES = [
  { key: 'accepted', label: 'Accepted', colour: '#16a34a' },
  { key: 'submitted', label: 'Submitted', colour: '#2563eb' },
  { key: 'replied', label: 'Replied', colour: '#7c3aed' },
  { key: 'rejected', label: 'Rejected', colour: '#9f1239' },
  { key: 'failed', label: 'Failed', colour: '#dc2626' },
  { key: 'held', label: 'Held', colour: '#d97706' },
  { key: 'pending', label: 'Pending', colour: '#64748b' },
] as const;

const CHART_STYLE = { width: '100%', height: 260 } as const;
const AXIS_TICK = { fontSize: 12, fill: '#475569' } as const;
const CAPTION = `Last ${CHART_DAYS} days, by UTC day (00:00–24:00 UTC).`;

function ChartCard({
  title,
  summary,
  children,
}: {
  readonly title: string;
  readonly summary: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm p-4 sm:p-6">
      <figure>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <figcaption className="mt-1 text-sm text-slate-600">
          {summary} {CAPTION}
        </figcaption>
        <div className="mt-4">{children}</div>
      </figure>
    </div>
  );
}

function BidsPerDay({ days }: { readonly days: readonly DailyStatsDay[] }) {
  const data = days.map((day) => ({ date: day.date, ...day.bids }));
  const total = days.reduce((sum, day) => sum + day.bids.total, 0);
  return (
    <ChartCard title="Bids per Day" summary={`${total === 1 ? '1 bid' : `${total} bids`} by status.`}>
      <BarChart
        responsive
        style={CHART_STYLE}
        data={data}
        margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatUtcDay} tick={AXIS_TICK} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} />
        <Tooltip labelFormatter={(label) => `${formatUtcDay(String(label))} (UTC)`} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendLabel} />
        {BID_SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            stackId="bids"
            fill={series.colour}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}

function PaymentsPerDay({ days }: { readonly days: readonly DailyStatsDay[] }) {
  const data = days.map((day) => ({ date: day.date, count: day.payments.count, amount: day.payments.amountZar }));
  const count = days.reduce((sum, day) => sum + day.payments.count, 0);
  const amount = days.reduce((sum, day) => sum + day.payments.amountZar, 0);
  return (
    <ChartCard
      title="Completed Payments per Day"
      summary={`${count === 1 ? '1 completed payment' : `${count} completed payments`}, ${formatRand(amount)} in all.`}
    >
      <ComposedChart
        responsive
        style={CHART_STYLE}
        data={data}
        margin={{ top: 4, right: 0, bottom: 0, left: -20 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatUtcDay} tick={AXIS_TICK} minTickGap={16} />
        <YAxis yAxisId="count" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis
          yAxisId="amount"
          orientation="right"
          tick={AXIS_TICK}
          tickFormatter={(value: number) => `R ${value.toLocaleString('en-US')}`}
          width={64}
        />
        <Tooltip
          labelFormatter={(label) => `${formatUtcDay(String(label))} (UTC)`}
          formatter={(value, name) => (name === 'Amount (ZAR)' ? formatRand(Number(value)) : value)}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendLabel} />
        <Bar yAxisId="count" dataKey="count" name="Payments" fill="#2563eb" isAnimationActive={false} />
        <Line
          yAxisId="amount"
          dataKey="amount"
          name="Amount (ZAR)"
          stroke="#16a34a"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartCard>
  );
}

/** Bids per day by status and completed payments per day, over the last 30 UTC days. */
export function DailyActivityCharts() {
  const daily = useDailyStats();
  if (daily.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading daily charts" />
      </div>
    );
  }
  if (daily.isError)
    return <LoadFailed text="The daily charts could not be loaded." onRetry={() => void daily.refetch()} />;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <BidsPerDay days={daily.data} />
      <PaymentsPerDay days={daily.data} />
    </div>
  );
}
