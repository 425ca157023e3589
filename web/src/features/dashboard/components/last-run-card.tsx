import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LastRunResponse } from '@contract/last-run';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { formatDateTime, formatNearTime } from '@/lib/date-format';
import { DefinitionRow } from './definition-row';

/** "In 3 min (2:06 PM)", "Within a minute", or the time itself when it is an hour or more off. */
function whenNext(iso: string, now: Date): string {
  const minutes = Math.round((new Date(iso).getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Within a minute';
  if (minutes < 60) return `In ${minutes} min (${formatNearTime(iso, now)})`;
  return formatNearTime(iso, now);
}

type Run = NonNullable<LastRunResponse['lastRun']>;

/**
 * A matched project whose bid an earlier run queued is not queued twice: with bids paced, the next
 * run matches it again while it waits. "Matched 7, Queued 0" alone read as seven lost bids.
 */
function queuedText(run: Run): string {
  const waiting = run.matched - run.queued;
  return waiting > 0 ? `${run.queued} new · ${waiting} already waiting from an earlier run` : String(run.queued);
}

/**
 * Projects past every rule that a safe pace had no room for are skips (PACE_LIMIT), not matches:
 * Test Bidding's note calls them "N more matched", so the card names them beside Matched rather
 * than leave them to the top reasons, where a bigger reason may push them out.
 */
function matchedText(run: Run): string {
  return run.overPace > 0
    ? `${run.matched} · ${run.overPace} more matched, skipped for a safe pace`
    : String(run.matched);
}

/**
 * What the run did with its projects. A run that ran through the rules looked at every project of
 * its window and matched or skipped each (those sharing no skill with the user are skips too), so
 * Matched and Skipped add up to Projects looked at. A blocked run stopped before the rules: the
 * window's projects are new ones it did not look at, and its 0 matched, queued and skipped would
 * leave them unaccounted for, so they are not shown.
 */
function RunCounts({ run }: { readonly run: Run }) {
  if (run.blocked.length > 0)
    // A run blocked before it read the feed (Test Bidding's) has no window to tell of.
    return run.scanned > 0 ? <DefinitionRow label="New projects">{run.scanned}</DefinitionRow> : null;
  return (
    <>
      <DefinitionRow label="Projects looked at">{run.scanned}</DefinitionRow>
      <DefinitionRow label="Matched">{matchedText(run)}</DefinitionRow>
      <DefinitionRow label="Queued">{queuedText(run)}</DefinitionRow>
      <DefinitionRow label="Skipped">{run.skipped}</DefinitionRow>
    </>
  );
}

/** "Explain the waiting": what the last run did, when the next one is, and the way to the Skipped tab. */
export function LastRunCard({ data, now }: { readonly data: LastRunResponse | undefined; readonly now: Date }) {
  const run = data?.lastRun ?? null;
  return (
    <Card>
      <div className="flex items-start justify-between gap-4">
        <CardTitle>Last run</CardTitle>
        <History aria-hidden="true" className="h-6 w-6 shrink-0 text-blue-600" />
      </div>
      {data === undefined ? (
        <p className="mt-3 text-sm text-slate-600">Loading…</p>
      ) : (
        <>
          <dl className="mt-2 divide-y divide-slate-100">
            <DefinitionRow label="Last run">
              {run === null ? 'No run yet' : <time dateTime={run.ranAt}>{formatDateTime(run.ranAt)}</time>}
            </DefinitionRow>
            <DefinitionRow label="Next run">
              {data.nextRunAt === null ? 'Autobidding is off' : whenNext(data.nextRunAt, now)}
            </DefinitionRow>
            {run === null ? null : <RunCounts run={run} />}
          </dl>
          {run !== null && run.blocked.length > 0 ? (
            <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p className="font-medium">
                {run.scanned > 0 ? 'The run could not bid, so it looked at none of them:' : 'The run could not bid:'}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {run.blocked.map((block) => (
                  <li key={block.code}>{block.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {run !== null && run.topReasons.length > 0 ? (
            <div className="mt-3">
              <h3 className="text-sm font-medium text-slate-700">Top reasons for skipping</h3>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {run.topReasons.map((reason) => (
                  <li key={reason.code} className="flex justify-between gap-3">
                    <span>{reason.message}</span>
                    <span className="font-semibold tabular-nums">{reason.count}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {/* Before any run there is no skip to see: the card says what will show here instead. */}
      {data === undefined ? null : run === null ? (
        <p className="mt-4 text-sm text-slate-600">
          After the first run, this card shows how many new projects it looked at, what it matched and skipped, and why.
          Test Bidding runs one now.
        </p>
      ) : (
        <Link
          to={`${paths.bidLogs}?view=skipped`}
          className={cn('mt-4 inline-block rounded text-sm font-medium text-blue-700 hover:underline', focusRing)}
        >
          See skipped projects and why
        </Link>
      )}
    </Card>
  );
}
