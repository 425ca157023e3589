import type { BidHistoryEntry } from '@contract/bid-detail';
import { cn } from '../ui/cn';
import { formatDateTime } from '@/lib/date-format';
import { historyDetail, historyLabel, historyTone, type BidReader, type HistoryTone } from './bid-detail-display';

const DOTS: Readonly<Record<HistoryTone, string>> = {
  blue: 'bg-blue-600',
  green: 'bg-green-600',
  red: 'bg-red-600',
  amber: 'bg-amber-500',
  grey: 'bg-slate-400',
};

/** The bid's status history as a vertical timeline, oldest first, each reason in full. */
export function BidHistory({
  history,
  reader = 'owner',
}: {
  readonly history: readonly BidHistoryEntry[];
  readonly reader?: BidReader;
}) {
  return (
    <ol aria-label="Status history" className="relative ml-1.5 border-l-2 border-slate-200">
      {history.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`} className="relative pb-5 pl-5 last:pb-0">
          <span
            aria-hidden="true"
            className={cn(
              'absolute -left-[7px] top-1.5 h-3 w-3 rounded-full ring-4 ring-white',
              DOTS[historyTone(entry.kind)],
            )}
          />
          <p className="font-medium text-slate-900">{historyLabel(entry.kind, reader)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.detail === null ? null : (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
              {historyDetail(entry.detail, reader)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
