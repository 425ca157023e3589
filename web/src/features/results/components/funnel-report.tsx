import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelView } from '@contract/analytics';
import { MIN_BIDS_PER_SKILL, replyTimeSentence } from '@core/domain/stats/funnel';
import { Card, CardTitle } from '@/components/ui/card';
import { legendLabel } from '@/components/ui/chart-legend';
import { formatUtcDay } from '@/lib/chart-format';
import { conversion, formatPerAward, formatRate } from './funnel-format';

const STAGES = [
  { key: 'scanned', label: 'Scanned' },
  { key: 'matched', label: 'Matched' },
  { key: 'queued', label: 'Queued' },
  { key: 'placed', label: 'Placed' },
  { key: 'replied', label: 'Replied' },
  { key: 'awarded', label: 'Awarded' },
] as const;

/** Whose funnel the report shows: the reader's own (/results), or other users' to an admin (/admin). */
export type FunnelReader = 'owner' | 'admin';

/** The words that say whose bids they are: second person to the owner, neutral to an admin. */
const WORDS = {
  owner: {
    hints: {
      scanned: 'Projects the runs looked at',
      matched: 'Projects your rules chose',
      queued: 'Bids queued for placing',
      placed: 'Bids that reached Freelancer',
      replied: 'Clients who wrote to you first',
      awarded: 'Projects you won',
    },
    bid: 'your bid',
  },
  admin: {
    hints: {
      scanned: 'Projects the runs looked at',
      matched: 'Projects the users’ rules chose',
      queued: 'Bids queued for placing',
      placed: 'Bids that reached Freelancer',
      replied: 'Clients who wrote first',
      awarded: 'Projects won',
    },
    bid: 'the bid',
  },
} as const;

const DAILY_SERIES = [
  { key: 'placed', label: 'Placed', colour: '#2563eb' },
  { key: 'replied', label: 'Replied', colour: '#7c3aed' },
  { key: 'awarded', label: 'Awarded', colour: '#16a34a' },
] as const;

/** "1 bid was", "3 bids were". */
const bidsWere = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'bid was' : 'bids were'}`;
const draftsWere = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'draft was' : 'drafts were'}`;

const CHART_STYLE = { width: '100%', height: 240 } as const;
const AXIS_TICK = { fontSize: 12, fill: '#475569' } as const;

function StageList({ funnel, reader }: { readonly funnel: FunnelView; readonly reader: FunnelReader }) {
  const words = WORDS[reader];
  const widest = Math.max(1, ...STAGES.map((stage) => funnel.stages[stage.key]));
  return (
    <Card>
      <CardTitle>Funnel</CardTitle>
      <ol className="mt-4 space-y-3">
        {STAGES.map((stage, index) => {
          const count = funnel.stages[stage.key];
          const previous = index === 0 ? null : funnel.stages[STAGES[index - 1]!.key];
          return (
            <li key={stage.key}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">
                  {stage.label} <span className="font-normal text-slate-600">· {words.hints[stage.key]}</span>
                </span>
                <span className="ml-auto tabular-nums text-slate-900">
                  <strong data-testid={`stage-${stage.key}`}>{count.toLocaleString('en-US')}</strong>
                  {previous === null ? null : (
                    <span className="ml-2 text-slate-600">{conversion(count, previous)}</span>
                  )}
                </span>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2.5 rounded-full bg-blue-600"
                  style={{ width: `${count === 0 ? 0 : Math.max(1, (count / widest) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        {/* Failed bids are more than Freelancer's refusals: a Stop or no bids left. Declined drafts are the user's choice. */}
        Besides these, {bidsWere(funnel.refused)} not placed (refused by Freelancer or stopped before sending),{' '}
        {bidsWere(funnel.held)} held (by the proposal check, or waiting for review) and {draftsWere(funnel.declined)}{' '}
        declined in review (rejected or left to expire).
      </p>
    </Card>
  );
}

function RateTiles({ funnel }: { readonly funnel: FunnelView }) {
  const tiles = [
    { label: 'Reply rate', value: formatRate(funnel.rates.replyRate), hint: 'Replied of placed' },
    { label: 'Win rate', value: formatRate(funnel.rates.winRate), hint: 'Awarded of placed' },
    {
      label: 'Bids per award',
      value: formatPerAward(funnel.rates.bidsPerAward),
      hint: 'Placed bids for each project won',
    },
    {
      label: 'Plan bids per award',
      value: formatPerAward(funnel.rates.planBidsPerAward),
      hint: `${funnel.planBidsSpent.toLocaleString('en-US')} plan bids spent`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{tile.value}</dd>
          <dd className="mt-1 text-xs text-slate-600">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnswerTime({ funnel, reader }: { readonly funnel: FunnelView; readonly reader: FunnelReader }) {
  return (
    <Card>
      <CardTitle>How long clients take to answer</CardTitle>
      <p className="mt-2 text-slate-800">
        {reader === 'owner' ? funnel.replyTime.summary : replyTimeSentence(funnel.replyTime, WORDS.admin.bid)}
      </p>
    </Card>
  );
}

function DailyChart({ funnel }: { readonly funnel: FunnelView }) {
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

function BestSkills({ funnel }: { readonly funnel: FunnelView }) {
  return (
    <Card>
      <CardTitle>Best skills by win rate</CardTitle>
      {funnel.bestSkills.length === 0 ? (
        <p className="mt-2 text-slate-600">
          Not enough data yet: a skill shows here once {MIN_BIDS_PER_SKILL} bids on its projects were placed in this
          period.
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {funnel.bestSkills.map((skill) => (
            <li key={skill.skill} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-900">{skill.skill}</span>
              <span className="tabular-nums text-slate-700">
                {formatRate(skill.winRate)} won · {skill.awarded} of {skill.placed} bids
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** One funnel, whole: stages, rates, answer time, the daily chart with its table, best skills. */
export function FunnelReport({
  funnel,
  reader = 'owner',
}: {
  readonly funnel: FunnelView;
  readonly reader?: FunnelReader;
}) {
  return (
    <div className="space-y-6">
      <RateTiles funnel={funnel} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StageList funnel={funnel} reader={reader} />
        <div className="space-y-6">
          <AnswerTime funnel={funnel} reader={reader} />
          <BestSkills funnel={funnel} />
        </div>
      </div>
      <DailyChart funnel={funnel} />
    </div>
  );
}
