import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelView } from '@contract/analytics';
import { Card, CardTitle } from '@/components/ui/card';
import { legendLabel } from '@/components/ui/chart-legend';
import { formatUtcDay } from '@/lib/chart-format';

const DAILY_SERIES = [
  { key: 'placed', label: 'Placed', colour: '#2563eb' },
  { key: 'replied', label: 'Replied', colour: '#7c3aed' },
  { key: 'awarded', label: 'Awarded', colour: '#16a34a' },
] as const;

const CHART_STYLE = { width: '100%', height: 240 } as const;
const AXIS_TICK = { fontSize: 12, fill: '#475569' } as const;

/** Placed, replied and awarded per UTC day as bars, with the same numbers in a table for screen readers and copying. */
export function DailyChart({ funnel }: { readonly funnel: FunnelView }) {
  const active = funnel.daily.filter((day) => day.placed + day.replied + day.awarded > 0);
  return (
    <Card className="min-w-0">
      <figure>
        <CardTitle>Outcomes per day</CardTitle>
        <figcaption className="mt-1 text-sm text-slate-600">
          Bids placed, replied to and awarded, by the UTC day they were placed. The table below holds the same numbers.
        </figcaption>
        <div className="mt-4" aria-hidden="true">
          <BarChart
            responsive
            style={CHART_STYLE}
            data={[...funnel.daily]}
            margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatUtcDay} tick={AXIS_TICK} minTickGap={16} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} />
            <Tooltip labelFormatter={(label) => `${formatUtcDay(String(label))} (UTC)`} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendLabel} />
            {DAILY_SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                fill={series.colour}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </div>
      </figure>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-blue-700">Show the numbers as a table</summary>
        {active.length === 0 ? (
          <p className="mt-2 text-slate-600">No bids were placed in this period.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-left">
              <caption className="sr-only">Outcomes per day</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Day (UTC)
                  </th>
                  {DAILY_SERIES.map((series) => (
                    <th key={series.key} scope="col" className="py-1 pr-4 font-medium">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {active.map((day) => (
                  <tr key={day.day} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {formatUtcDay(day.day)}
                    </th>
                    <td className="py-1 pr-4 tabular-nums">{day.placed}</td>
                    <td className="py-1 pr-4 tabular-nums">{day.replied}</td>
                    <td className="py-1 pr-4 tabular-nums">{day.awarded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </Card>
  );
}
