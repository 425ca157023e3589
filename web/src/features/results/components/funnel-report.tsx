import type { FunnelView } from '@contract/analytics';
import { MIN_BIDS_PER_SKILL, replyTimeSentence } from '@core/domain/stats/funnel';
import { Card, CardTitle } from '@/components/ui/card';
import { DailyChart } from './funnel-daily-chart';
import { formatPerAward, formatRate } from './funnel-format';
import { READER_WORDS, type FunnelReader } from './funnel-reader';
import { StageList } from './funnel-stage-list';

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
        {reader === 'owner' ? funnel.replyTime.summary : replyTimeSentence(funnel.replyTime, READER_WORDS.admin.bid)}
      </p>
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
