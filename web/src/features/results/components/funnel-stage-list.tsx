import type { FunnelView } from '@contract/analytics';
import { Card, CardTitle } from '@/components/ui/card';
import { conversion } from './funnel-format';
import { READER_WORDS, type FunnelReader } from './funnel-reader';

const STAGES = [
  { key: 'scanned', label: 'Scanned' },
  { key: 'matched', label: 'Matched' },
  { key: 'queued', label: 'Queued' },
  { key: 'placed', label: 'Placed' },
  { key: 'replied', label: 'Replied' },
  { key: 'awarded', label: 'Awarded' },
] as const;

/** "1 bid was", "3 bids were". */
const bidsWere = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'bid was' : 'bids were'}`;
const draftsWere = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'draft was' : 'drafts were'}`;

/** The stages as bars, each with its share of the stage before, and the bids that never reached a stage. */
export function StageList({ funnel, reader }: { readonly funnel: FunnelView; readonly reader: FunnelReader }) {
  const words = READER_WORDS[reader];
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
